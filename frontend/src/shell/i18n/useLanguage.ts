import { useTranslation } from 'react-i18next';
import { normalizeLanguage, type Language } from './languages';

/** The current interface language and a setter (the detector caches the choice in local storage). */
export function useLanguage(): [Language, (language: Language) => void] {
  const { i18n } = useTranslation();
  const language = normalizeLanguage(i18n.resolvedLanguage ?? i18n.language);
  const change = (next: Language) => {
    void i18n.changeLanguage(next);
  };
  return [language, change];
}
