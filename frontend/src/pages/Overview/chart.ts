import type { TopSalesItem } from '../../services/types';

/** Charts use an 11-colour palette; the slice named other is grey. */
export const PIE_PALETTE = [
  '#1677ff',
  '#13c2c2',
  '#52c41a',
  '#fadb14',
  '#fa8c16',
  '#f5222d',
  '#eb2f96',
  '#722ed1',
  '#2f54eb',
  '#a0d911',
  '#faad14',
] as const;

export const OTHER_COLOR = '#bfbfbf';

/** Labels are hidden for slices under 5 percent. */
export const LABEL_MIN_PERCENT = 5;

const OTHER_NAMES = new Set(['other', 'others', '其他', '기타']);

export const isOther = (name: string): boolean => OTHER_NAMES.has(name.trim().toLowerCase());

export interface PieDatum {
  name: string;
  value: number;
  percent: number;
  /** The slice label: the percentage, or empty under 5 percent. */
  label: string;
  color: string;
}

/** Top sales as donut slices: percentages, hidden small labels, the palette and a grey other slice. */
export function buildPieData(items: TopSalesItem[]): PieDatum[] {
  const positive = items.filter((item) => Number.isFinite(item.total_sales) && item.total_sales > 0);
  const total = positive.reduce((sum, item) => sum + item.total_sales, 0);
  let colorIndex = 0;
  return positive.map((item) => {
    const percent = total > 0 ? (item.total_sales / total) * 100 : 0;
    const other = isOther(item.product_model);
    const color = other ? OTHER_COLOR : PIE_PALETTE[colorIndex++ % PIE_PALETTE.length];
    return {
      name: item.product_model,
      value: item.total_sales,
      percent,
      label: percent < LABEL_MIN_PERCENT ? '' : `${percent.toFixed(1)}%`,
      color,
    };
  });
}
