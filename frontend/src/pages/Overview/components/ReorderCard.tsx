import { Card, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReorderItem } from '../../../services/types';
import { formatNumber } from '../../../utils/format';

/**
 * Products below their reorder level (their own, or 10 without one), lowest stock first: what to buy
 * again. The quantity already on order belongs between stock and level once purchase orders exist.
 */
export function ReorderCard({ items, loading }: { items: ReorderItem[]; loading: boolean }) {
  const { t } = useTranslation('overview');
  const columns: TableColumnsType<ReorderItem> = [
    {
      title: t('reorder.product'),
      key: 'product',
      render: (_, row) => (
        <>
          <div>{row.product_model}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.product_code}
          </Typography.Text>
        </>
      ),
    },
    {
      title: t('reorder.stock'),
      dataIndex: 'current_stock',
      align: 'right',
      render: (value: number) =>
        value <= 0 ? <Tag color="red">{formatNumber(value, 0)}</Tag> : formatNumber(value, 0),
    },
    // The on-order column goes here when purchase orders exist.
    {
      title: t('reorder.level'),
      dataIndex: 'reorder_level',
      align: 'right',
      render: (value: number, row) =>
        row.reorder_level_set ? (
          formatNumber(value, 0)
        ) : (
          <Typography.Text type="secondary" title={t('reorder.defaultLevel')}>
            {formatNumber(value, 0)}*
          </Typography.Text>
        ),
    },
  ];
  return (
    <Card title={t('reorder.title')} loading={loading} data-testid="reorder-card">
      <Table<ReorderItem>
        size="small"
        rowKey="product_code"
        columns={columns}
        dataSource={items}
        locale={{ emptyText: t('reorder.empty') }}
        pagination={items.length > 8 ? { pageSize: 8, showSizeChanger: false, size: 'small' } : false}
      />
      {items.some((item) => !item.reorder_level_set) ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          * {t('reorder.defaultLevel')}
        </Typography.Text>
      ) : null}
    </Card>
  );
}
