import { Button, Card, Empty, List, Modal, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** At most 5 out-of-stock models on the card. */
export const OUT_OF_STOCK_LIMIT = 5;

export function OutOfStockCard({ models, loading }: { models: string[]; loading: boolean }) {
  const { t } = useTranslation('overview');
  const [open, setOpen] = useState(false);
  const shown = models.slice(0, OUT_OF_STOCK_LIMIT);
  const more = models.length - shown.length;
  return (
    <Card
      title={t('outOfStock.title')}
      loading={loading}
      style={{ height: '100%' }}
      extra={
        <Button type="link" size="small" onClick={() => setOpen(true)}>
          {t('outOfStock.viewDetails')}
        </Button>
      }
    >
      {shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('outOfStock.empty')} />
      ) : (
        <>
          <List
            size="small"
            dataSource={shown}
            renderItem={(model) => (
              <List.Item>
                <span>{model}</span>
                <Tag color="red">{t('outOfStock.tag')}</Tag>
              </List.Item>
            )}
          />
          {more > 0 ? (
            <Typography.Text type="secondary">
              {t('outOfStock.more', { count: more, total: models.length })}
            </Typography.Text>
          ) : null}
        </>
      )}
      <Modal
        open={open}
        title={t('outOfStock.dialogTitle')}
        onCancel={() => setOpen(false)}
        footer={<Button onClick={() => setOpen(false)}>{t('common:actions.close')}</Button>}
      >
        {models.length === 0 ? (
          <Typography.Text type="success">{t('outOfStock.normal')}</Typography.Text>
        ) : (
          <List
            size="small"
            bordered
            style={{ maxHeight: 400, overflow: 'auto' }}
            dataSource={models}
            renderItem={(model, index) => (
              <List.Item>
                <span>
                  {index + 1}. {model}
                </span>
                <Tag color="red">{t('outOfStock.tag')}</Tag>
              </List.Item>
            )}
          />
        )}
      </Modal>
    </Card>
  );
}
