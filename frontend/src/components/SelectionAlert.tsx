import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The row-selection banner of the main tables, in our own words. */
export function SelectionAlert({ count, onClear }: { count: number; onClear: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Space size={16}>
      <span>{t('selection.selected', { count })}</span>
      <Typography.Link onClick={onClear}>{t('selection.clear')}</Typography.Link>
    </Space>
  );
}
