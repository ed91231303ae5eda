import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AgingFigures, overdueBounds } from './aging';
import { LedgerSide } from './ledger-side';
import { SqlParams } from './sql-params';

/** One partner's aging figures with its names. */
export interface AgingRow extends AgingFigures {
  partner_id: number;
  code: string | null;
  short_name: string;
}

/**
 * The one query behind the aging (EXTENSIONS E6). Per partner of the side:
 * - the balance as of the date: the kept all-time totals (partner_balances, the opening balance when
 *   dated on or before the date) minus the records and payments dated after it, so "as of today" reads
 *   one row per partner and an as-of date in the past reads only what came after it;
 * - for a positive balance, its open charges by bucket. Under oldest-first settlement the open charges
 *   are the newest ones whose sum covers the balance, and every charge due more than the last edge days
 *   before the date is in the last bucket whatever its age: so only the charges of that window are read
 *   (IDX_trade_records_partner, newest first), summed per day with a running sum from the newest, and
 *   each day contributes min(running, balance) − min(running before it, balance) (partners owing
 *   nothing skip the scan). The rest of the
 *   balance is older, read as a sum only in the one case it must be split (a positive opening balance
 *   inside the window behind older records).
 * Charges are records with a positive total and negative payments (receivable adjustments); credits
 * (payments, returns, a negative opening balance) only lower the balance.
 */
@Injectable()
export class AgingQueries {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Every partner of the side with a balance ≠ 0 as of `asOf`, or the one partner `partnerId` whatever
   * its balance.
   */
  async agingRows(
    side: LedgerSide,
    asOf: string,
    edges: readonly number[],
    partnerId?: number,
  ): Promise<AgingRow[]> {
    const p = new SqlParams();
    const direction = p.add(side.direction);
    const date = `${p.add(asOf)}::date`;
    const last = `${p.add(edges[edges.length - 1])}::int`;
    const bounds = `${p.add(overdueBounds(edges))}::int[]`;
    const partnerWhere = [`pt.type = ${p.add(side.partnerType)}`];
    if (partnerId !== undefined) partnerWhere.push(`pt.id = ${p.add(partnerId)}`);
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      `
      WITH p AS (
        SELECT pt.id, pt.code, pt.short_name, COALESCE(pt.payment_terms_days, 0) AS terms,
               ob.amount AS opening, ob.balance_date AS opening_date,
               ${date} - COALESCE(pt.payment_terms_days, 0) - ${last} AS window_start,
               COALESCE(pb.total, 0) - COALESCE(pb.paid, 0)
                 - COALESCE(later.total, 0) + COALESCE(later_paid.paid, 0)
                 + CASE WHEN ob.balance_date <= ${date} THEN ob.amount ELSE 0 END AS balance
          FROM partners pt
          LEFT JOIN partner_balances pb ON pb.partner_id = pt.id
          LEFT JOIN opening_balances ob ON ob.partner_id = pt.id
          LEFT JOIN (SELECT r.partner_id, sum(r.total_price) AS total FROM trade_records r
                      WHERE r.direction = ${direction} AND r.record_date > ${date}
                      GROUP BY r.partner_id) later ON later.partner_id = pt.id
          LEFT JOIN (SELECT y.partner_id, sum(y.amount) AS paid FROM payments y
                      WHERE y.direction = ${direction} AND y.pay_date > ${date}
                      GROUP BY y.partner_id) later_paid ON later_paid.partner_id = pt.id
         WHERE ${partnerWhere.join(' AND ')}
      )
      SELECT p.id AS partner_id, p.code, p.short_name, p.terms, p.balance::text AS balance,
             p.opening::text AS opening, to_char(p.opening_date, 'YYYY-MM-DD') AS opening_date,
             COALESCE(w.charges, 0)::text AS window_charges, w.buckets, w.opens,
             CASE WHEN p.balance > COALESCE(w.charges, 0) AND p.opening > 0
                       AND p.opening_date <= ${date} AND p.opening_date >= p.window_start
                  THEN COALESCE((SELECT sum(r.total_price) FROM trade_records r
                                  WHERE r.direction = ${direction} AND r.partner_id = p.id
                                    AND r.record_date < p.window_start AND r.total_price > 0), 0)
                     - COALESCE((SELECT sum(y.amount) FROM payments y
                                  WHERE y.direction = ${direction} AND y.partner_id = p.id
                                    AND y.pay_date < p.window_start AND y.amount < 0), 0)
             END::text AS older
        FROM p
        LEFT JOIN LATERAL (
          SELECT sum(b.charges) AS charges, array_agg(b.bucket ORDER BY b.bucket) AS buckets,
                 array_agg(b.open::text ORDER BY b.bucket) AS opens
            FROM (SELECT width_bucket(${date} - d.day - p.terms, ${bounds}) AS bucket,
                         sum(d.amount) AS charges,
                         sum(LEAST(d.running, p.balance) - LEAST(d.running - d.amount, p.balance)) AS open
                    FROM (SELECT c.day, sum(c.amount) AS amount,
                                 sum(sum(c.amount)) OVER (ORDER BY c.day DESC) AS running
                            FROM (SELECT r.record_date AS day, r.total_price AS amount FROM trade_records r
                                   WHERE r.direction = ${direction} AND r.partner_id = p.id
                                     AND r.record_date <= ${date} AND r.record_date >= p.window_start
                                     AND r.total_price > 0 AND p.balance > 0
                                  UNION ALL
                                  SELECT y.pay_date, -y.amount FROM payments y
                                   WHERE y.direction = ${direction} AND y.partner_id = p.id
                                     AND y.pay_date <= ${date} AND y.pay_date >= p.window_start
                                     AND y.amount < 0 AND p.balance > 0) c
                           GROUP BY c.day) d
                   GROUP BY 1) b
        ) w ON true
       ${partnerId === undefined ? 'WHERE p.balance <> 0' : ''}`,
      p.values,
    );
    return rows.map((row): AgingRow => {
      const buckets = (row.buckets as number[] | null) ?? [];
      const opens = (row.opens as string[] | null) ?? [];
      return {
        partner_id: Number(row.partner_id),
        code: row.code as string | null,
        short_name: row.short_name as string,
        balance: row.balance as string,
        terms: Number(row.terms),
        window: buckets.map((bucket, i) => ({ bucket, open: opens[i] })),
        windowCharges: row.window_charges as string,
        opening:
          row.opening === null ? null : { amount: row.opening as string, date: row.opening_date as string },
        older: row.older as string | null,
      };
    });
  }
}
