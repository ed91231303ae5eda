import { describe, expect, it } from 'vitest';
import { effectsLines } from './writeEffects';

const t = (key: string, values?: Record<string, unknown>) => `${key} ${JSON.stringify(values ?? {})}`;

describe("a write's effects as sentences", () => {
  it('names the later sales re-costed, each month of cost of goods sold, stock and the balance, in that order', () => {
    const lines = effectsLines(
      {
        stock: [
          { product_code: 'P1', warehouse_code: 'MAIN', before: 40, after: 140 },
          { product_code: 'P2', warehouse_code: 'MAIN', before: 5, after: 5 },
        ],
        partner_balance: { partner_code: 'S01', before: 1200, after: 2100 },
        cost_of_goods_sold: [{ month: '2026-03', before: 1234, after: 1250.1 }],
        records_recosted: 37,
      },
      t,
    );
    expect(lines).toEqual([
      'effects.recosted {"count":37}',
      'effects.costOfGoodsSold {"month":"2026-03","before":"¥1,234.00","after":"¥1,250.10"}',
      // A product whose stock does not move is left out.
      'effects.stock {"code":"P1","before":"40","after":"140"}',
      'effects.balance {"code":"S01","before":"¥1,200.00","after":"¥2,100.00"}',
    ]);
  });

  it('says so when nothing changes', () => {
    expect(
      effectsLines({ stock: [], partner_balance: null, cost_of_goods_sold: [], records_recosted: 0 }, t),
    ).toEqual(['effects.none {}']);
  });
});
