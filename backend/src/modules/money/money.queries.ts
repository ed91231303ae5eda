import { Queryable, SqlParams } from '../../common/sql-params';

/** The money module's tables that are written one row at a time by id. */
export type MoneyTable = 'accounts' | 'account_transfers' | 'cash_entries';

/** A slice of a list: `limit` rows after the first `offset`. */
export interface ListWindow {
  limit: number;
  offset: number;
}

/** An inclusive YYYY-MM-DD range; a missing end is open. */
export interface DateFilter {
  start_date?: string | null;
  end_date?: string | null;
}

/**
 * Locks the row `id` of `table` until the write commits (FOR UPDATE), before it is read and changed;
 * false when there is no such row.
 */
export async function lockMoneyRow(db: Queryable, table: MoneyTable, id: number): Promise<boolean> {
  const rows: unknown[] = await db.query(`SELECT id FROM ${table} WHERE id = $1 FOR UPDATE`, [id]);
  return rows.length > 0;
}

export async function deleteMoneyRow(db: Queryable, table: MoneyTable, id: number): Promise<void> {
  await db.query(`DELETE FROM ${table} WHERE id = $1`, [id]);
}

/** How a dated money list reads: its row select, its table for the totals, its date and id columns. */
export interface DatedList {
  /** The rows' SELECT ... FROM ... JOIN, without WHERE. */
  select: string;
  /** The table alone, aliased as in `select` (the totals need no join). */
  table: string;
  /** The totals over every row the filters match, `total` the count among them. */
  totals: string;
  date: string;
  id: string;
}

/**
 * One page of a dated list, newest first (date, then id), and the totals of every row the conditions
 * (SQL over `p`'s values) and the date range match.
 */
export async function newestFirstPage<Row, Totals>(
  db: Queryable,
  list: DatedList,
  p: SqlParams,
  conditions: string[],
  range: DateFilter,
  window: ListWindow,
): Promise<{ rows: Row[]; totals: Totals }> {
  const where = ['TRUE', ...conditions];
  if (range.start_date) where.push(`${list.date} >= ${p.add(range.start_date)}`);
  if (range.end_date) where.push(`${list.date} <= ${p.add(range.end_date)}`);
  const whereSql = where.join(' AND ');
  const filterValues = [...p.values];
  const rowsSql = `${list.select} WHERE ${whereSql} ORDER BY ${list.date} DESC, ${list.id} DESC
                    LIMIT ${p.add(window.limit)} OFFSET ${p.add(window.offset)}`;
  const [rows, [totals]] = await Promise.all([
    db.query(rowsSql, p.values) as Promise<Row[]>,
    db.query(`SELECT ${list.totals} FROM ${list.table} WHERE ${whereSql}`, filterValues) as Promise<Totals[]>,
  ]);
  return { rows, totals };
}
