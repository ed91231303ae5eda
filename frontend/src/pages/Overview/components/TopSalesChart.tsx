import { Pie } from '@ant-design/plots';
import { Empty, Grid } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TopSalesItem } from '../../../services/types';
import { formatMoney } from '../../../utils/format';
import { buildPieData, isOther, type PieDatum } from '../chart';
import './TopSalesChart.css';

/**
 * Donut of the top sales products. On a phone the legend is a list under the donut, each product with
 * its share (beside the donut, the names left it a few pixels wide, and the chart's own legend pages).
 */
export default function TopSalesChart({ items }: { items: TopSalesItem[] }) {
  const { t } = useTranslation('overview');
  const phone = Grid.useBreakpoint().md === false;
  const data = useMemo(
    () =>
      buildPieData(items).map((datum) =>
        isOther(datum.name) ? { ...datum, name: t('topSales.other') } : datum,
      ),
    [items, t],
  );
  if (data.length === 0) return <Empty description={t('topSales.empty')} />;
  const chart = (
    <Pie
      data={data}
      height={phone ? 220 : 300}
      angleField="value"
      colorField="name"
      innerRadius={0.6}
      radius={0.85}
      autoFit
      scale={{ color: { domain: data.map((d) => d.name), range: data.map((d) => d.color) } }}
      // On a phone the list under the donut gives every share; outside labels would be cut at its edges.
      label={
        phone
          ? false
          : {
              text: (d: PieDatum) => d.label,
              position: 'outside',
              fontSize: 12,
              connectorStroke: (d: PieDatum) => (d.label ? '#8c8c8c' : 'transparent'),
            }
      }
      legend={phone ? false : { color: { title: false, position: 'right', rowPadding: 6 } }}
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
  if (!phone) return chart;
  return (
    <>
      {chart}
      <ul className="tb-top-sales-legend" data-testid="top-sales-legend">
        {data.map((d) => (
          <li key={d.name}>
            <span className="tb-top-sales-swatch" style={{ background: d.color }} />
            <span className="tb-top-sales-name">{d.name}</span>
            <span className="tb-top-sales-share">{d.percent.toFixed(1)}%</span>
          </li>
        ))}
      </ul>
    </>
  );
}
