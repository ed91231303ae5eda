import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { useCardColumns } from '../../../components/list/ListTable';
import { amountColumn } from '../../../components/list/columns';
import { useTablePagination } from '../../../hooks/useTablePagination';
import type { AnalysisDetailRow } from '../../../services/types';
import { formatPercent } from '../../../utils/format';

export function DetailTable({ rows, loading }: { rows: AnalysisDetailRow[]; loading: boolean }) {
  const { t } = useTranslation('analysis');
  const pagination = useTablePagination();
  const columns: ProColumns<AnalysisDetailRow>[] = [
    {
      title: t('detail.customerCode'),
      dataIndex: 'customer_code',
      // The code people type, and the name they read.
      render: (_, row) => [row.customer_code, row.customer_short_name].filter(Boolean).join(' · '),
    },
    { title: t('detail.productModel'), dataIndex: 'product_model' },
    amountColumn<AnalysisDetailRow>(t('figures.sales'), 'sales_amount', 'money', { sortable: true }),
    amountColumn<AnalysisDetailRow>(t('figures.cost'), 'cost_amount', 'money', { sortable: true }),
    amountColumn<AnalysisDetailRow>(t('figures.profit'), 'profit_amount', 'money', { sortable: true }),
    amountColumn<AnalysisDetailRow>(t('figures.rate'), 'profit_rate', formatPercent, { sortable: true }),
  ];
  // On a phone each row is a card.
  const card = useCardColumns(columns);
  return (
    <ProTable<AnalysisDetailRow>
      headerTitle={t('detail.title')}
      rowKey={(row) => `${row.customer_code}|${row.product_model}`}
      columns={card.columns}
      className={card.className}
      dataSource={rows}
      loading={loading}
      search={false}
      options={false}
      cardBordered
      pagination={pagination}
      scroll={card.scroll}
    />
  );
}
