import type { WriteEffects } from '../../services/trade';
import { formatMoney, formatNumber } from '../../utils/format';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * What a write would do, one sentence a line, in the order a bookkeeper checks it: the later sales it
 * re-costs and each month's cost of goods sold, then stock, then the partner's balance.
 */
export function effectsLines(effects: WriteEffects, t: Translate): string[] {
  const lines: string[] = [];
  if (effects.records_recosted > 0) lines.push(t('effects.recosted', { count: effects.records_recosted }));
  for (const { month, before, after } of effects.cost_of_goods_sold) {
    lines.push(
      t('effects.costOfGoodsSold', { month, before: formatMoney(before), after: formatMoney(after) }),
    );
  }
  for (const { product_code, before, after } of effects.stock) {
    if (before === after) continue;
    lines.push(
      t('effects.stock', {
        code: product_code,
        before: formatNumber(before, 0),
        after: formatNumber(after, 0),
      }),
    );
  }
  const balance = effects.partner_balance;
  if (balance && balance.before !== balance.after) {
    lines.push(
      t('effects.balance', {
        code: balance.partner_code ?? '',
        before: formatMoney(balance.before),
        after: formatMoney(balance.after),
      }),
    );
  }
  return lines.length > 0 ? lines : [t('effects.none')];
}
