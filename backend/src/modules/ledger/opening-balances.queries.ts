import { PartnerType } from '../../common/side';
import { Queryable } from '../../common/sql-params';

/** An opening balance with its partner's code and short name, the amount as exact text. */
export interface OpeningBalanceRow {
  code: string | null;
  short_name: string;
  amount: string;
  date: string;
}

const SELECT = `
  SELECT pt.code, pt.short_name, ob.amount, to_char(ob.balance_date, 'YYYY-MM-DD') AS date
    FROM opening_balances ob JOIN partners pt ON pt.id = ob.partner_id`;

/** A page of the opening balances of the partners of this type, by short name, and how many there are. */
export async function openingBalancePage(
  db: Queryable,
  partnerType: PartnerType,
  window: { limit: number; offset: number },
): Promise<{ rows: OpeningBalanceRow[]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    db.query(`${SELECT} WHERE pt.type = $1 ORDER BY pt.short_name, pt.id LIMIT $2 OFFSET $3`, [
      partnerType,
      window.limit,
      window.offset,
    ]) as Promise<OpeningBalanceRow[]>,
    db.query(
      `SELECT count(*)::int AS total FROM opening_balances ob JOIN partners pt ON pt.id = ob.partner_id
        WHERE pt.type = $1`,
      [partnerType],
    ) as Promise<{ total: number }[]>,
  ]);
  return { rows, total };
}

/** The partner's opening balance, or null; `lock` holds it for a change (FOR UPDATE). */
export async function findOpeningBalance(
  db: Queryable,
  partnerId: number,
  lock = false,
): Promise<OpeningBalanceRow | null> {
  const [row] = await db.query(`${SELECT} WHERE ob.partner_id = $1 ${lock ? 'FOR UPDATE OF ob' : ''}`, [
    partnerId,
  ]);
  return row ?? null;
}

/** Creates or replaces the partner's opening balance; `amount` a validated decimal string. */
export async function putOpeningBalance(
  db: Queryable,
  partnerId: number,
  amount: string,
  date: string,
): Promise<void> {
  await db.query(
    `INSERT INTO opening_balances (partner_id, amount, balance_date) VALUES ($1, $2, $3)
       ON CONFLICT (partner_id) DO UPDATE SET amount = EXCLUDED.amount, balance_date = EXCLUDED.balance_date,
                                              updated_at = now()`,
    [partnerId, amount, date],
  );
}

export async function deleteOpeningBalance(db: Queryable, partnerId: number): Promise<void> {
  await db.query('DELETE FROM opening_balances WHERE partner_id = $1', [partnerId]);
}
