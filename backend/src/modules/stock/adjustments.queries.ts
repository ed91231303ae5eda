import { Movement } from '../../common/side';
import { Queryable } from '../../common/sql-params';
import { AdjustmentReason } from './dto/adjustment.dto';
import { productAndDateConditions } from '../trade/trade-records.queries';

/**
 * The stock module's reads of stock adjustments and opening stock: the partner-less rows of
 * `trade_records` with the value the cost engine stored for them (`trade_record_costs`). Their writes
 * go through the trade records' query object.
 */

/** An adjustment with its stored value (cost_amount: the value it took out, negative for an increase). */
export interface AdjustmentRow {
  id: number;
  product_model: string;
  date: string;
  reason: AdjustmentReason;
  quantity: number;
  unit_price: string | null;
  cost_amount: string | null;
  remark: string | null;
}

/** An adjustment as its update and delete lock it. */
export interface StoredAdjustment {
  id: number;
  product_id: number;
  record_date: string;
  quantity: number;
}

const ADJUSTMENT_SELECT = `
  SELECT r.id, p.product_model, to_char(r.record_date, 'YYYY-MM-DD') AS date, r.reason, r.quantity, r.unit_price,
         c.cost_amount, r.remark
  FROM trade_records r
  JOIN products p ON p.id = r.product_id
  LEFT JOIN trade_record_costs c ON c.product_id = r.product_id AND c.record_id = r.id`;

/** Opening stock or an adjustment; `direction IS NULL` (no side) lets the partial index find them. */
const IS_ADJUSTMENT = `r.direction IS NULL AND r.kind IN (${Movement.Opening}, ${Movement.Adjustment})`;

/** The adjustment `$1` as `lockMovement` reads and locks it (no row: not an adjustment). */
export const STORED_ADJUSTMENT_SELECT = `
  SELECT id, product_id, to_char(record_date, 'YYYY-MM-DD') AS record_date, quantity
    FROM trade_records r WHERE id = $1 AND ${IS_ADJUSTMENT}`;

export interface AdjustmentListFilter {
  productModel?: string | null;
  startDate?: string | null;
  endDate?: string | null;
}

/** A page of adjustments, newest first (date, then id), and how many match. */
export async function adjustmentPage(
  db: Queryable,
  filter: AdjustmentListFilter,
  window: { limit: number; offset: number },
): Promise<{ rows: AdjustmentRow[]; total: number }> {
  const params: unknown[] = [];
  const where = [IS_ADJUSTMENT, ...productAndDateConditions(filter, params)];
  const whereSql = where.join(' AND ');
  const [rows, [{ total }]] = await Promise.all([
    db.query(
      `${ADJUSTMENT_SELECT} WHERE ${whereSql} ORDER BY r.record_date DESC, r.id DESC
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, window.limit, window.offset],
    ),
    db.query(`SELECT count(*)::int AS total FROM trade_records r WHERE ${whereSql}`, params),
  ]);
  return { rows, total };
}

/** The adjustment, or undefined (none, or a record that is not an adjustment). */
export async function adjustmentRow(db: Queryable, id: number): Promise<AdjustmentRow | undefined> {
  const [row]: AdjustmentRow[] = await db.query(`${ADJUSTMENT_SELECT} WHERE r.id = $1 AND ${IS_ADJUSTMENT}`, [
    id,
  ]);
  return row;
}

/** These records as adjustments, in id order. */
export function adjustmentRows(db: Queryable, ids: number[]): Promise<AdjustmentRow[]> {
  return db.query(`${ADJUSTMENT_SELECT} WHERE r.id = ANY($1::int[]) ORDER BY r.id`, [ids]);
}
