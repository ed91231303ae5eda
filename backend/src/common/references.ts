import { EntityManager } from 'typeorm';
import { MessageId, MessageRef } from './i18n/coded-messages';

/**
 * What refers to a partner or product, as a message ("used by 2 inbound records, 1 price"), or null
 * when nothing does. Used to refuse deletes (and partner type changes) with a 409 that names the cause.
 */
export async function describeReferences(
  manager: EntityManager,
  kind: 'partner' | 'product',
  id: number,
): Promise<MessageRef | null> {
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
  const counts: [number, MessageId, MessageId][] = [
    [row.inbound, 'count.inboundRecord', 'count.inboundRecords'],
    [row.outbound, 'count.outboundRecord', 'count.outboundRecords'],
    [row.prices, 'count.price', 'count.prices'],
    [row.payments, 'count.payment', 'count.payments'],
    [row.openings, 'count.openingBalance', 'count.openingBalances'],
    [row.adjustments, 'count.stockAdjustment', 'count.stockAdjustments'],
  ];
  const items = counts
    .filter(([count]) => count > 0)
    .map(([count, one, many]): MessageRef => ({ id: count === 1 ? one : many, params: { count } }));
  return items.length ? { id: 'usedBy', params: { items } } : null;
}
