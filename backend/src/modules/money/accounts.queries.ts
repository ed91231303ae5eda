import { Queryable, SqlParams } from '../../common/sql-params';
import { AccountKind } from './account.entity';
import { accountMovementSumSql, accountMovementsSql } from './account-movements';
import { AccountEntryKind } from './dto/money.dto';
import { DateFilter, ListWindow } from './money.queries';

/** An account with its balance, money as exact text. */
export interface AccountRow {
  id: number;
  name: string;
  kind: AccountKind;
  opening_balance: string;
  opening_date: string;
  is_default: boolean;
  remark: string | null;
  balance: string;
}

/** The fields an account is written with. */
export interface AccountFields {
  name: string;
  kind: AccountKind;
  /** A validated decimal string. */
  opening_balance: string;
  opening_date: string;
  remark: string | null;
}

/** An account as a money write needs it: which one, and its name for the answer. */
export interface AccountRef {
  id: number;
  name: string;
}

/** A line of an account's statement, with the running sum of the range up to it and the range's figures. */
export interface StatementRow {
  date: string;
  kind: AccountEntryKind;
  ref_id: number;
  partner_short_name: string | null;
  description: string | null;
  amount: string;
  /** Σ amount of the range's lines up to this one. */
  run: string;
  /** Σ amount of every line of the range. */
  range_sum: string;
  /** How many lines the range has. */
  total: string;
}

/** An account's row as the API shows it, its stored balance (kept by the posting engine) included. */
const ACCOUNT_SQL = `
  SELECT id, name, kind, opening_balance, to_char(opening_date, 'YYYY-MM-DD') AS opening_date, is_default,
         remark, balance
    FROM accounts`;

/** Every account with its balance, default first then by name, each with Σ of all balances. */
export function accountsWithBalances(db: Queryable): Promise<(AccountRow & { total_balance: string })[]> {
  return db.query(
    `SELECT b.*, SUM(b.balance) OVER () AS total_balance FROM (${ACCOUNT_SQL}) b
      ORDER BY b.is_default DESC, b.name`,
  );
}

/** The account with its balance, or null. */
export async function findAccount(db: Queryable, id: number): Promise<AccountRow | null> {
  const [row] = await db.query(`${ACCOUNT_SQL} WHERE id = $1`, [id]);
  return row ?? null;
}

/** Σ of every account's balance. */
export async function totalAccountBalance(db: Queryable): Promise<string> {
  const [row] = await db.query('SELECT COALESCE(SUM(balance), 0) AS total FROM accounts');
  return row.total;
}

/**
 * The account named, or the default one when `id` is null, held (key share) until the write commits so
 * that it cannot be deleted under it; null when there is none.
 */
export async function holdAccount(db: Queryable, id: number | null): Promise<AccountRef | null> {
  const [row] =
    id === null
      ? await db.query('SELECT id, name FROM accounts WHERE is_default FOR KEY SHARE')
      : await db.query('SELECT id, name FROM accounts WHERE id = $1 FOR KEY SHARE', [id]);
  return row ? { id: Number(row.id), name: row.name } : null;
}

/** Inserts the account; its id. */
export async function insertAccount(db: Queryable, account: AccountFields): Promise<number> {
  const [{ id }] = await db.query(
    `INSERT INTO accounts (name, kind, opening_balance, opening_date, remark)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [account.name, account.kind, account.opening_balance, account.opening_date, account.remark],
  );
  return id;
}

/** Writes the fields; `makeDefault` makes it the default (never takes that away). */
export async function updateAccount(
  db: Queryable,
  id: number,
  account: AccountFields,
  makeDefault: boolean,
): Promise<void> {
  await db.query(
    `UPDATE accounts SET name = $2, kind = $3, opening_balance = $4, opening_date = $5, remark = $6,
            is_default = is_default OR $7, updated_at = now()
      WHERE id = $1`,
    [
      id,
      account.name,
      account.kind,
      account.opening_balance,
      account.opening_date,
      account.remark,
      makeDefault,
    ],
  );
}

/** Leaves no account the default (before another becomes it). */
export async function clearDefaultAccount(db: Queryable): Promise<void> {
  await db.query('UPDATE accounts SET is_default = false, updated_at = now() WHERE is_default');
}

/** How many transfers (out of or into the account) and cash entries refer to the account. */
export async function accountMovementCounts(
  db: Queryable,
  id: number,
): Promise<{ transfers: number; entries: number }> {
  const [row] = await db.query(
    `SELECT (SELECT count(*) FROM account_transfers WHERE from_account_id = $1 OR to_account_id = $1)::int AS transfers,
            (SELECT count(*) FROM cash_entries WHERE account_id = $1)::int AS entries`,
    [id],
  );
  return row;
}

/**
 * The account's balance at the start of `date` (its opening balance included), in one statement. Both
 * ways are exact and each sums only one side of `date` through the movement tables' (account, date)
 * indexes: `fromStored` takes the stored balance and subtracts the movements on or after the date, the
 * cheaper way when the date is late in the account's history (a recent month); otherwise the opening
 * balance plus the movements before it.
 */
export async function balanceAtStart(
  db: Queryable,
  id: number,
  date: string,
  fromStored: boolean,
): Promise<string> {
  const p = new SqlParams();
  const movements = accountMovementSumSql(p, id, fromStored ? { from: date } : { before: date });
  const [row] = await db.query(
    `SELECT ${fromStored ? 'a.balance -' : 'a.opening_balance +'} ${movements} AS balance
       FROM accounts a WHERE a.id = ${p.add(id)}`,
    p.values,
  );
  return row.balance;
}

/**
 * A page of the account's movements in the range, oldest first (within a day money in first, then by
 * the line's id), each with the running sum of the range up to it.
 */
export function statementPage(
  db: Queryable,
  id: number,
  range: DateFilter,
  window: ListWindow,
): Promise<StatementRow[]> {
  const p = new SqlParams();
  const movements = accountMovementsSql(p, id, { from: range.start_date, to: range.end_date });
  return db.query(
    `WITH lines AS (${movements}),
          running AS (
            SELECT l.*, SUM(l.amount) OVER (ORDER BY l.date, l.kind_order, l.ref_id ROWS UNBOUNDED PRECEDING) AS run,
                   SUM(l.amount) OVER () AS range_sum, count(*) OVER () AS total
              FROM lines l)
     SELECT to_char(date, 'YYYY-MM-DD') AS date, kind, ref_id, partner_short_name, description, amount, run,
            range_sum, total
       FROM running ORDER BY date, kind_order, ref_id
      LIMIT ${p.add(window.limit)} OFFSET ${p.add(window.offset)}`,
    p.values,
  );
}

/** How many movements the account has in the range, and their Σ amount. */
export async function movementTotals(
  db: Queryable,
  id: number,
  range: DateFilter,
): Promise<{ total: number; sum: string }> {
  const p = new SqlParams();
  const movements = accountMovementsSql(p, id, { from: range.start_date, to: range.end_date });
  const [row] = await db.query(
    `SELECT count(*)::int AS total, COALESCE(SUM(amount), 0) AS sum FROM (${movements}) x`,
    p.values,
  );
  return row;
}

/** The id of the account with this name, or null. */
export async function accountIdByName(db: Queryable, name: string): Promise<number | null> {
  const [row]: { id: number }[] = await db.query('SELECT id FROM accounts WHERE name = $1', [name]);
  return row ? Number(row.id) : null;
}
