import { Pie } from '@ant-design/plots';
import { Empty } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TopSalesItem } from '../../../services/types';
import { formatMoney } from '../../../utils/format';
import { buildPieData, isOther, type PieDatum } from '../chart';

/** Donut of the top sales products. */
export default function TopSalesChart({ items }: { items: TopSalesItem[] }) {
  const { t } = useTranslation('overview');
  const data = useMemo(
    () =>
      buildPieData(items).map((datum) =>
        isOther(datum.name) ? { ...datum, name: t('topSales.other') } : datum,
      ),
    [items, t],
  );
  if (data.length === 0) return <Empty description={t('topSales.empty')} />;
  return (
    <Pie
      data={data}
      height={300}
      angleField="value"
      colorField="name"
      innerRadius={0.6}
      radius={0.85}
      autoFit
      scale={{ color: { domain: data.map((d) => d.name), range: data.map((d) => d.color) } }}
      label={{
        text: (d: PieDatum) => d.label,
        position: 'outside',
        fontSize: 12,
        connectorStroke: (d: PieDatum) => (d.label ? '#8c8c8c' : 'transparent'),
      }}
      legend={{ color: { title: false, position: 'right', rowPadding: 6 } }}
      tooltip={{
        title: (d: PieDatum) => d.name,
        items: [
          (d: PieDatum) => ({
            name: t('topSales.sales'),
            value: `${formatMoney(d.value)} (${d.percent.toFixed(2)}%)`,
          }),
        ],
      }}
    />
  );
}
