import { Card, Flex, Spin, Table, Tabs, Typography, type TableColumnsType } from 'antd';
import { Suspense, lazy, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCardColumns } from '../../../components/list/ListTable';
import type { MonthSeries } from '../../../components/MonthChart';
import type { AnalysisBreakdown, BreakdownFigures } from '../../../services/analysis';
import { formatMoney, formatPercent } from '../../../utils/format';

const MonthChart = lazy(() => import('../../../components/MonthChart'));

/** The figure columns every breakdown table shares, after its own first column. */
function figureColumns<T extends BreakdownFigures>(t: (key: string) => string): TableColumnsType<T> {
  const money = (key: keyof BreakdownFigures) => ({
    dataIndex: key,
    align: 'right' as const,
    sorter: (a: T, b: T) => a[key] - b[key],
    render: (value: number) => formatMoney(value),
  });
  return [
    { title: t('figures.sales'), key: 'sales', ...money('sales_amount') },
    { title: t('figures.cost'), key: 'cost', ...money('cost_amount') },
    {
      title: t('figures.profit'),
      key: 'profit',
      ...money('profit_amount'),
      render: (value: number) => (
        <Typography.Text type={value < 0 ? 'danger' : undefined}>{formatMoney(value)}</Typography.Text>
      ),
    },
    {
      title: t('figures.rate'),
      key: 'rate',
      ...money('profit_rate'),
      render: (value: number) => formatPercent(value),
    },
  ];
}

function FiguresTable<T extends BreakdownFigures>({
  rows,
  first,
  rowKey,
  loading,
  testId,
}: {
  rows: T[];
  first: TableColumnsType<T>[number];
  rowKey: (row: T) => string;
  loading: boolean;
  testId: string;
}) {
  const { t } = useTranslation('analysis');
  const columns = useMemo(() => [first, ...figureColumns<T>(t)], [first, t]);
  // On a phone each row is a card of labelled figures, never a table wider than the screen.
  const card = useCardColumns(columns);
  return (
    <Table<T>
      data-testid={testId}
      size="small"
      rowKey={rowKey}
      loading={loading}
      dataSource={rows}
      columns={card.columns}
      className={card.className}
      pagination={rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      scroll={card.scroll}
    />
  );
}

/** The selection by month (with a chart), customer, product and category. */
export function Breakdown({
  breakdown,
  loading,
  companyWide,
}: {
  breakdown: AnalysisBreakdown | null;
  loading: boolean;
  companyWide: boolean;
}) {
  const { t } = useTranslation('analysis');
  const monthSeries = useMemo<MonthSeries<AnalysisBreakdown['by_month'][number]>[]>(
    () => [
      { label: t('figures.sales'), value: (row) => row.sales_amount },
      { label: t('figures.profit'), value: (row) => row.profit_amount },
    ],
    [t],
  );
  const months = breakdown?.by_month ?? [];
  /** A tab of the figures by `key` (its rows named by `rowKey`, its first column `first`), under `above`. */
  const tab = <T extends BreakdownFigures>(
    key: string,
    rows: T[] | undefined,
    rowKey: (row: T) => string,
    first: TableColumnsType<T>[number],
    above?: ReactNode,
  ) => ({
    key,
    label: t(`breakdown.${key}`),
    children: (
      <>
        {above}
        <FiguresTable
          testId={`breakdown-${key}`}
          rows={rows ?? []}
          loading={loading}
          rowKey={rowKey}
          first={first}
        />
      </>
    ),
  });
  return (
    <Card
      title={companyWide ? t('breakdown.companyTitle') : t('breakdown.title')}
      style={{ marginBottom: 16 }}
      styles={{ body: { paddingTop: 0 } }}
    >
      <Tabs
        items={[
          tab(
            'month',
            months,
            (row) => row.month,
            { title: t('breakdown.monthColumn'), dataIndex: 'month', key: 'month' },
            months.some((row) => row.sales_amount !== 0 || row.profit_amount !== 0) ? (
              <Suspense
                fallback={
                  <Flex justify="center" style={{ padding: 48 }}>
                    <Spin />
                  </Flex>
                }
              >
                <MonthChart months={months} series={monthSeries} />
              </Suspense>
            ) : null,
          ),
          tab(
            'customer',
            breakdown?.by_customer,
            (row) => `${row.customer_code ?? ''}|${row.customer_short_name}`,
            {
              title: t('customer'),
              key: 'customer',
              render: (_: unknown, row) =>
                row.customer_code
                  ? `${row.customer_short_name} (${row.customer_code})`
                  : row.customer_short_name,
            },
          ),
          tab('product', breakdown?.by_product, (row) => row.product_model, {
            title: t('product'),
            key: 'product',
            render: (_: unknown, row) => (
              <Flex vertical>
                <span>{row.product_model}</span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {row.category}
                </Typography.Text>
              </Flex>
            ),
          }),
          tab('category', breakdown?.by_category, (row) => row.category, {
            title: t('breakdown.categoryColumn'),
            dataIndex: 'category',
            key: 'category',
            render: (value: string) => value || t('breakdown.noCategory'),
          }),
        ]}
      />
    </Card>
  );
}
