import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from './languages';
import { useLanguage } from './useLanguage';

/**
 * The three languages side by side, one tap away: native radio buttons drawn as antd's segmented
 * control (shell/plain.css), as the login page shows it before antd has loaded.
 */
export function LanguageSelector() {
  const { t } = useTranslation('shell');
  const [language, setLanguage] = useLanguage();
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={t('language')}
      data-testid="language-selector"
      className="tb-segmented"
    >
      {LANGUAGES.map((item) => (
        <label key={item.code} lang={item.code}>
          <input
            type="radio"
            name={name}
            value={item.code}
            checked={item.code === language}
            onChange={() => setLanguage(item.code)}
          />
          {item.label}
        </label>
      ))}
    </div>
  );
}
