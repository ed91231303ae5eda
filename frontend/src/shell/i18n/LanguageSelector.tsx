import { GlobalOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from './languages';
import { useLanguage } from './useLanguage';

export function LanguageSelector({ size = 'small' }: { size?: 'small' | 'middle' }) {
  const { t } = useTranslation('shell');
  const [language, setLanguage] = useLanguage();
  return (
    <Select
      size={size}
      value={language}
      onChange={setLanguage}
      aria-label={t('language')}
      data-testid="language-selector"
      suffixIcon={<GlobalOutlined />}
      style={{ minWidth: 120 }}
      options={LANGUAGES.map((item) => ({ value: item.code, label: item.label }))}
    />
  );
}
