import { Direction, Movement } from '../../common/side';
import { Queryable, SqlParams } from '../../common/sql-params';
import { cashEntryLinesSql } from '../money/cash-entries.queries';
import { ProfitAndLossLine } from './dto/profit-and-loss.dto';

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
  partner_short_name: string | null;
  product_model: string | null;
  quantity: number | null;
  description: string | null;
  amount: string;
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

/** Every month's figures of the range, oldest first, then the range's (month null). */
export function profitAndLossFigures(db: Queryable, range: ReportRange): Promise<FiguresRow[]> {
  return db.query(FIGURES_SQL, [range.startDate, range.endDate]);
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
     SELECT to_char(date, 'YYYY-MM-DD') AS date, kind, ref_id, partner_short_name, product_model, quantity,
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
 * The rows behind one figure, as `{ date, kind, ref_id, partner_short_name, product_model, quantity,
 * description, amount }`: the cash entries of its kind (the money module's rows), or the records with
 * their partner, product and stored cost.
 */
function lineSource(
  p: SqlParams,
  line: ProfitAndLossLine,
  range: ReportRange,
  category: string | null,
): string {
  if (line === 'other_income' || line === 'expenses') {
    return cashEntryLinesSql(p, line === 'expenses' ? 'expense' : 'income', range, category);
  }
  const from = p.add(range.startDate);
  const to = p.add(range.endDate);
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
