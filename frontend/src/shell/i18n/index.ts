import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, LANGUAGE_STORAGE_KEY, normalizeLanguage } from './languages';

type Bundle = { default: Record<string, unknown> };

/** Every namespace file is its own lazy chunk: a page's texts load with the page. */
const loaders = import.meta.glob<Bundle>('../../locales/*/*.json');

const lazyBundles: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loaders[`../../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`missing locale file ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (bundle) => callback(null, bundle.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** Namespaces the shell itself needs before anything renders. */
export const SHELL_NAMESPACES = ['common', 'shell'];

export const i18nReady = i18n
  .use(lazyBundles)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    supportedLngs: LANGUAGES.map((language) => language.code),
    fallbackLng: FALLBACK_LANGUAGE,
    load: 'currentOnly',
    ns: SHELL_NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    detection: {
      order: ['localStorage', 'navigator', 'htmlTag'],
      caches: ['localStorage'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      convertDetectedLanguage: normalizeLanguage,
    },
    react: { useSuspense: true },
  });

export default i18n;
