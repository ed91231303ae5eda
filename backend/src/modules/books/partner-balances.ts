import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { BalanceChange } from './posting';
import { PartnerType } from '../../common/side';
import { Queryable } from '../../common/sql-params';
import { WriteBatch } from '../../database/write-batch';
import { owedSql } from './line-tax';

/** A partner's balance as the receivable/payable lists show it, read under the lock of its row. */
export interface LockedBalance {
  partner_id: number;
  /** Records − payments + the opening balance, as exact decimal text. */
  balance: string;
  /** The partner's credit limit (customers), exact decimal text; null when it has none. */
  credit_limit: string | null;
}

/**
 * partner_balances rows from the records and payments themselves. Used by the refresh (under lock) and
 * after a restore, when a backup's balances may predate this table.
 */
export const SYNC_PARTNER_BALANCES_SQL = `
  WITH actual AS (
    SELECT pt.id AS partner_id, COALESCE(r.records, 0) AS records, COALESCE(r.total, 0) AS total,
           COALESCE(y.payments, 0) AS payments, COALESCE(y.paid, 0) AS paid
      FROM partners pt
      LEFT JOIN (SELECT r.partner_id, count(*) AS records, sum(${owedSql('r')}) AS total
                   FROM trade_records r GROUP BY r.partner_id) r ON r.partner_id = pt.id
      LEFT JOIN (SELECT partner_id, count(*) AS payments, sum(amount) AS paid
                   FROM payments GROUP BY partner_id) y ON y.partner_id = pt.id
  )
  UPDATE partner_balances b
     SET records = a.records, total = a.total, payments = a.payments, paid = a.paid
    FROM actual a
   WHERE b.partner_id = a.partner_id
     AND (b.records, b.total, b.payments, b.paid) IS DISTINCT FROM (a.records, a.total, a.payments, a.paid)
  RETURNING b.partner_id`;

/** A row for every partner, so the sync can lock and fill them all. */
export const ADD_MISSING_PARTNER_BALANCES_SQL = `
  INSERT INTO partner_balances (partner_id) SELECT id FROM partners ORDER BY id ON CONFLICT DO NOTHING`;

/**
 * Each partner's record and payment totals, kept by the writes in their transactions so the receivable
 * and payable lists read one row per partner. Rows are changed in partner_id order (one statement), after
 * the stock rows a record write locks first: no two writers wait on each other in opposite order.
 */
@Injectable()
export class PartnerBalances {
  recordsChanged(batch: WriteBatch, changes: BalanceChange[]): Promise<void> {
    return this.add(batch, 'records', 'total', changes);
  }

  paymentsChanged(batch: WriteBatch, changes: BalanceChange[]): Promise<void> {
    return this.add(batch, 'payments', 'paid', changes);
  }

  /**
   * Locks these partners' rows (FOR UPDATE, in partner_id order, created when missing) and answers their
   * balances. A write that checks a balance before changing it (the credit limit) holds this lock until
   * it commits, so two such writes for one partner take turns and the second sees the first's total.
   * Called after the stock rows are locked, like `recordsChanged`.
   */
  async lockBalances(manager: EntityManager, partnerIds: number[]): Promise<Map<number, LockedBalance>> {
    const ids = [...new Set(partnerIds)].sort((a, b) => a - b);
    await manager.query(
      'INSERT INTO partner_balances (partner_id) SELECT unnest($1::int[]) ORDER BY 1 ON CONFLICT DO NOTHING',
      [ids],
    );
    const rows: LockedBalance[] = await manager.query(
      `SELECT b.partner_id, (b.total - b.paid + COALESCE(ob.amount, 0))::text AS balance,
              pt.credit_limit::text AS credit_limit
         FROM partner_balances b
         JOIN partners pt ON pt.id = b.partner_id
         LEFT JOIN opening_balances ob ON ob.partner_id = b.partner_id
        WHERE b.partner_id = ANY($1::int[])
        ORDER BY b.partner_id
          FOR UPDATE OF b`,
      [ids],
    );
    return new Map(rows.map((row) => [row.partner_id, row]));
  }

  /**
   * Recomputes every partner's totals from the records and payments and rewrites the rows that differ;
   * returns how many. All rows are locked first, so no write lands between the sums and the rewrite.
   * Runs in the caller's unit of work.
   */
  async sync(manager: EntityManager): Promise<number> {
    await manager.query(ADD_MISSING_PARTNER_BALANCES_SQL);
    await manager.query('SELECT partner_id FROM partner_balances ORDER BY partner_id FOR UPDATE');
    const [rows] = await manager.query(SYNC_PARTNER_BALANCES_SQL);
    return (rows as unknown[]).length;
  }

  private async add(
    batch: WriteBatch,
    count: 'records' | 'payments',
    sum: 'total' | 'paid',
    changes: BalanceChange[],
  ): Promise<void> {
    if (changes.length === 0) return;
    await batch.add('partner_balances', (p) => {
      const column = (value: (c: BalanceChange) => unknown, type: string) =>
        p.array(changes.map(value), type);
      const rows = `unnest(${column((c) => c.partnerId, 'int')}, ${column((c) => c.amount, 'numeric')}, ${column((c) => c.sign, 'int')})`;
      return [
        [
          'partner_balances_added',
          `INSERT INTO partner_balances (partner_id, ${count}, ${sum})
           SELECT partner_id, sum(sign), sum(sign * amount) FROM ${rows} AS u(partner_id, amount, sign)
            GROUP BY partner_id ORDER BY partner_id
           ON CONFLICT (partner_id) DO UPDATE
             SET ${count} = partner_balances.${count} + EXCLUDED.${count},
                 ${sum} = partner_balances.${sum} + EXCLUDED.${sum}`,
        ],
      ];
    });
  }
}

/** How many records the balance row of the partner of this short name and type counts (0 without one). */
export async function partnerRecordCount(
  db: Queryable,
  shortName: string,
  partnerType: PartnerType,
): Promise<number> {
  const [{ total }]: { total: number }[] = await db.query(
    `SELECT COALESCE(SUM(b.records), 0)::int AS total
       FROM partner_balances b JOIN partners pt ON pt.id = b.partner_id
      WHERE pt.short_name = $1 AND pt.type = $2`,
    [shortName, partnerType],
  );
  return total;
}

/** How many records the partner's balance row counts (0 without one): all of the partner's records. */
export async function partnerRecordCountById(db: Queryable, partnerId: number): Promise<number> {
  const [row]: { records: number }[] = await db.query(
    'SELECT records::int AS records FROM partner_balances WHERE partner_id = $1',
    [partnerId],
  );
  return row?.records ?? 0;
}
