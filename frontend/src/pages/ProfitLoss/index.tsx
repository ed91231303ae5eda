import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Skeleton, Spin } from 'antd';
import { Suspense, lazy, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MonthSeries } from '../../components/MonthChart';
import { PageHeader } from '../../components/PageHeader';
import { StatementRangePicker } from '../../features/balance/StatementRangePicker';
import { useExport } from '../../hooks/useExport';
import { useRemote } from '../../hooks/useRemote';
import { messageOr } from '../../services/errors';
import {
  getProfitAndLoss,
  type ProfitAndLoss,
  type ProfitAndLossLine,
  type ProfitAndLossMonth,
} from '../../services/money';
import { formatMoney, today } from '../../utils/format';
import { LinesDrawer, type LinesTarget } from './components/LinesDrawer';
import { VatCard } from './components/VatCard';
import './profitLoss.css';

const MonthChart = lazy(() => import('../../components/MonthChart'));

interface Row {
  key: string;
  label: string;
  value: number;
  /** The lines behind the figure; a figure computed from the rows above has none. */
  opens?: { line: ProfitAndLossLine; category?: string };
  strong?: boolean;
  indent?: boolean;
  /** Shown with a minus: it is taken away. */
  minus?: boolean;
  /** A heading of the rows below it, without a figure. */
  heading?: boolean;
}

/** The statement's figures (its months and expense categories aside). */
type Figure = {
  [K in keyof ProfitAndLoss]: ProfitAndLoss[K] extends number ? K : never;
}[keyof ProfitAndLoss];

function rowsOf(pl: ProfitAndLoss, t: (key: string) => string): Row[] {
  const figure = (key: Figure, more: Partial<Row> = {}): Row => ({
    key,
    label: t(`lines.${key}`),
    value: pl[key],
    ...more,
  });
  /** A figure that opens the lines it adds up; `minus` when it is taken away. */
  const opening = (key: Figure & ProfitAndLossLine, minus?: true) =>
    figure(key, { opens: { line: key }, minus });
  const subtotal = (key: Figure) => figure(key, { strong: true });
  return [
    opening('sales'),
    opening('sales_returns', true),
    subtotal('net_sales'),
    opening('cost_of_goods_sold', true),
    subtotal('gross_profit'),
    opening('stock_losses', true),
    opening('other_income'),
    ...(pl.expenses.length ? [{ key: 'expenses', label: t('lines.expenses'), value: 0, heading: true }] : []),
    ...pl.expenses.map((e) => ({
      key: `expense-${e.category}`,
      label: e.category,
      value: e.amount,
      opens: { line: 'expenses' as const, category: e.category },
      indent: true,
    })),
    figure('total_expenses', { opens: { line: 'expenses' }, minus: true }),
    subtotal('net_profit'),
  ];
}

/**
 * /profit-and-loss: the statement of a range line by line (each figure opens the records or entries it
 * adds up), its months as a chart, and its export; below it, the VAT of the same range.
 */
export default function ProfitLossPage() {
  const { t } = useTranslation('profitLoss');
  const monthSeries = useMemo<MonthSeries<ProfitAndLossMonth>[]>(
    () => [
      { label: t('lines.net_sales'), value: (row) => row.net_sales },
      { label: t('lines.gross_profit'), value: (row) => row.gross_profit },
      { label: t('lines.net_profit'), value: (row) => row.net_profit },
    ],
    [t],
  );
  const [range, setRange] = useState<[string, string]>([`${today().slice(0, 5)}01-01`, today()]);
  const [lines, setLines] = useState<LinesTarget | null>(null);
  const { run, running } = useExport();
  const { data, loading, error } = useRemote<ProfitAndLoss | null>(
    () => getProfitAndLoss(range[0], range[1]),
    null,
    [range[0], range[1]],
  );

  return (
    <>
      <PageHeader
        title={t('title')}
        extra={
          <>
            <StatementRangePicker value={range} onChange={setRange} />
            <Button
              icon={<DownloadOutlined />}
              loading={running === 'profit-and-loss'}
              onClick={() => void run('profit-and-loss', { start_date: range[0], end_date: range[1] })}
              data-testid="pl-export"
            >
              {t('export')}
            </Button>
          </>
        }
      />
      {error ? (
        <Alert
          type="error"
          showIcon
          message={messageOr(error, t('loadFailed'))}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Flex gap={16} wrap className="tb-pl">
        <Card title={t('statement', { start: range[0], end: range[1] })} className="tb-pl-statement">
          {data && !loading ? (
            <table className="tb-pl-table" data-testid="pl-table">
              <tbody>
                {rowsOf(data, t).map((row) => (
                  <tr
                    key={row.key}
                    className={row.strong ? 'tb-pl-strong' : undefined}
                    data-testid={`pl-${row.key}`}
                  >
                    <td className={row.indent ? 'tb-pl-indent' : undefined}>{row.label}</td>
                    <td className="tb-num">
                      {row.heading ? null : row.opens ? (
                        <Button
                          type="link"
                          size="small"
                          onClick={() => setLines({ ...row.opens!, title: row.label })}
                          title={t('openLines')}
                        >
                          {row.minus && row.value !== 0
                            ? `(${formatMoney(row.value)})`
                            : formatMoney(row.value)}
                        </Button>
                      ) : (
                        formatMoney(row.value)
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <Skeleton active paragraph={{ rows: 10 }} />
          )}
        </Card>
        <Card title={t('byMonth')} className="tb-pl-chart">
          {data ? (
            <Suspense fallback={<Spin />}>
              <MonthChart months={data.months} series={monthSeries} />
            </Suspense>
          ) : (
            <Skeleton active />
          )}
        </Card>
      </Flex>
      <VatCard range={range} />
      <LinesDrawer target={lines} range={range} onClose={() => setLines(null)} />
    </>
  );
}
