import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { todayDateOnly } from '../../common/dates';
import { Direction, Movement } from '../../common/side';
import { DomainError } from '../../common/errors/domain-error';
import { toNumber } from '../../common/numeric';
import { SqlParams } from '../../common/sql-params';
import {
  ProfitAndLossLine,
  ProfitAndLossLinesQuery,
  ProfitAndLossLinesView,
  ProfitAndLossMonthView,
  ProfitAndLossView,
} from './dto/profit-and-loss.dto';

/** A range of the statement; both ends inclusive. */
export interface ReportRange {
  startDate: string;
  endDate: string;
}

const OUT = Direction.Outbound;
const ADJUSTMENT = Movement.Adjustment;

/**
 * The month's figures, then (month null) the range's: trade figures from the outbound records and
 * stock adjustments with their stored costs, other income and expenses from the cash entries; every
 * month of the range is listed, also one without anything. Opening stock (its own movement kind) is
 * no loss, so only `Movement.Adjustment` rows count in stock_losses.
 */
const FIGURES_SQL = `
  WITH trade AS (
    SELECT date_trunc('month', r.record_date)::date AS month,
           COALESCE(SUM(r.total_price) FILTER (WHERE r.direction = ${OUT} AND r.return_of IS NULL), 0) AS sales,
           COALESCE(-SUM(r.total_price) FILTER (WHERE r.direction = ${OUT} AND r.return_of IS NOT NULL), 0) AS sales_returns,
           COALESCE(SUM(c.cost_amount) FILTER (WHERE r.direction = ${OUT}), 0) AS cost_of_goods_sold,
           COALESCE(SUM(c.cost_amount) FILTER (WHERE r.direction = ${ADJUSTMENT}), 0) AS stock_losses
      FROM trade_records r
      LEFT JOIN trade_record_costs c ON c.product_id = r.product_id AND c.record_id = r.id
     WHERE r.direction IN (${OUT}, ${ADJUSTMENT}) AND r.record_date BETWEEN $1 AND $2
     GROUP BY 1
  ), cash AS (
    SELECT date_trunc('month', e.entry_date)::date AS month,
           COALESCE(SUM(e.amount) FILTER (WHERE e.kind = 'income'), 0) AS other_income,
           COALESCE(SUM(e.amount) FILTER (WHERE e.kind = 'expense'), 0) AS total_expenses
      FROM cash_entries e
     WHERE e.entry_date BETWEEN $1 AND $2
     GROUP BY 1
  ), months AS (
    SELECT m::date AS month,
           COALESCE(t.sales, 0) AS sales, COALESCE(t.sales_returns, 0) AS sales_returns,
           COALESCE(t.cost_of_goods_sold, 0) AS cost_of_goods_sold, COALESCE(t.stock_losses, 0) AS stock_losses,
           COALESCE(c.other_income, 0) AS other_income, COALESCE(c.total_expenses, 0) AS total_expenses
      FROM generate_series(date_trunc('month', $1::date), date_trunc('month', $2::date), interval '1 month') m
      LEFT JOIN trade t ON t.month = m::date
      LEFT JOIN cash c ON c.month = m::date
  ), rows AS (
    SELECT to_char(month, 'YYYY-MM') AS month, sales, sales_returns, cost_of_goods_sold, stock_losses,
           other_income, total_expenses
      FROM months
    UNION ALL
    SELECT NULL, SUM(sales), SUM(sales_returns), SUM(cost_of_goods_sold), SUM(stock_losses),
           SUM(other_income), SUM(total_expenses)
      FROM months
  )
  SELECT month, sales, sales_returns, sales - sales_returns AS net_sales, cost_of_goods_sold,
         sales - sales_returns - cost_of_goods_sold AS gross_profit, stock_losses, other_income, total_expenses,
         sales - sales_returns - cost_of_goods_sold - stock_losses + other_income - total_expenses AS net_profit
    FROM rows
   ORDER BY month NULLS LAST`;

/**
 * The profit and loss statement of a range, with its months, and the lines behind each figure. Every
 * sum is taken in SQL over numeric, so the figures are exact and add up line by line.
 */
@Injectable()
export class ProfitAndLossService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The range as sent, checked; left out: from the first of the current month to today. */
  range(startDate?: string | null, endDate?: string | null): ReportRange {
    const today = todayDateOnly();
    const range = { startDate: startDate || `${today.slice(0, 8)}01`, endDate: endDate || today };
    if (range.startDate > range.endDate) throw new DomainError('VALIDATION_FAILED.dateRange');
    return range;
  }

  async statement(range: ReportRange): Promise<ProfitAndLossView> {
    const params = [range.startDate, range.endDate];
    const [rows, expenses] = await Promise.all([
      this.dataSource.query(FIGURES_SQL, params) as Promise<Record<string, string | null>[]>,
      this.dataSource.query(
        `SELECT category, SUM(amount) AS amount FROM cash_entries
          WHERE kind = 'expense' AND entry_date BETWEEN $1 AND $2
          GROUP BY category ORDER BY SUM(amount) DESC, category`,
        params,
      ) as Promise<{ category: string; amount: string }[]>,
    ]);
    const total = rows[rows.length - 1];
    const figure = (row: Record<string, string | null>, name: string) => toNumber(row[name]);
    return {
      start_date: range.startDate,
      end_date: range.endDate,
      sales: figure(total, 'sales'),
      sales_returns: figure(total, 'sales_returns'),
      net_sales: figure(total, 'net_sales'),
      cost_of_goods_sold: figure(total, 'cost_of_goods_sold'),
      gross_profit: figure(total, 'gross_profit'),
      stock_losses: figure(total, 'stock_losses'),
      other_income: figure(total, 'other_income'),
      expenses: expenses.map((row) => ({ category: row.category, amount: toNumber(row.amount) })),
      total_expenses: figure(total, 'total_expenses'),
      net_profit: figure(total, 'net_profit'),
      months: rows.slice(0, -1).map((row): ProfitAndLossMonthView => ({
        month: row.month as string,
        net_sales: figure(row, 'net_sales'),
        cost_of_goods_sold: figure(row, 'cost_of_goods_sold'),
        gross_profit: figure(row, 'gross_profit'),
        stock_losses: figure(row, 'stock_losses'),
        other_income: figure(row, 'other_income'),
        total_expenses: figure(row, 'total_expenses'),
        net_profit: figure(row, 'net_profit'),
      })),
    };
  }

  /** The net profit of a range alone (the overview's month). */
  async netProfit(range: ReportRange): Promise<number> {
    return (await this.statement(range)).net_profit;
  }

  /**
   * The records or entries one figure adds up, oldest first, each with what it adds (`amount`); their
   * sum is the figure (`total_amount`).
   */
  async lines(query: ProfitAndLossLinesQuery): Promise<ProfitAndLossLinesView> {
    const range = this.range(query.start_date, query.end_date);
    const p = new SqlParams();
    const source = lineSource(p, query.line, range, query.category ?? null);
    const limit = p.add(query.limit);
    const offset = p.add(query.offset);
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      `WITH lines AS (${source})
       SELECT to_char(date, 'YYYY-MM-DD') AS date, kind, ref_id, partner_short_name, product_model, quantity,
              description, amount, count(*) OVER () AS total, SUM(amount) OVER () AS total_amount
         FROM lines ORDER BY date, ref_id LIMIT ${limit} OFFSET ${offset}`,
      p.values,
    );
    let total = rows.length ? Number(rows[0].total) : 0;
    let totalAmount = rows.length ? toNumber(rows[0].total_amount as string) : 0;
    if (!rows.length && query.page > 1) {
      const q = new SqlParams();
      const [row] = await this.dataSource.query(
        `SELECT count(*)::int AS total, COALESCE(SUM(amount), 0) AS amount FROM (${lineSource(q, query.line, range, query.category ?? null)}) l`,
        q.values,
      );
      total = row.total;
      totalAmount = toNumber(row.amount);
    }
    return {
      data: rows.map((row) => ({
        date: row.date as string,
        kind: row.kind as string,
        ref_id: Number(row.ref_id),
        partner_short_name: row.partner_short_name as string | null,
        product_model: row.product_model as string | null,
        quantity: row.quantity === null ? null : Number(row.quantity),
        description: row.description as string | null,
        amount: toNumber(row.amount as string),
      })),
      pagination: { page: query.page, limit: query.limit, total },
      total_amount: totalAmount,
    };
  }
}

/** The rows behind one figure, as `{ date, kind, ref_id, partner_short_name, product_model, quantity, description, amount }`. */
function lineSource(
  p: SqlParams,
  line: ProfitAndLossLine,
  range: ReportRange,
  category: string | null,
): string {
  const from = p.add(range.startDate);
  const to = p.add(range.endDate);
  if (line === 'other_income' || line === 'expenses') {
    const kind = p.add(line === 'expenses' ? 'expense' : 'income');
    const byCategory = category === null ? '' : ` AND e.category = ${p.add(category)}`;
    return `SELECT e.entry_date AS date, e.kind::text AS kind, e.id AS ref_id, NULL::varchar AS partner_short_name,
                   NULL::varchar AS product_model, NULL::int AS quantity,
                   concat_ws(' · ', e.category, e.remark) AS description, e.amount
              FROM cash_entries e
             WHERE e.kind = ${kind} AND e.entry_date BETWEEN ${from} AND ${to}${byCategory}`;
  }
  const record = {
    sales: { where: `r.direction = ${OUT} AND r.return_of IS NULL`, amount: 'r.total_price' },
    sales_returns: { where: `r.direction = ${OUT} AND r.return_of IS NOT NULL`, amount: '-r.total_price' },
    cost_of_goods_sold: { where: `r.direction = ${OUT}`, amount: 'COALESCE(c.cost_amount, 0)' },
    stock_losses: { where: `r.direction = ${ADJUSTMENT}`, amount: 'COALESCE(c.cost_amount, 0)' },
  }[line];
  return `SELECT r.record_date AS date,
                 CASE WHEN r.direction = ${ADJUSTMENT} THEN 'adjustment'
                      WHEN r.return_of IS NOT NULL THEN 'outbound_return' ELSE 'outbound' END AS kind,
                 r.id AS ref_id, pt.short_name AS partner_short_name, pr.product_model, r.quantity,
                 r.reason::text AS description, ${record.amount} AS amount
            FROM trade_records r
            JOIN products pr ON pr.id = r.product_id
            LEFT JOIN partners pt ON pt.id = r.partner_id
            LEFT JOIN trade_record_costs c ON c.product_id = r.product_id AND c.record_id = r.id
           WHERE ${record.where} AND r.record_date BETWEEN ${from} AND ${to}`;
}
