import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { messageOr } from '../../services/errors';

/** A list (or report) that could not be loaded: what went wrong and a Retry, never an empty table. */
export function ListError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" data-testid="list-error">
      <Result
        status="warning"
        title={t('list.loadFailed')}
        subTitle={messageOr(error, t('errors.unknown'))}
        extra={
          <Button type="primary" icon={<ReloadOutlined />} onClick={onRetry}>
            {t('list.retry')}
          </Button>
        }
      />
    </div>
  );
}
