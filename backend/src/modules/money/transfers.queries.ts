import { Queryable, SqlParams } from '../../common/sql-params';
import { DateFilter, ListWindow, newestFirstPage } from './money.queries';

/** A transfer with its two accounts' names, the amount as exact text. */
export interface TransferRow {
  id: number;
  from_account_id: number;
  from_account_name: string;
  to_account_id: number;
  to_account_name: string;
  amount: string;
  date: string;
  remark: string | null;
}

/** The fields a transfer is written with. */
export interface TransferFields {
  from_account_id: number;
  to_account_id: number;
  /** A validated decimal string. */
  amount: string;
  date: string;
  remark: string | null;
}

export interface TransferFilter extends DateFilter {
  /** The transfers out of or into this account. */
  account_id?: number;
}

const TRANSFER_SELECT = `
  SELECT t.id, t.from_account_id, f.name AS from_account_name, t.to_account_id, o.name AS to_account_name,
         t.amount, to_char(t.transfer_date, 'YYYY-MM-DD') AS date, t.remark
    FROM account_transfers t
    JOIN accounts f ON f.id = t.from_account_id
    JOIN accounts o ON o.id = t.to_account_id`;

/** A page of the transfers the filter matches, newest first, with their count. */
export async function transferPage(
  db: Queryable,
  filter: TransferFilter,
  window: ListWindow,
): Promise<{ rows: TransferRow[]; total: number }> {
  const p = new SqlParams();
  const where: string[] = [];
  if (filter.account_id !== undefined) {
    const account = p.add(filter.account_id);
    where.push(`(t.from_account_id = ${account} OR t.to_account_id = ${account})`);
  }
  const { rows, totals } = await newestFirstPage<TransferRow, { total: number }>(
    db,
    {
      select: TRANSFER_SELECT,
      table: 'account_transfers t',
      totals: 'count(*)::int AS total',
      date: 't.transfer_date',
      id: 't.id',
    },
    p,
    where,
    filter,
    window,
  );
  return { rows, total: totals.total };
}

/** The transfer with its accounts' names, or null. */
export async function findTransfer(db: Queryable, id: number): Promise<TransferRow | null> {
  const [row] = await db.query(`${TRANSFER_SELECT} WHERE t.id = $1`, [id]);
  return row ?? null;
}

/** Inserts the transfer; its id. */
export async function insertTransfer(db: Queryable, transfer: TransferFields): Promise<number> {
  const [{ id }] = await db.query(
    `INSERT INTO account_transfers (from_account_id, to_account_id, amount, transfer_date, remark)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [transfer.from_account_id, transfer.to_account_id, transfer.amount, transfer.date, transfer.remark],
  );
  return id;
}

export async function updateTransfer(db: Queryable, id: number, transfer: TransferFields): Promise<void> {
  await db.query(
    `UPDATE account_transfers SET from_account_id = $2, to_account_id = $3, amount = $4, transfer_date = $5,
            remark = $6, updated_at = now()
      WHERE id = $1`,
    [id, transfer.from_account_id, transfer.to_account_id, transfer.amount, transfer.date, transfer.remark],
  );
}
