import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** Why a list is empty: nothing recorded yet, or nothing matches the filter. */
export function ListEmpty({ filtered }: { filtered?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={filtered ? t('list.noMatch') : t('list.noData')}
      data-testid={filtered ? 'list-no-match' : 'list-no-data'}
    />
  );
}
