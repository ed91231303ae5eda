import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Direction } from '../../common/side';
import { lowStockBelowSql } from '../products/reorder-level';
import { toNumber } from '../../common/numeric';
import { SqlParams } from '../ledger/sql-params';

export interface TradeTotals {
  /** Σ outbound total_price. */
  total_sales_amount: number;
  /** Σ outbound cost_amount (the cost engine's stored cost of goods sold). */
  sold_goods_cost: number;
  /** Σ inbound total_price. */
  total_purchase_amount: number;
}

export interface TopSalesItem {
  product_model: string;
  total_sales: number;
}

/** The model name of the row that sums every product after the top ones. */
export const OTHER_PRODUCTS = 'other';

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

/** An inclusive date range; a missing end is open. */
export interface DateRange {
  startDate: string | null;
  endDate: string | null;
}

/**
 * The dashboard's figures, each one query on the stock table: every record write keeps its product's
 * stock and record totals (Σ sales, cost of goods sold, purchases) there in the same transaction, so a
 * write is visible in the next read and no call sums the records themselves.
 */

@Injectable()
export class OverviewQueries {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Sales, cost of goods sold and purchases over all records. */
  async tradeTotals(): Promise<TradeTotals> {
    const [row] = await this.dataSource.query(
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
   * Sales, cost of goods sold and purchases of the records dated in the range, summed over the records
   * (returns included, as the stock totals count them), so an unbounded range equals `tradeTotals`.
   */
  async tradeTotalsIn(range: DateRange): Promise<TradeTotals> {
    const p = new SqlParams();
    const where = rangeConditions(range, p);
    const [row] = await this.dataSource.query(
      `SELECT COALESCE(SUM(r.total_price) FILTER (WHERE r.direction = ${p.add(Direction.Outbound)}), 0) AS sales,
              COALESCE(SUM(c.cost_amount) FILTER (WHERE r.direction = ${p.add(Direction.Outbound)}), 0) AS cost,
              COALESCE(SUM(r.total_price) FILTER (WHERE r.direction = ${p.add(Direction.Inbound)}), 0) AS purchase
         FROM trade_records r
         LEFT JOIN trade_record_costs c ON c.product_id = r.product_id AND c.record_id = r.id
        WHERE ${where}`,
      p.values,
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
  async reorderProducts(): Promise<ReorderItem[]> {
    const rows: Record<string, unknown>[] = await this.dataSource.query(
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
  async outOfStockModels(): Promise<string[]> {
    const rows: { product_model: string }[] = await this.dataSource.query(
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
  async lowStockProducts(): Promise<LowStockItem[]> {
    const rows: LowStockItem[] = await this.dataSource.query(
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
  async topSalesProducts(top = 10): Promise<TopSalesItem[]> {
    const rows: { product_model: string; total_sales: string }[] = await this.dataSource.query(
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

  /** As `topSalesProducts`, over the outbound records dated in the range. */
  async topSalesProductsIn(range: DateRange, top = 10): Promise<TopSalesItem[]> {
    const p = new SqlParams();
    const where = rangeConditions(range, p);
    const outbound = p.add(Direction.Outbound);
    const topParam = p.add(top);
    const other = p.add(OTHER_PRODUCTS);
    const rows: { product_model: string; total_sales: string }[] = await this.dataSource.query(
      `WITH sums AS (
         SELECT r.product_id, SUM(r.total_price) AS total
           FROM trade_records r
          WHERE ${where} AND r.direction = ${outbound}
          GROUP BY r.product_id
       ), ranked AS (
         SELECT pr.product_model, sums.total,
                row_number() OVER (ORDER BY sums.total DESC, pr.product_model ASC) AS position
           FROM sums JOIN products pr ON pr.id = sums.product_id
       )
       SELECT product_model, total AS total_sales, position FROM ranked WHERE position <= ${topParam}
       UNION ALL
       SELECT ${other}::varchar, SUM(total), ${topParam}::bigint + 1 FROM ranked WHERE position > ${topParam}
       HAVING count(*) > 0
       ORDER BY position`,
      p.values,
    );
    return rows.map((row) => ({ product_model: row.product_model, total_sales: toNumber(row.total_sales) }));
  }

  async findProductId(productModel: string): Promise<number | null> {
    const [row] = await this.dataSource.query(`SELECT id FROM products WHERE product_model = $1`, [
      productModel,
    ]);
    return row ? Number(row.id) : null;
  }

  /**
   * Σ inbound − Σ outbound quantity of the product's records dated on or after `date` (YYYY-MM-DD). Stock
   * before a date is the current stock minus this: it reads only the recent records (a month), not the
   * product's whole history.
   */
  async movementSince(productId: number, date: string): Promise<number> {
    const [row] = await this.dataSource.query(
      `SELECT COALESCE(SUM(CASE WHEN direction = $3 THEN quantity ELSE -quantity END), 0)::bigint AS quantity
         FROM trade_records WHERE product_id = $1 AND record_date >= $2`,
      [productId, date, Direction.Inbound],
    );
    return toNumber(row.quantity);
  }

  /** The product's current stock (0 when it has no stock row yet). */
  async currentStock(productId: number): Promise<number> {
    const [row] = await this.dataSource.query(`SELECT current_stock FROM stock WHERE product_id = $1`, [
      productId,
    ]);
    return row ? Number(row.current_stock) : 0;
  }
}

/** `r.record_date` within the range (TRUE when it is unbounded on both sides). */
function rangeConditions(range: DateRange, p: SqlParams): string {
  const where = ['TRUE'];
  if (range.startDate) where.push(`r.record_date >= ${p.add(range.startDate)}`);
  if (range.endDate) where.push(`r.record_date <= ${p.add(range.endDate)}`);
  return where.join(' AND ');
}
