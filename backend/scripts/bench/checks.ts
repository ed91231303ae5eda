import { Client } from 'pg';

/** Stock and cost facts that must hold after any sequence of writes. */
export interface Consistency {
  /** Products whose stock row differs from the sum of their movements (sales negative). */
  stockMismatches: number;
  negativeStock: number;
  /** Digest of the stock rows (figures and cost state) of every product with records. */
  stockDigest: string;
  /** Digest of every outbound line's stored cost. */
  costDigest: string;
  outboundWithoutCost: number;
}

export async function consistency(db: Client): Promise<Consistency> {
  const { rows } = await db.query(`
    SELECT
      (SELECT count(*)::int FROM products p
         LEFT JOIN stock s ON s.product_id = p.id
         LEFT JOIN (SELECT product_id, sum(CASE WHEN direction = 1 THEN -quantity ELSE quantity END) AS q
                      FROM trade_records GROUP BY product_id) t ON t.product_id = p.id
        WHERE COALESCE(s.current_stock, 0) <> COALESCE(t.q, 0)) AS stock_mismatches,
      (SELECT count(*)::int FROM stock WHERE current_stock < 0) AS negative_stock,
      (SELECT md5(string_agg(concat_ws(':', s.product_id, s.current_stock, s.stock_value, s.cost_state::text,
                                       s.last_event_date, s.last_event_order, s.last_event_id), ',' ORDER BY s.product_id))
         FROM stock s WHERE EXISTS (SELECT 1 FROM trade_records r WHERE r.product_id = s.product_id)) AS stock_digest,
      (SELECT md5(string_agg(concat_ws(':', product_id, record_id, cost_amount), ',' ORDER BY record_id))
         FROM trade_record_costs) AS cost_digest,
      (SELECT count(*)::int FROM trade_records r
        WHERE r.direction = 1
          AND NOT EXISTS (SELECT 1 FROM trade_record_costs c
                           WHERE c.product_id = r.product_id AND c.record_id = r.id)) AS outbound_without_cost`);
  const r = rows[0];
  return {
    stockMismatches: r.stock_mismatches,
    negativeStock: r.negative_stock,
    stockDigest: r.stock_digest ?? '',
    costDigest: r.cost_digest ?? '',
    outboundWithoutCost: r.outbound_without_cost,
  };
}

/**
 * The facts once the writes have stopped: the load generator ends a run at its deadline without waiting
 * for the requests still in flight (up to one per connection), which the server goes on to commit; a
 * check read before they land would blame the refresh for them. Reads until two reads half a second
 * apart agree.
 */
export async function settledConsistency(db: Client): Promise<Consistency> {
  let last = await consistency(db);
  for (let attempt = 0; attempt < 20; attempt++) {
    await new Promise((done) => setTimeout(done, 500));
    const next = await consistency(db);
    if (JSON.stringify(next) === JSON.stringify(last)) return next;
    last = next;
  }
  throw new Error('the stock and costs kept changing for 10 s after the writes stopped');
}

/** Forgets every stored cost and stock row, so the next refresh rebuilds from scratch. */
export async function resetStockAndCosts(db: Client): Promise<void> {
  await db.query('BEGIN');
  await db.query('DELETE FROM trade_record_costs');
  await db.query('DELETE FROM stock');
  await db.query('COMMIT');
  await db.query('VACUUM ANALYZE trade_record_costs');
  await db.query('VACUUM ANALYZE stock');
}
