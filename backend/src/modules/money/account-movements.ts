import { Direction } from '../../common/side';
import { SqlParams } from '../../common/sql-params';

/**
 * Every movement of money on the company's accounts, as one SQL row source: a receipt from a customer
 * (money in), a payment to a supplier (out), other income (in), an expense (out), a transfer's two
 * sides. `amount` is signed, money in positive. `account` (a SQL expression or parameter) narrows every
 * branch to one account so that each branch reads its own index; null reads every account.
 *
 * Within a day money in comes before money out (`kind_order`), then the line's own id: the running
 * balance of a statement never dips below what the day ends with only because of the order of entry.
 */
export function accountMovementsSql(p: SqlParams, account: number | null, range: DateBounds = {}): string {
  const accountParam = account === null ? null : p.add(account);
  const on = (column: string) => (accountParam === null ? 'TRUE' : `${column} = ${accountParam}`);
  const dated = datedSql(p, range);
  const receipt = Direction.Outbound;
  return `
    SELECT y.account_id, y.pay_date AS date,
           CASE WHEN y.direction = ${receipt} THEN 'receipt' ELSE 'payment' END AS kind,
           CASE WHEN y.direction = ${receipt} THEN 1 ELSE 4 END AS kind_order,
           y.id AS ref_id, pt.short_name AS partner_short_name,
           NULLIF(concat_ws(' · ', y.pay_method, y.remark), '') AS description,
           CASE WHEN y.direction = ${receipt} THEN y.amount ELSE -y.amount END AS amount
      FROM payments y JOIN partners pt ON pt.id = y.partner_id
     WHERE ${on('y.account_id')}${dated('y.pay_date')}
    UNION ALL
    SELECT e.account_id, e.entry_date, e.kind, CASE WHEN e.kind = 'income' THEN 2 ELSE 5 END, e.id, NULL,
           NULLIF(concat_ws(' · ', e.category, e.remark), ''),
           CASE WHEN e.kind = 'income' THEN e.amount ELSE -e.amount END
      FROM cash_entries e
     WHERE ${on('e.account_id')}${dated('e.entry_date')}
    UNION ALL
    SELECT t.to_account_id, t.transfer_date, 'transfer_in', 3, t.id, NULL,
           concat_ws(' · ', a.name, t.remark), t.amount
      FROM account_transfers t JOIN accounts a ON a.id = t.from_account_id
     WHERE ${on('t.to_account_id')}${dated('t.transfer_date')}
    UNION ALL
    SELECT t.from_account_id, t.transfer_date, 'transfer_out', 6, t.id, NULL,
           concat_ws(' · ', a.name, t.remark), -t.amount
      FROM account_transfers t JOIN accounts a ON a.id = t.to_account_id
     WHERE ${on('t.from_account_id')}${dated('t.transfer_date')}`;
}

/**
 * Σ amount of `accountMovementsSql(p, account, range)` as one SQL expression: each table summed on its
 * own through its (account, date) index, without the lines' joins and texts (a payment always has its
 * partner, a transfer its other account, so the joins drop nothing). A statement's opening balance.
 */
export function accountMovementSumSql(p: SqlParams, account: number, range: DateBounds): string {
  const id = p.add(account);
  const dated = datedSql(p, range);
  const sum = (amount: string, from: string, where: string) =>
    `(SELECT COALESCE(SUM(${amount}), 0) FROM ${from} WHERE ${where})`;
  return `(${[
    sum(
      `CASE WHEN y.direction = ${Direction.Outbound} THEN y.amount ELSE -y.amount END`,
      'payments y',
      `y.account_id = ${id}${dated('y.pay_date')}`,
    ),
    sum(
      "CASE WHEN e.kind = 'income' THEN e.amount ELSE -e.amount END",
      'cash_entries e',
      `e.account_id = ${id}${dated('e.entry_date')}`,
    ),
    sum('t.amount', 'account_transfers t', `t.to_account_id = ${id}${dated('t.transfer_date')}`),
    sum('-t.amount', 'account_transfers t', `t.from_account_id = ${id}${dated('t.transfer_date')}`),
  ].join(' + ')})`;
}

/** ` AND` the range's conditions on a date column (empty without a range). */
function datedSql(p: SqlParams, range: DateBounds): (column: string) => string {
  return (column) => {
    const where: string[] = [];
    if (range.from) where.push(`${column} >= ${p.add(range.from)}`);
    if (range.to) where.push(`${column} <= ${p.add(range.to)}`);
    if (range.before) where.push(`${column} < ${p.add(range.before)}`);
    return where.length ? ` AND ${where.join(' AND ')}` : '';
  };
}

/** Inclusive `from`/`to`, exclusive `before` (the movements before a statement's first day). */
export interface DateBounds {
  from?: string | null;
  to?: string | null;
  before?: string | null;
}

/**
 * Each account's balance as its movements give it: its opening balance plus Σ of its movements, every
 * account (also those without movements). Sums per table are grouped before the join, so each table is
 * read once through its account index. The stored balance (`accounts.balance`) is checked and rewritten
 * from it (the refresh, a restore); reads take the stored one.
 */
export const ACCOUNT_BALANCES_FROM_MOVEMENTS_SQL = `
  SELECT a.id,
         a.opening_balance + COALESCE(y.sum, 0) + COALESCE(e.sum, 0) + COALESCE(ti.sum, 0) - COALESCE(tf.sum, 0)
           AS balance
    FROM accounts a
    LEFT JOIN (SELECT account_id, SUM(CASE WHEN direction = ${Direction.Outbound} THEN amount ELSE -amount END) AS sum
                 FROM payments GROUP BY account_id) y ON y.account_id = a.id
    LEFT JOIN (SELECT account_id, SUM(CASE WHEN kind = 'income' THEN amount ELSE -amount END) AS sum
                 FROM cash_entries GROUP BY account_id) e ON e.account_id = a.id
    LEFT JOIN (SELECT to_account_id AS account_id, SUM(amount) AS sum
                 FROM account_transfers GROUP BY to_account_id) ti ON ti.account_id = a.id
    LEFT JOIN (SELECT from_account_id AS account_id, SUM(amount) AS sum
                 FROM account_transfers GROUP BY from_account_id) tf ON tf.account_id = a.id`;
