import { Column } from '@ant-design/plots';
import { useMemo } from 'react';
import { formatMoney } from '../utils/format';

interface Bar {
  month: string;
  series: string;
  value: number;
}

/** One series of bars: its label and each month's value. */
export interface MonthSeries<Row> {
  label: string;
  value(row: Row): number;
}

interface Props<Row extends { month: string }> {
  months: Row[];
  series: MonthSeries<Row>[];
}

/** Figures per month, the series side by side (loaded lazily: the chart library is large). */
export default function MonthChart<Row extends { month: string }>({ months, series }: Props<Row>) {
  const data = useMemo<Bar[]>(
    () =>
      months.flatMap((row) =>
        series.map((one) => ({ month: row.month, series: one.label, value: one.value(row) })),
      ),
    [months, series],
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
