import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from './languages';
import { useLanguage } from './useLanguage';

/**
 * The three languages side by side, one tap away. A segmented control rather than a select: the login
 * page shows it, and a select's dropdown machinery would weigh on that page's first load.
 */
export function LanguageSelector() {
  const { t } = useTranslation('shell');
  const [language, setLanguage] = useLanguage();
  return (
    <Segmented<Language>
      size="small"
      value={language}
      onChange={setLanguage}
      aria-label={t('language')}
      data-testid="language-selector"
      options={LANGUAGES.map((item) => ({ value: item.code, label: item.label }))}
    />
  );
}
