import { Direction } from '../../common/side';
import { toNumber } from '../../common/numeric';
import { resolveSort } from '../../common/pagination/sort';
import { containsPattern, Queryable } from '../../common/sql-params';
import { lowStockBelowSql } from '../products/reorder-level';
import { signedQuantitySql, valueChangeSql } from './movements';
import { OTHER_PRODUCTS, TopSalesItem, TradeTotals } from '../trade/trade-records.queries';
import { openOrderQuantitiesJoin } from '../orders/orders.queries';

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
  /** Still to deliver on open sales orders. */
  reserved_quantity: number;
  /** Still to receive on open purchase orders. */
  on_order_quantity: number;
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
      `SELECT p.product_model, ${stockExpr} AS current_stock, s.last_update, p.reorder_level,
              COALESCE(oo.reserved_quantity, 0)::int AS reserved_quantity,
              COALESCE(oo.on_order_quantity, 0)::int AS on_order_quantity
       FROM products p LEFT JOIN stock s ON s.product_id = p.id
       ${openOrderQuantitiesJoin('p')}
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

/**
 * Σ stock value over the products with stock on hand, 2 decimals: now, or at the end of `asOf` (each
 * product's quantity and value less what moved after that day, read in one pass over those movements).
 */
export async function totalStockValue(db: Queryable, asOf: string | null = null): Promise<number> {
  if (asOf === null) {
    const [row] = await db.query(
      'SELECT round(COALESCE(sum(stock_value), 0), 2) AS total FROM stock WHERE current_stock > 0',
    );
    return toNumber(row.total);
  }
  const [row] = await db.query(
    `SELECT round(COALESCE(sum(s.stock_value - COALESCE(m.value, 0)), 0), 2) AS total
       FROM stock s
       LEFT JOIN (SELECT l.product_id, sum(${signedQuantitySql('l')}) AS quantity,
                         sum(${valueChangeSql('l', 'lc')}) AS value
                    FROM trade_records l
                    LEFT JOIN trade_record_costs lc ON lc.product_id = l.product_id AND lc.record_id = l.id
                   WHERE l.record_date > $1::date AND l.product_id IS NOT NULL
                   GROUP BY l.product_id) m ON m.product_id = s.product_id
      WHERE s.current_stock - COALESCE(m.quantity, 0) > 0`,
    [asOf],
  );
  return toNumber(row.total);
}

/** A product in stock but below its reorder level (below 10 without one). */
export interface LowStockItem {
  product_model: string;
  current_stock: number;
  reorder_level: number | null;
}

/** A product below its reorder level: what to buy again. */
export interface ReorderItem {
  product_code: string;
  product_model: string;
  current_stock: number;
  /** The product's reorder level, or 10 when it has none. */
  reorder_level: number;
  /** Whether `reorder_level` is the product's own (false: the default of 10). */
  reorder_level_set: boolean;
}

/** Sales, cost of goods sold and purchases over all records, from the totals each record write keeps. */
export async function tradeTotals(db: Queryable): Promise<TradeTotals> {
  const [row] = await db.query(
    `SELECT COALESCE(SUM(sales_amount), 0) AS sales, COALESCE(SUM(sales_cost), 0) AS cost,
            COALESCE(SUM(purchase_amount), 0) AS purchase
       FROM stock`,
  );
  return {
    total_sales_amount: toNumber(row.sales),
    sold_goods_cost: toNumber(row.cost),
    total_purchase_amount: toNumber(row.purchase),
  };
}

/**
 * Every product whose current stock (0 when never traded) is below its reorder level (10 without
 * one), lowest stock first.
 */
export async function reorderProducts(db: Queryable): Promise<ReorderItem[]> {
  const rows: Record<string, unknown>[] = await db.query(
    `SELECT pr.code AS product_code, pr.product_model, COALESCE(s.current_stock, 0) AS current_stock,
            ${lowStockBelowSql('pr')} AS reorder_level, pr.reorder_level IS NOT NULL AS reorder_level_set
       FROM products pr
       LEFT JOIN stock s ON s.product_id = pr.id
      WHERE COALESCE(s.current_stock, 0) < ${lowStockBelowSql('pr')}
      ORDER BY COALESCE(s.current_stock, 0), pr.product_model`,
  );
  return rows.map((row) => ({
    product_code: row.product_code as string,
    product_model: row.product_model as string,
    current_stock: toNumber(row.current_stock as string),
    reorder_level: toNumber(row.reorder_level as string),
    reorder_level_set: row.reorder_level_set as boolean,
  }));
}

/** Every product model whose stock is 0 or less, products never traded included, by model. */
export async function outOfStockModels(db: Queryable): Promise<string[]> {
  const rows: { product_model: string }[] = await db.query(
    `SELECT pr.product_model
       FROM products pr
       LEFT JOIN stock s ON s.product_id = pr.id
      WHERE COALESCE(s.current_stock, 0) <= 0
      ORDER BY pr.product_model`,
  );
  return rows.map((row) => row.product_model);
}

/**
 * Products with stock on hand but below their reorder level (below 10 without one), lowest stock first:
 * what to buy again before it runs out.
 */
export async function lowStockProducts(db: Queryable): Promise<LowStockItem[]> {
  const rows: LowStockItem[] = await db.query(
    `SELECT pr.product_model, s.current_stock, pr.reorder_level
       FROM products pr
       JOIN stock s ON s.product_id = pr.id
      WHERE s.current_stock > 0 AND s.current_stock < ${lowStockBelowSql('pr')}
      ORDER BY s.current_stock, pr.product_model`,
  );
  return rows;
}

/**
 * The `top` best-selling products by sales amount (ties by model), then one `other` row summing the
 * rest when there is a rest.
 */
export async function topSalesProducts(db: Queryable, top = 10): Promise<TopSalesItem[]> {
  const rows: { product_model: string; total_sales: string }[] = await db.query(
    `WITH ranked AS (
       SELECT pr.product_model, s.sales_amount AS total,
              row_number() OVER (ORDER BY s.sales_amount DESC, pr.product_model ASC) AS position
         FROM stock s JOIN products pr ON pr.id = s.product_id
        WHERE s.outbound_records > 0
     )
     SELECT product_model, total AS total_sales, position FROM ranked WHERE position <= $1
     UNION ALL
     SELECT $2::varchar, SUM(total), $1::bigint + 1 FROM ranked WHERE position > $1 HAVING count(*) > 0
     ORDER BY position`,
    [top, OTHER_PRODUCTS],
  );
  return rows.map((row) => ({ product_model: row.product_model, total_sales: toNumber(row.total_sales) }));
}

/** The product's current stock (0 when it has no stock row yet). */
export async function currentStock(db: Queryable, productId: number): Promise<number> {
  const [row] = await db.query(`SELECT current_stock FROM stock WHERE product_id = $1`, [productId]);
  return row ? Number(row.current_stock) : 0;
}

/** A product of the count sheet with its stock at the end of the count date. */
export interface CountSheetLine {
  product_code: string;
  product_model: string;
  category: string;
  system_quantity: number;
}

/** Every product, by category and model, with its stock at the end of `date`. */
export function countSheetLines(db: Queryable, date: string): Promise<CountSheetLine[]> {
  return db.query(
    `SELECT p.code AS product_code, p.product_model, p.category, ${STOCK_AS_OF_EXPR} AS system_quantity
       FROM products p LEFT JOIN stock s ON s.product_id = p.id
      ORDER BY p.category, p.product_model`,
    [date],
  );
}

/**
 * How many records of a direction the stock rows count: of every product, or of the product of this
 * model (0 when it has none).
 */
export async function recordCountInStock(
  db: Queryable,
  direction: Direction,
  productModel: string | null,
): Promise<number> {
  const column = direction === Direction.Inbound ? 'inbound_records' : 'outbound_records';
  const [{ total }]: { total: number }[] =
    productModel === null
      ? await db.query(`SELECT COALESCE(SUM(${column}), 0)::int AS total FROM stock`)
      : await db.query(
          `SELECT COALESCE(SUM(s.${column}), 0)::int AS total
             FROM stock s JOIN products p ON p.id = s.product_id WHERE p.product_model = $1`,
          [productModel],
        );
  return total;
}
