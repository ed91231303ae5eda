import { SyncOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLiveStatus } from './useLiveChanges';

/** Said in the header while the tab's event stream is broken and being tried again. */
export function LiveIndicator() {
  const { t } = useTranslation('shell');
  if (useLiveStatus() !== 'lost') return null;
  return (
    <Tag color="warning" icon={<SyncOutlined spin />} data-testid="live-lost" style={{ marginInlineEnd: 0 }}>
      {t('live.reconnecting')}
    </Tag>
  );
}
