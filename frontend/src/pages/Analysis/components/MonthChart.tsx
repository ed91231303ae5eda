import { Column } from '@ant-design/plots';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalysisBreakdown } from '../../../services/analysis';
import { formatMoney } from '../../../utils/format';

interface Bar {
  month: string;
  series: string;
  value: number;
}

/** Sales and profit per month, side by side (loaded lazily: the chart library is large). */
export default function MonthChart({ months }: { months: AnalysisBreakdown['by_month'] }) {
  const { t } = useTranslation('analysis');
  const data = useMemo<Bar[]>(
    () =>
      months.flatMap((row) => [
        { month: row.month, series: t('figures.sales'), value: row.sales_amount },
        { month: row.month, series: t('figures.profit'), value: row.profit_amount },
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
