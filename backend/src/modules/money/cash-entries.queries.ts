import { Queryable, SqlParams } from '../../common/sql-params';
import { CashEntryKind } from './cash-entry.entity';
import { DateFilter, ListWindow, newestFirstPage } from './money.queries';

/** A cash entry with its account's name, the amount as exact text. */
export interface CashEntryRow {
  id: number;
  kind: CashEntryKind;
  date: string;
  account_id: number;
  account_name: string;
  category: string;
  amount: string;
  remark: string | null;
}

/** The fields a cash entry is written with. */
export interface CashEntryFields {
  kind: CashEntryKind;
  date: string;
  account_id: number;
  category: string;
  /** A validated decimal string. */
  amount: string;
  remark: string | null;
}

export interface CashEntryFilter extends DateFilter {
  kind?: CashEntryKind;
  category?: string | null;
  account_id?: number;
}

export interface CategoryCount {
  category: string;
  kind: CashEntryKind;
  count: number;
}

const ENTRY_SELECT = `
  SELECT e.id, e.kind, to_char(e.entry_date, 'YYYY-MM-DD') AS date, e.account_id, a.name AS account_name,
         e.category, e.amount, e.remark
    FROM cash_entries e
    JOIN accounts a ON a.id = e.account_id`;

/** An entry's amount as it moves the net: income up, an expense down. */
const NET_AMOUNT = `CASE WHEN e.kind = 'income' THEN e.amount ELSE -e.amount END`;

/**
 * A page of the entries the filter matches, newest first, with their count and their amount: Σ amount
 * when filtered to one kind; across both kinds the net, income less expenses (a sum of the two would
 * mean nothing).
 */
export async function cashEntryPage(
  db: Queryable,
  filter: CashEntryFilter,
  window: ListWindow,
): Promise<{ rows: CashEntryRow[]; total: number; amount: string }> {
  const p = new SqlParams();
  const where = entryConditions(p, filter);
  const { rows, totals } = await newestFirstPage<CashEntryRow, { total: number; amount: string }>(
    db,
    {
      select: ENTRY_SELECT,
      table: 'cash_entries e',
      totals: `count(*)::int AS total, COALESCE(SUM(${filter.kind ? 'e.amount' : NET_AMOUNT}), 0) AS amount`,
      date: 'e.entry_date',
      id: 'e.id',
    },
    p,
    where,
    filter,
    window,
  );
  return { rows, ...totals };
}

/** The filter's conditions but the date range (the page applies that itself). */
function entryConditions(p: SqlParams, filter: CashEntryFilter): string[] {
  const where: string[] = [];
  if (filter.kind) where.push(`e.kind = ${p.add(filter.kind)}`);
  if (filter.category) where.push(`e.category = ${p.add(filter.category)}`);
  if (filter.account_id !== undefined) where.push(`e.account_id = ${p.add(filter.account_id)}`);
  return where;
}

/** Where a batch of entries in date order ends: the next batch starts after it. */
export interface EntryKey {
  date: string;
  id: number;
}

/**
 * The next `limit` entries the filter matches after `after`, oldest first (date, then id): the export
 * reads the whole list this way, each batch through the (entry_date, id) order without an offset.
 */
export function cashEntryBatch(
  db: Queryable,
  filter: CashEntryFilter,
  after: EntryKey | null,
  limit: number,
): Promise<CashEntryRow[]> {
  const p = new SqlParams();
  const where = ['TRUE', ...entryConditions(p, filter)];
  if (filter.start_date) where.push(`e.entry_date >= ${p.add(filter.start_date)}`);
  if (filter.end_date) where.push(`e.entry_date <= ${p.add(filter.end_date)}`);
  if (after) where.push(`(e.entry_date, e.id) > (${p.add(after.date)}::date, ${p.add(after.id)})`);
  return db.query(
    `${ENTRY_SELECT} WHERE ${where.join(' AND ')} ORDER BY e.entry_date, e.id LIMIT ${p.add(limit)}`,
    p.values,
  );
}

/** The entry with its account's name, or null. */
export async function findCashEntry(db: Queryable, id: number): Promise<CashEntryRow | null> {
  const [row] = await db.query(`${ENTRY_SELECT} WHERE e.id = $1`, [id]);
  return row ?? null;
}

/** The categories in use (of one kind, or both), most used first, then by name. */
export function cashEntryCategories(db: Queryable, kind: CashEntryKind | null): Promise<CategoryCount[]> {
  return db.query(
    `SELECT category, kind, count(*)::int AS count FROM cash_entries
      WHERE ($1::varchar IS NULL OR kind = $1)
      GROUP BY kind, category ORDER BY count DESC, category, kind`,
    [kind],
  );
}

/** Inserts the entry; its id. */
export async function insertCashEntry(db: Queryable, entry: CashEntryFields): Promise<number> {
  const [{ id }] = await db.query(
    `INSERT INTO cash_entries (kind, entry_date, account_id, category, amount, remark)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [entry.kind, entry.date, entry.account_id, entry.category, entry.amount, entry.remark],
  );
  return id;
}

export async function updateCashEntry(db: Queryable, id: number, entry: CashEntryFields): Promise<void> {
  await db.query(
    `UPDATE cash_entries SET kind = $2, entry_date = $3, account_id = $4, category = $5, amount = $6, remark = $7,
            updated_at = now()
      WHERE id = $1`,
    [id, entry.kind, entry.date, entry.account_id, entry.category, entry.amount, entry.remark],
  );
}

/** An inclusive YYYY-MM-DD range, both ends given. */
export interface ClosedRange {
  startDate: string;
  endDate: string;
}

/** Σ of the expenses dated in the range per category, the largest first, then by name. */
export function expensesByCategory(
  db: Queryable,
  range: ClosedRange,
): Promise<{ category: string; amount: string }[]> {
  return db.query(
    `SELECT category, SUM(amount) AS amount FROM cash_entries
      WHERE kind = 'expense' AND entry_date BETWEEN $1 AND $2
      GROUP BY category ORDER BY SUM(amount) DESC, category`,
    [range.startDate, range.endDate],
  );
}

/**
 * The entries of one kind dated in the range (of one category when given), as the row source the profit
 * and loss statement's lines read: `{ date, kind, ref_id, partner_short_name, product_model, quantity,
 * description, amount }`, the amount as entered.
 */
export function cashEntryLinesSql(
  p: SqlParams,
  kind: CashEntryKind,
  range: ClosedRange,
  category: string | null,
): string {
  const from = p.add(range.startDate);
  const to = p.add(range.endDate);
  const kindParam = p.add(kind);
  const byCategory = category === null ? '' : ` AND e.category = ${p.add(category)}`;
  return `SELECT e.entry_date AS date, e.kind::text AS kind, e.id AS ref_id, NULL::varchar AS partner_short_name,
                 NULL::varchar AS product_model, NULL::int AS quantity,
                 concat_ws(' · ', e.category, e.remark) AS description, e.amount
            FROM cash_entries e
           WHERE e.kind = ${kindParam} AND e.entry_date BETWEEN ${from} AND ${to}${byCategory}`;
}
