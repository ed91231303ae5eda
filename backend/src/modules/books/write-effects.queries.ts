import { Direction } from '../../common/side';
import { Queryable } from '../../common/sql-params';

/** A record that carries a stored cost, as a dry run compares it before and after the write. */
export interface CostedRecord {
  product_id: number;
  id: number;
  /** 'YYYY-MM' of its date. */
  month: string;
  /** An outbound record (a sale or a sales return): its cost is cost of goods sold. */
  sold: boolean;
  /** Its own fields (date, quantity, total): equal before and after unless the write changed the record. */
  fields: string;
  cost: string;
}

/**
 * The records of these products dated from the first day of `from`'s month on that carry a stored cost:
 * one range of the product-history index per product, each cost looked up by its key (LIMIT 1 keeps the
 * planner from hashing every stored cost).
 */
export function costedRecordsFrom(
  db: Queryable,
  productIds: number[],
  from: string,
): Promise<CostedRecord[]> {
  return db.query(
    `SELECT r.product_id, r.id, to_char(r.record_date, 'YYYY-MM') AS month, r.direction = ${Direction.Outbound} AS sold,
            concat_ws(' ', r.record_date, r.quantity, r.total_price) AS fields, c.cost_amount::text AS cost
       FROM trade_records r
      CROSS JOIN LATERAL (SELECT c.cost_amount FROM trade_record_costs c
                           WHERE c.product_id = r.product_id AND c.record_id = r.id LIMIT 1) c
      WHERE r.product_id = ANY($1::int[]) AND r.record_date >= date_trunc('month', $2::date)`,
    [productIds, from],
  );
}

/** These products' codes and stock now, by code. */
export function stockOf(
  db: Queryable,
  productIds: number[],
): Promise<{ product_id: number; product_code: string; quantity: number }[]> {
  return db.query(
    `SELECT p.id AS product_id, p.code AS product_code, COALESCE(s.current_stock, 0) AS quantity
       FROM products p LEFT JOIN stock s ON s.product_id = p.id
      WHERE p.id = ANY($1::int[])
      ORDER BY p.code`,
    [productIds],
  );
}

/** A partner's code and balance now (records − payments + the opening balance, exact decimal text). */
export async function balanceOf(
  db: Queryable,
  partnerId: number,
): Promise<{ partner_code: string | null; balance: string }> {
  const [row]: { partner_code: string | null; balance: string }[] = await db.query(
    `SELECT pt.code AS partner_code,
            (COALESCE(b.total, 0) - COALESCE(b.paid, 0) + COALESCE(ob.amount, 0))::text AS balance
       FROM partners pt
       LEFT JOIN partner_balances b ON b.partner_id = pt.id
       LEFT JOIN opening_balances ob ON ob.partner_id = pt.id
      WHERE pt.id = $1`,
    [partnerId],
  );
  return row;
}
