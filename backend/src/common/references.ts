import { EntityManager } from 'typeorm';

/**
 * What refers to a partner or product, as a readable phrase ("2 inbound records, 1 price"), or null
 * when nothing does. Used to refuse deletes (and partner type changes) with a 409 that names the cause.
 */
export async function describeReferences(
  manager: EntityManager,
  kind: 'partner' | 'product',
  id: number,
): Promise<string | null> {
  const column = kind === 'partner' ? 'partner_id' : 'product_id';
  const [row] = await manager.query(
    `SELECT
       (SELECT count(*) FROM trade_records WHERE ${column} = $1 AND direction = 0)::int AS inbound,
       (SELECT count(*) FROM trade_records WHERE ${column} = $1 AND direction = 1)::int AS outbound,
       (SELECT count(*) FROM product_prices WHERE ${column} = $1)::int AS prices,
       ${kind === 'partner' ? '(SELECT count(*) FROM payments WHERE partner_id = $1)::int' : '0'} AS payments,
       ${kind === 'partner' ? '(SELECT count(*) FROM opening_balances WHERE partner_id = $1)::int' : '0'} AS openings,
       ${kind === 'product' ? `(SELECT count(*) FROM trade_records WHERE product_id = $1 AND direction IN (-1, 2))::int` : '0'} AS adjustments`,
    [id],
  );
  const parts = [
    plural(row.inbound, 'inbound record'),
    plural(row.outbound, 'outbound record'),
    plural(row.prices, 'price'),
    plural(row.payments, 'payment'),
    plural(row.openings, 'opening balance'),
    plural(row.adjustments, 'stock adjustment'),
  ].filter(Boolean);
  return parts.length ? `used by ${parts.join(', ')}` : null;
}

function plural(count: number, noun: string): string {
  return count ? `${count} ${noun}${count === 1 ? '' : 's'}` : '';
}
