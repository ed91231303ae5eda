import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { useTablePagination } from '../../../hooks/useTablePagination';
import type { AnalysisDetailRow } from '../../../services/types';
import { formatMoney, formatPercent } from '../../../utils/format';

export function DetailTable({ rows, loading }: { rows: AnalysisDetailRow[]; loading: boolean }) {
  const { t } = useTranslation('analysis');
  const pagination = useTablePagination();
  const money = (key: keyof AnalysisDetailRow) => (a: AnalysisDetailRow, b: AnalysisDetailRow) =>
    Number(a[key]) - Number(b[key]);
  const columns: ProColumns<AnalysisDetailRow>[] = [
    { title: t('detail.customerCode'), dataIndex: 'customer_code' },
    { title: t('detail.productModel'), dataIndex: 'product_model' },
    {
      title: t('figures.sales'),
      dataIndex: 'sales_amount',
      align: 'right',
      sorter: money('sales_amount'),
      render: (_, row) => formatMoney(row.sales_amount),
    },
    {
      title: t('figures.cost'),
      dataIndex: 'cost_amount',
      align: 'right',
      sorter: money('cost_amount'),
      render: (_, row) => formatMoney(row.cost_amount),
    },
    {
      title: t('figures.profit'),
      dataIndex: 'profit_amount',
      align: 'right',
      sorter: money('profit_amount'),
      render: (_, row) => formatMoney(row.profit_amount),
    },
    {
      title: t('figures.rate'),
      dataIndex: 'profit_rate',
      align: 'right',
      sorter: money('profit_rate'),
      render: (_, row) => formatPercent(row.profit_rate),
    },
  ];
  return (
    <ProTable<AnalysisDetailRow>
      headerTitle={t('detail.title')}
      rowKey={(row) => `${row.customer_code}|${row.product_model}`}
      columns={columns}
      dataSource={rows}
      loading={loading}
      search={false}
      options={false}
      cardBordered
      pagination={pagination}
      scroll={{ x: 'max-content' }}
    />
  );
}
