import { Column } from '@ant-design/plots';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfitAndLossMonth } from '../../../services/money';
import { formatMoney } from '../../../utils/format';

interface Bar {
  month: string;
  series: string;
  value: number;
}

/** Net sales, gross profit and net profit per month (loaded lazily: the chart library is large). */
export default function MonthChart({ months }: { months: ProfitAndLossMonth[] }) {
  const { t } = useTranslation('profitLoss');
  const data = useMemo<Bar[]>(
    () =>
      months.flatMap((row) => [
        { month: row.month, series: t('lines.net_sales'), value: row.net_sales },
        { month: row.month, series: t('lines.gross_profit'), value: row.gross_profit },
        { month: row.month, series: t('lines.net_profit'), value: row.net_profit },
      ]),
    [months, t],
  );
  return (
    <Column
      data={data}
      height={260}
      autoFit
      xField="month"
      yField="value"
      colorField="series"
      group
      axis={{ y: { labelFormatter: (v: number) => formatMoney(v, 0) } }}
      tooltip={{ items: [(d: Bar) => ({ name: d.series, value: formatMoney(d.value) })] }}
    />
  );
}
