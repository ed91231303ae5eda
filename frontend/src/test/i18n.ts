import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

const bundles = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', {
  eager: true,
});

/** Every locale file, as `{ [language]: { [namespace]: bundle } }`. */
export function allResources(): Resource {
  const resources: Resource = {};
  for (const [path, bundle] of Object.entries(bundles)) {
    const [, language, file] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    if (!language || !file) continue;
    resources[language] ??= {};
    resources[language][file] = bundle.default;
  }
  return resources;
}

/** A synchronous i18n instance with every bundle, for component and text tests. */
export function createTestI18n(language = 'en-US'): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en-US',
    resources: allResources(),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}
