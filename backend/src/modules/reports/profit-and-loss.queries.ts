import { Direction, Movement } from '../../common/side';
import { addDays } from '../../common/dates';
import { Queryable, SqlParams } from '../../common/sql-params';
import { worthSql } from '../books/line-tax';
import { cashEntryLinesSql } from '../money/cash-entries.queries';
import { RangeSplit, addMonths } from './closed-months';
import { ProfitAndLossLine } from './dto/profit-and-loss.dto';
import { MonthCost } from './profit-and-loss-months.queries';

/** A range of the statement; both ends inclusive. */
export interface ReportRange {
  startDate: string;
  endDate: string;
}

/** A month's figures (month YYYY-MM), or the range's (month null), as exact text. */
export interface FiguresRow {
  month: string | null;
  sales: string;
  sales_returns: string;
  net_sales: string;
  cost_of_goods_sold: string;
  gross_profit: string;
  stock_losses: string;
  other_income: string;
  total_expenses: string;
  net_profit: string;
}

/** A line behind a figure, with what it adds (`amount`, exact text). */
export interface LineRow {
  date: string;
  kind: string;
  ref_id: number;
  document_id: number | null;
  document_number: string | null;
  partner_short_name: string | null;
  product_model: string | null;
  quantity: number | null;
  description: string | null;
  amount: string;
}

const OUT = Direction.Outbound;
const SALE = Movement.Sale;
const RETURN = Movement.Return;
const ADJUSTMENT = Movement.Adjustment;
/**
 * An adjustment, stated with its `direction IS NULL` (no side) so the partial index of the movements of
 * no side finds it, and the list index (direction, date) the side's records beside it.
 */
const IS_ADJUSTMENT = `(r.direction IS NULL AND r.kind = ${ADJUSTMENT})`;

/**
 * The stored cost of record `r` (at most one row: the key is product and record), looked up by that key
 * for each record of the range. LIMIT 1 keeps the planner from flattening it into a join, which it
 * hashed over every cost row of every month (772,000 at a million records) to use the range's few.
 */
const RECORD_COST = `SELECT c.cost_amount FROM trade_record_costs c
                      WHERE c.product_id = r.product_id AND c.record_id = r.id LIMIT 1`;

/** The figures a month sums, before the ones derived from them (net sales, the profits). */
const MONTH_FIGURES = 'sales, sales_returns, cost_of_goods_sold, stock_losses, other_income, total_expenses';

/**
 * Every month of `range` (first day, `month`) with its MONTH_FIGURES, summed now: trade figures from the
 * outbound records (worth their net amounts: worthSql) and stock adjustments with their stored costs, other income and expenses from the
 * cash entries; every month of the range is listed, also one without anything. Opening stock (its own
 * movement kind) is no loss, so only `Movement.Adjustment` rows count in stock_losses.
 */
function liveMonthsSql(p: SqlParams, range: ReportRange): string {
  const from = p.add(range.startDate);
  const to = p.add(range.endDate);
  return `
    SELECT m::date AS month,
           COALESCE(t.sales, 0) AS sales, COALESCE(t.sales_returns, 0) AS sales_returns,
           COALESCE(t.cost_of_goods_sold, 0) AS cost_of_goods_sold, COALESCE(t.stock_losses, 0) AS stock_losses,
           COALESCE(c.other_income, 0) AS other_income, COALESCE(c.total_expenses, 0) AS total_expenses
      FROM generate_series(date_trunc('month', ${from}::date), date_trunc('month', ${to}::date), interval '1 month') m
      LEFT JOIN (
        SELECT date_trunc('month', r.record_date)::date AS month,
               COALESCE(SUM(${worthSql('r')}) FILTER (WHERE r.kind = ${SALE}), 0) AS sales,
               COALESCE(-SUM(${worthSql('r')}) FILTER (WHERE r.kind = ${RETURN} AND r.direction = ${OUT}), 0) AS sales_returns,
               COALESCE(SUM(c.cost_amount) FILTER (WHERE r.direction = ${OUT}), 0) AS cost_of_goods_sold,
               COALESCE(SUM(c.cost_amount) FILTER (WHERE r.kind = ${ADJUSTMENT}), 0) AS stock_losses
          FROM trade_records r
          LEFT JOIN LATERAL (${RECORD_COST}) c ON true
         WHERE (r.direction = ${OUT} OR ${IS_ADJUSTMENT}) AND r.record_date BETWEEN ${from} AND ${to}
         GROUP BY 1
      ) t ON t.month = m::date
      LEFT JOIN (
        SELECT date_trunc('month', e.entry_date)::date AS month,
               COALESCE(SUM(e.amount) FILTER (WHERE e.kind = 'income'), 0) AS other_income,
               COALESCE(SUM(e.amount) FILTER (WHERE e.kind = 'expense'), 0) AS total_expenses
          FROM cash_entries e
         WHERE e.entry_date BETWEEN ${from} AND ${to}
         GROUP BY 1
      ) c ON c.month = m::date`;
}

/** The stored summaries of the closed months from `first` to `last` (first days). */
function storedMonthsSql(p: SqlParams, first: string, last: string): string {
  return `SELECT month, ${MONTH_FIGURES} FROM profit_and_loss_months
           WHERE month BETWEEN ${p.add(first)} AND ${p.add(last)}`;
}

/**
 * Every month's figures of the range, oldest first, then the range's (month null): its closed months
 * from their stored summaries (all present: see `storeMissingMonths`), its other parts summed now. The
 * range's figures are the sums of its months', the derived figures computed from those, all in SQL.
 */
export function profitAndLossFigures(db: Queryable, split: RangeSplit): Promise<FiguresRow[]> {
  const p = new SqlParams();
  const parts = [
    split.before && liveMonthsSql(p, split.before),
    split.closed && storedMonthsSql(p, split.closed.first, split.closed.last),
    split.after && liveMonthsSql(p, split.after),
  ].filter((part): part is string => !!part);
  return db.query(
    `WITH months AS (${parts.join(' UNION ALL ')}),
     rows AS (
       SELECT to_char(month, 'YYYY-MM') AS month, ${MONTH_FIGURES} FROM months
       UNION ALL
       SELECT NULL, SUM(sales), SUM(sales_returns), SUM(cost_of_goods_sold), SUM(stock_losses),
              SUM(other_income), SUM(total_expenses)
         FROM months
     )
     SELECT month, sales, sales_returns, sales - sales_returns AS net_sales, cost_of_goods_sold,
            sales - sales_returns - cost_of_goods_sold AS gross_profit, stock_losses, other_income, total_expenses,
            sales - sales_returns - cost_of_goods_sold - stock_losses + other_income - total_expenses AS net_profit
       FROM rows
      ORDER BY month NULLS LAST`,
    p.values,
  );
}

/**
 * Sums and stores the summaries missing among the closed months `first` to `last` (first days): one
 * pass over the records from the first missing month to the last, a month stored meanwhile kept. Runs
 * under the summaries' shared lock (holdSummariesShared), in the transaction that reads them.
 */
export async function storeMissingMonths(db: Queryable, first: string, last: string): Promise<void> {
  const stored: { month: string }[] = await db.query(
    `SELECT to_char(month, 'YYYY-MM-DD') AS month FROM profit_and_loss_months WHERE month BETWEEN $1 AND $2`,
    [first, last],
  );
  const have = new Set(stored.map((row) => row.month));
  const missing: string[] = [];
  for (let month = first; month <= last; month = addMonths(month, 1)) {
    if (!have.has(month)) missing.push(month);
  }
  if (missing.length === 0) return;
  const p = new SqlParams();
  const range = { startDate: missing[0], endDate: addDays(addMonths(missing[missing.length - 1], 1), -1) };
  await db.query(
    `INSERT INTO profit_and_loss_months (month, ${MONTH_FIGURES})
     SELECT month, ${MONTH_FIGURES} FROM (${liveMonthsSql(p, range)}) live
     ON CONFLICT (month) DO NOTHING`,
    p.values,
  );
}

/**
 * A page of the lines behind one figure, oldest first (date, then id), each with the count of all the
 * figure's lines (`total`) and their sum (`total_amount`).
 */
export function profitAndLossLinePage(
  db: Queryable,
  line: ProfitAndLossLine,
  range: ReportRange,
  category: string | null,
  window: { limit: number; offset: number },
): Promise<(LineRow & { total: string; total_amount: string })[]> {
  const p = new SqlParams();
  const source = lineSource(p, line, range, category);
  return db.query(
    `WITH lines AS (${source})
     SELECT to_char(date, 'YYYY-MM-DD') AS date, kind, ref_id, document_id, document_number,
            partner_short_name, product_model, quantity,
            description, amount, count(*) OVER () AS total, SUM(amount) OVER () AS total_amount
       FROM lines ORDER BY date, ref_id LIMIT ${p.add(window.limit)} OFFSET ${p.add(window.offset)}`,
    p.values,
  );
}

/** How many lines one figure has, and their sum (the figure). */
export async function profitAndLossLineTotals(
  db: Queryable,
  line: ProfitAndLossLine,
  range: ReportRange,
  category: string | null,
): Promise<{ total: number; amount: string }> {
  const p = new SqlParams();
  const [row] = await db.query(
    `SELECT count(*)::int AS total, COALESCE(SUM(amount), 0) AS amount FROM (${lineSource(p, line, range, category)}) l`,
    p.values,
  );
  return row;
}

/**
 * The rows behind one figure, as `{ date, kind, ref_id, document_id, document_number, partner_short_name,
 * product_model, quantity, description, amount }`: the cash entries of its kind (the money module's rows,
 * of no document), or the records with their document, partner, product and stored cost.
 */
function lineSource(
  p: SqlParams,
  line: ProfitAndLossLine,
  range: ReportRange,
  category: string | null,
): string {
  if (line === 'other_income' || line === 'expenses') {
    const entries = cashEntryLinesSql(p, line === 'expenses' ? 'expense' : 'income', range, category);
    return `SELECT e.date, e.kind, e.ref_id, NULL::int AS document_id, NULL::varchar AS document_number,
                   e.partner_short_name, e.product_model, e.quantity, e.description, e.amount
              FROM (${entries}) e`;
  }
  const from = p.add(range.startDate);
  const to = p.add(range.endDate);
  const record = {
    sales: { where: `r.direction = ${OUT} AND r.kind = ${SALE}`, amount: worthSql('r') },
    sales_returns: { where: `r.kind = ${RETURN} AND r.direction = ${OUT}`, amount: `-${worthSql('r')}` },
    cost_of_goods_sold: { where: `r.direction = ${OUT}`, amount: 'COALESCE(c.cost_amount, 0)' },
    stock_losses: { where: IS_ADJUSTMENT, amount: 'COALESCE(c.cost_amount, 0)' },
  }[line];
  return `SELECT r.record_date AS date,
                 CASE r.kind WHEN ${ADJUSTMENT} THEN 'adjustment'
                             WHEN ${RETURN} THEN 'outbound_return' ELSE 'outbound' END AS kind,
                 r.id AS ref_id, r.document_id, td.document_number,
                 pt.short_name AS partner_short_name, pr.product_model, r.quantity,
                 r.reason::text AS description, ${record.amount} AS amount
            FROM trade_records r
            JOIN products pr ON pr.id = r.product_id
            LEFT JOIN partners pt ON pt.id = r.partner_id
            LEFT JOIN trade_documents td ON td.id = r.document_id
            LEFT JOIN LATERAL (${RECORD_COST}) c ON true
           WHERE ${record.where} AND r.record_date BETWEEN ${from} AND ${to}`;
}

/**
 * The cost of goods sold of each of `months` ('YYYY-MM'), summed now from the outbound records' stored
 * costs (a dry run's months without a stored summary): one range of the list index per month.
 */
export function costOfGoodsSoldIn(db: Queryable, months: string[]): Promise<MonthCost[]> {
  return db.query(
    `SELECT m.month, COALESCE(SUM(c.cost_amount), 0)::text AS cost
       FROM unnest($1::text[]) AS m(month)
       LEFT JOIN trade_records r
         ON r.direction = ${OUT} AND r.record_date >= to_date(m.month, 'YYYY-MM')
        AND r.record_date < to_date(m.month, 'YYYY-MM') + interval '1 month'
       LEFT JOIN LATERAL (${RECORD_COST}) c ON true
      GROUP BY m.month`,
    [months],
  );
}
