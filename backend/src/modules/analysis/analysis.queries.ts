import { CustomerOption, customerOptions, findPartnerByCode } from '../partners/partners.queries';
import { findProductByModel, ProductOption, productOptions } from '../products/products.queries';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Direction, PartnerType } from '../../common/side';
import { toNumber } from '../../common/numeric';
import { SqlParams } from '../../common/sql-params';
import { worthSql } from '../books/line-tax';

/** An inclusive date range and optional customer/product conditions (null: no condition). */
export interface AnalysisFilter {
  startDate: string;
  endDate: string;
  customerCode?: string | null;
  productModel?: string | null;
}

export interface ProfitFigures {
  sales_amount: number;
  cost_amount: number;
  /** sales − cost. */
  profit_amount: number;
  /** (sales − cost) / sales × 100, rounded half away from zero to 2 decimals; 0 when sales is 0. */
  profit_rate: number;
}

export interface AnalysisDetailRow extends ProfitFigures {
  customer_code: string | null;
  /** The customer's full name. */
  customer_name: string;
  customer_short_name: string;
  product_model: string;
}

/** Figures of one month (YYYY-MM) of the range; months without sales have zeros. */
export interface MonthFigures extends ProfitFigures {
  month: string;
}

export interface CustomerFigures extends ProfitFigures {
  customer_code: string | null;
  customer_name: string;
  customer_short_name: string;
}

export interface ProductFigures extends ProfitFigures {
  product_code: string;
  product_model: string;
  category: string;
}

export interface CategoryFigures extends ProfitFigures {
  category: string;
}

/** The profit columns over the grouped sums `sales` and `cost` (all in SQL, numeric). */
const PROFIT_COLUMNS = `
  sales AS sales_amount, cost AS cost_amount, sales - cost AS profit_amount,
  CASE WHEN sales = 0 THEN 0 ELSE ROUND((sales - cost) * 100 / sales, 2) END AS profit_rate`;

/** What an outbound record is worth to sales: its net amount (without tax, its exact total). */
const WORTH = worthSql('r');

/** Outbound records with their stored cost (`c.cost_amount`), partner and product. */
const RECORDS_WITH_COST = `
  trade_records r
  LEFT JOIN trade_record_costs c ON c.product_id = r.product_id AND c.record_id = r.id
  JOIN partners pt ON pt.id = r.partner_id
  JOIN products pr ON pr.id = r.product_id`;

/**
 * Sales, cost and profit of outbound records, summed in SQL over what each line is worth (`WORTH`) and
 * its cost (the cost engine's figure), so they are never stale.
 */
@Injectable()
export class AnalysisQueries {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Customers that records can name (type 1 with a code), by short name. */
  customerOptions(): Promise<CustomerOption[]> {
    return customerOptions(this.dataSource);
  }

  productOptions(): Promise<ProductOption[]> {
    return productOptions(this.dataSource);
  }

  async customerExists(code: string): Promise<boolean> {
    return (await findPartnerByCode(this.dataSource, code, PartnerType.Customer)) !== null;
  }

  async productExists(model: string): Promise<boolean> {
    return (await findProductByModel(this.dataSource, model)) !== null;
  }

  /** The totals of the outbound records matching the filter. */
  async figures(filter: AnalysisFilter): Promise<ProfitFigures> {
    const { where, params } = this.conditions(filter);
    const [row] = await this.dataSource.query(
      `SELECT ${PROFIT_COLUMNS}
         FROM (SELECT COALESCE(SUM(${WORTH}), 0) AS sales, COALESCE(SUM(c.cost_amount), 0) AS cost
                 FROM ${RECORDS_WITH_COST}
                WHERE ${where}) totals`,
      params,
    );
    return toFigures(row);
  }

  /** One row per customer × product of the matching outbound records, by sales descending. */
  async detailRows(filter: AnalysisFilter): Promise<AnalysisDetailRow[]> {
    const { where, params } = this.conditions(filter);
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      `SELECT customer_code, customer_name, customer_short_name, product_model, ${PROFIT_COLUMNS}
         FROM (SELECT pt.code AS customer_code, pt.full_name AS customer_name, pt.short_name AS customer_short_name,
                      pr.product_model, SUM(${WORTH}) AS sales, COALESCE(SUM(c.cost_amount), 0) AS cost
                 FROM ${RECORDS_WITH_COST}
                WHERE ${where}
                GROUP BY pt.id, pr.id) grouped
        ORDER BY sales DESC, customer_code ASC, product_model ASC`,
      params,
    );
    return rows.map((row) => ({
      customer_code: row.customer_code as string | null,
      customer_name: row.customer_name as string,
      customer_short_name: row.customer_short_name as string,
      product_model: row.product_model as string,
      ...toFigures(row),
    }));
  }

  /** The matching sales per calendar month of the range, every month of the range listed, oldest first. */
  async byMonth(filter: AnalysisFilter): Promise<MonthFigures[]> {
    const { where, params } = this.conditions(filter);
    const start = `$${params.length + 1}::date`;
    const end = `$${params.length + 2}::date`;
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      `WITH months AS (
         SELECT to_char(m, 'YYYY-MM') AS month
           FROM generate_series(date_trunc('month', ${start}), date_trunc('month', ${end}), interval '1 month') m
       ), sums AS (
         SELECT to_char(r.record_date, 'YYYY-MM') AS month, SUM(${WORTH}) AS sales,
                COALESCE(SUM(c.cost_amount), 0) AS cost
           FROM ${RECORDS_WITH_COST}
          WHERE ${where}
          GROUP BY 1
       )
       SELECT month, ${PROFIT_COLUMNS}
         FROM (SELECT months.month, COALESCE(sums.sales, 0) AS sales, COALESCE(sums.cost, 0) AS cost
                 FROM months LEFT JOIN sums USING (month)) grouped
        ORDER BY month`,
      [...params, filter.startDate, filter.endDate],
    );
    return rows.map((row) => ({ month: row.month as string, ...toFigures(row) }));
  }

  /** The matching sales per customer, by sales descending. */
  async byCustomer(filter: AnalysisFilter): Promise<CustomerFigures[]> {
    const rows = await this.grouped(
      filter,
      { customer_short_name: 'pt.short_name', customer_code: 'pt.code', customer_name: 'pt.full_name' },
      'pt.id',
    );
    return rows.map((row) => ({
      customer_code: row.customer_code as string | null,
      customer_name: row.customer_name as string,
      customer_short_name: row.customer_short_name as string,
      ...toFigures(row),
    }));
  }

  /** The matching sales per product, by sales descending. */
  async byProduct(filter: AnalysisFilter): Promise<ProductFigures[]> {
    const rows = await this.grouped(
      filter,
      { product_model: 'pr.product_model', product_code: 'pr.code', category: 'pr.category' },
      'pr.id',
    );
    return rows.map((row) => ({
      product_code: row.product_code as string,
      product_model: row.product_model as string,
      category: (row.category as string | null) ?? '',
      ...toFigures(row),
    }));
  }

  /** The matching sales per product category (as the products name it), by sales descending. */
  async byCategory(filter: AnalysisFilter): Promise<CategoryFigures[]> {
    const rows = await this.grouped(filter, { category: "COALESCE(pr.category, '')" }, '1');
    return rows.map((row) => ({ category: row.category as string, ...toFigures(row) }));
  }

  /**
   * The matching sales and cost summed per group (`groupBy`), each group named by `columns` (alias →
   * expression), by sales descending, ties by the first column.
   */
  private async grouped(
    filter: AnalysisFilter,
    columns: Record<string, string>,
    groupBy: string,
  ): Promise<Record<string, unknown>[]> {
    const { where, params } = this.conditions(filter);
    const names = Object.keys(columns);
    return this.dataSource.query(
      `SELECT ${names.join(', ')}, ${PROFIT_COLUMNS}
         FROM (SELECT ${names.map((name) => `${columns[name]} AS ${name}`).join(', ')},
                      SUM(${WORTH}) AS sales, COALESCE(SUM(c.cost_amount), 0) AS cost
                 FROM ${RECORDS_WITH_COST}
                WHERE ${where}
                GROUP BY ${groupBy}) grouped
        ORDER BY sales DESC, ${names[0]} ASC`,
      params,
    );
  }

  private conditions(filter: AnalysisFilter): { where: string; params: unknown[] } {
    const p = new SqlParams();
    const where = [
      `r.direction = ${p.add(Direction.Outbound)}`,
      `r.record_date >= ${p.add(filter.startDate)}`,
      `r.record_date <= ${p.add(filter.endDate)}`,
    ];
    if (filter.customerCode) where.push(`pt.code = ${p.add(filter.customerCode)}`);
    if (filter.productModel) where.push(`pr.product_model = ${p.add(filter.productModel)}`);
    return { where: where.join(' AND '), params: p.values };
  }
}

function toFigures(row: Record<string, unknown>): ProfitFigures {
  return {
    sales_amount: toNumber(row.sales_amount as string),
    cost_amount: toNumber(row.cost_amount as string),
    profit_amount: toNumber(row.profit_amount as string),
    profit_rate: toNumber(row.profit_rate as string),
  };
}
