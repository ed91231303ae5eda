import { toNumber } from '../../common/numeric';
import { resolveSort } from '../../common/pagination/sort';
import { containsPattern, Queryable } from '../../common/sql-params';
import { lowStockBelowSql } from '../products/reorder-level';
import { signedQuantitySql, valueChangeSql } from './movements';

/**
 * The stock module's reads of `stock` (a product's current stock, stock value and record totals, kept
 * by every record write in its transaction): every other module reads stock through these.
 */

const STOCK_EXPR = 'COALESCE(s.current_stock, 0)';
/**
 * Stock at the end of `as_of` ($1): the current stock minus what moved after that day. Movements after
 * a recent date are few (the list index by date finds them); sorting by stock needs every product's.
 */
const STOCK_AS_OF_EXPR = `(${STOCK_EXPR} - COALESCE((
  SELECT sum(${signedQuantitySql('l')})
    FROM trade_records l WHERE l.product_id = p.id AND l.record_date > $1::date), 0))::int`;

const statusSort = (stock: string) =>
  `CASE WHEN ${stock} <= 0 THEN 0 WHEN ${stock} < ${lowStockBelowSql('p')} THEN 1 ELSE 2 END`;

function sortsFor(stock: string): Record<string, string> {
  return {
    product_model: 'p.product_model',
    current_stock: stock,
    last_update: 's.last_update',
    status: statusSort(stock),
  };
}

export interface StockListRow {
  product_model: string;
  current_stock: number;
  last_update: Date | null;
  reorder_level: number | null;
}

export interface StockListFilter {
  /** Case-insensitive substring of the product model. */
  productModel?: string | null;
  /** Stock at the end of this day (YYYY-MM-DD); null: now. */
  asOf: string | null;
  /** A column of the rows or `status`; anything else sorts by model. */
  sortField?: string;
  sortOrder?: string;
}

/** A page of every product (never-traded ones with 0), sorted (default model asc), and how many match. */
export async function stockPage(
  db: Queryable,
  filter: StockListFilter,
  window: { offset: number; limit: number },
): Promise<{ rows: StockListRow[]; total: number }> {
  const stockExpr = filter.asOf ? STOCK_AS_OF_EXPR : STOCK_EXPR;
  const sort = resolveSort(sortsFor(stockExpr), filter.sortField, filter.sortOrder, {
    field: 'product_model',
    order: 'ASC',
  });
  const params: unknown[] = [];
  const matching: unknown[] = [];
  let where = '';
  if (filter.productModel) {
    matching.push(containsPattern(filter.productModel));
    where = `WHERE p.product_model ILIKE $${matching.length}`;
  }
  // With a date, $1 is the date and the filter's parameter moves one place.
  if (filter.asOf) params.push(filter.asOf);
  params.push(...matching);
  const pageWhere = filter.asOf ? where.replace('$1', '$2') : where;
  const [rows, [{ total }]] = await Promise.all([
    db.query(
      `SELECT p.product_model, ${stockExpr} AS current_stock, s.last_update, p.reorder_level
       FROM products p LEFT JOIN stock s ON s.product_id = p.id
       ${pageWhere}
       ORDER BY ${sort.expression} ${sort.order}, p.product_model ASC
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, window.limit, window.offset],
    ),
    db.query(`SELECT count(*)::int AS total FROM products p ${where}`, matching),
  ]);
  return { rows, total };
}

/** A product's stock and stock value (numeric as exact text) for the stock export. */
export interface StockValueRow {
  code: string;
  product_model: string;
  category: string;
  current_stock: number;
  reorder_level: number | null;
  stock_value: string;
}

/**
 * `limit` products after the model `after` in model order, with their stock and stock value; as of a
 * date: the current figures minus what moved after that day.
 */
export function stockValueBatch(
  db: Queryable,
  asOf: string | null,
  after: string,
  limit: number,
): Promise<StockValueRow[]> {
  // $1 is the date (an always-false filter without one, so the parameters keep their places).
  const stock = asOf ? STOCK_AS_OF_EXPR : `${STOCK_EXPR}::int`;
  const movedValue = asOf
    ? `COALESCE((SELECT sum(${valueChangeSql('l', 'lc')}) FROM trade_records l
         LEFT JOIN trade_record_costs lc ON lc.product_id = l.product_id AND lc.record_id = l.id
        WHERE l.product_id = p.id AND l.record_date > $1::date), 0)`
    : '0';
  return db.query(
    `SELECT p.code, p.product_model, p.category, p.reorder_level, ${stock} AS current_stock,
            (COALESCE(s.stock_value, 0) - ${movedValue})::numeric(20, 4)::text AS stock_value
       FROM products p LEFT JOIN stock s ON s.product_id = p.id
      WHERE p.product_model > $2 AND ($1::date IS NULL OR TRUE)
      ORDER BY p.product_model LIMIT $3`,
    [asOf, after, limit],
  );
}

/** Σ stock_value over the products with stock on hand, 2 decimals. */
export async function totalStockValue(db: Queryable): Promise<number> {
  const [row] = await db.query(
    'SELECT round(COALESCE(sum(stock_value), 0), 2) AS total FROM stock WHERE current_stock > 0',
  );
  return toNumber(row.total);
}
