import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import Decimal from 'decimal.js';
import { openAmounts } from './aging';
import { SqlParams } from '../../common/sql-params';
import { Side } from '../../common/side';
import { owedSql } from '../books/line-tax';

/** One partner's aging: its balance and what of it each bucket holds (exact decimal texts). */
export interface AgingRow {
  partner_id: number;
  code: string | null;
  short_name: string;
  balance: string;
  amounts: string[];
}

/**
 * A row as the query answers it: `figures` is the balance and the amounts, space-separated; `older`
 * carries what placing an opening balance needs, when it does. The totals row has no partner.
 */
interface QueriedRow {
  partner_id: number | null;
  code: string | null;
  short_name: string | null;
  figures: string;
  older: { terms: number; opening: string; opening_date: string } | null;
}

type QueriedPartner = QueriedRow & { partner_id: number; short_name: string };

export interface AgingRows {
  rows: AgingRow[];
  /** Σ of each bucket over the rows (exact decimal texts). */
  totals: string[];
}

/**
 * The queries behind the aging. Per partner of the side:
 * - the balance as of the date: the kept all-time totals (partner_balances, the opening balance when
 *   dated on or before the date) minus the records and payments dated after it, so "as of today" reads
 *   one row per partner and an as-of date in the past reads only what came after it;
 * - for a positive balance, its split over the buckets (AgingFigures.amounts): under oldest-first
 *   settlement the open charges are the newest ones whose sum covers the balance, and every charge
 *   more than the last edge days overdue lands in the last bucket whatever its age, so only the charges
 *   of that window are read, newest first and only until covered at the buckets' granularity: the days
 *   of `current` and the first bucket, then the rest of the window only for a partner whose balance
 *   reaches past them (half of them in the 1,000,000-record benchmark). Index-only reads of
 *   IDX_trade_records_partner and IDX_payments_adjustments (payables have no
 *   negative payments and skip it) give one cumulative sum per bucket edge, and the split is done in
 *   SQL (exact numeric; thousands of decimal.js operations per call cost more than the query).
 * A record counts what the partner owes for it (owedSql: its gross amount, a line without tax its exact
 * total).
 * Charges are records with a positive total and negative payments (receivable adjustments), less the
 * allocations that name their documents (payments dated on or before the date; books/allocations.ts):
 * an allocated amount settles its document first, and only the rest of the credits (payments beyond
 * their allocations, returns, a negative opening balance) settles the oldest charges.
 */
@Injectable()
export class AgingQueries {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Every partner of the side with a balance ≠ 0 as of `asOf`, or the one partner `partnerId` whatever
   * its balance.
   */
  async agingRows(
    side: Side,
    asOf: string,
    edges: readonly number[],
    partnerId?: number,
  ): Promise<AgingRows> {
    const p = new SqlParams();
    const direction = p.add(side.direction);
    const date = `${p.add(asOf)}::date`;
    const last = `${p.add(edges[edges.length - 1])}::int`;
    const partnerWhere = [`pt.type = ${p.add(side.partnerType)}`];
    // One partner: what is dated after the date is read for it alone (its own index range).
    const one = partnerId === undefined ? null : p.add(partnerId);
    if (one) partnerWhere.push(`pt.id = ${one}`);
    // (MATERIALIZED: each partner's balance and sums are computed once, not at every use below.)
    // `from(k)`: the oldest day of bucket k (as of − terms − edge k−1; bucket 0: as of − terms).
    const from = (k: number) => `p.due_by - ${p.add(k === 0 ? 0 : edges[k - 1])}::int`;
    const sum = (amount: string, day: string, k: number, last: boolean) =>
      `sum(${amount})${last ? '' : ` FILTER (WHERE ${day} >= ${from(k)})`} AS s${k}`;
    const n = edges.length;
    // s0 … sN over the window: Σ charges at most 0, edges[0], … days overdue, then all of it.
    const allSums = (amount: string, day: string) =>
      Array.from({ length: n + 1 }, (_, k) => sum(amount, day, k, k === n)).join(', ');
    // The records in two steps, newest first: the first edge's days (s0, s1); the rest of the window
    // (s2 … sN) only for a partner whose balance reaches past them: it is read "until covered", at the
    // granularity of the buckets.
    const restSums = Array.from({ length: n - 1 }, (_, i) =>
      sum(owedSql('r2'), 'r2.record_date', i + 2, i + 2 === n),
    ).join(', ');
    // c0 … cN: Σ charges of both tables at most 0, edges[0], … days overdue, then of the whole window.
    const covered = Array.from({ length: n + 1 }, (_, k) => {
      const records = k < 2 ? `COALESCE(r1.s${k}, 0)` : `COALESCE(r1.s1, 0) + COALESCE(r2.s${k}, 0)`;
      return `${records} + COALESCE(y.s${k}, 0) + COALESCE(al.s${k}, 0) AS c${k}`;
    });
    const least = (k: number) => `LEAST(c${k}, balance)`;
    const split = [
      least(0),
      ...Array.from({ length: n }, (_, k) => `${least(k + 1)} - ${least(k)}`),
      `balance - ${least(n)}`,
    ];
    const credit = [`balance`, ...covered.map(() => '0')];
    const buckets = split.map((_, k) => k);
    // Few columns: the driver's parsing of 800 rows of a dozen columns was ~40 % of the call's server CPU,
    // so the balance and the amounts travel as one text (decimal numbers hold no space), and what
    // placing an opening balance needs only for the rows that need it.
    const rows: QueriedRow[] = await this.dataSource.query(
      `
      WITH p AS MATERIALIZED (
        SELECT pt.id, pt.code, pt.short_name, COALESCE(pt.payment_terms_days, 0) AS terms,
               ob.amount AS opening, ob.balance_date AS opening_date,
               -- Charges dated on or after this day are not yet due.
               ${date} - COALESCE(pt.payment_terms_days, 0) AS due_by,
               COALESCE(pb.total, 0) - COALESCE(pb.paid, 0)
                 - COALESCE(later.total, 0) + COALESCE(later_paid.paid, 0)
                 + CASE WHEN ob.balance_date <= ${date} THEN ob.amount ELSE 0 END AS balance
          FROM partners pt
          LEFT JOIN partner_balances pb ON pb.partner_id = pt.id
          LEFT JOIN opening_balances ob ON ob.partner_id = pt.id
          LEFT JOIN (SELECT r.partner_id, sum(${owedSql('r')}) AS total FROM trade_records r
                      WHERE r.direction = ${direction} AND r.record_date > ${date}
                            ${one ? `AND r.partner_id = ${one}` : ''}
                      GROUP BY r.partner_id) later ON later.partner_id = pt.id
          LEFT JOIN (SELECT y.partner_id, sum(y.amount) AS paid FROM payments y
                      WHERE y.direction = ${direction} AND y.pay_date > ${date}
                            ${one ? `AND y.partner_id = ${one}` : ''}
                      GROUP BY y.partner_id) later_paid ON later_paid.partner_id = pt.id
         WHERE ${partnerWhere.join(' AND ')}
      ), w AS MATERIALIZED (
        SELECT p.*, ${covered.join(', ')}
          FROM p
          LEFT JOIN LATERAL (
            SELECT ${allSums('-y.amount', 'y.pay_date')} FROM payments y
             WHERE y.direction = ${direction} AND y.partner_id = p.id AND p.balance > 0
               AND ${side.allowNegativePayment ? 'TRUE' : 'FALSE'}
               AND y.pay_date BETWEEN p.due_by - ${last} AND ${date} AND y.amount < 0
          ) y ON true
          LEFT JOIN LATERAL (
            SELECT ${allSums('-a.amount', 'd.document_date')} FROM payment_allocations a
              JOIN payments ya ON ya.id = a.payment_id
              JOIN trade_documents d ON d.id = a.document_id
             WHERE a.partner_id = p.id AND p.balance > 0 AND ya.pay_date <= ${date}
               AND d.document_date BETWEEN p.due_by - ${last} AND ${date}
          ) al ON true
          LEFT JOIN LATERAL (
            SELECT ${sum(owedSql('r1'), 'r1.record_date', 0, false)}, sum(${owedSql('r1')}) AS s1
              FROM trade_records r1
             WHERE r1.direction = ${direction} AND r1.partner_id = p.id AND p.balance > 0
               AND r1.record_date BETWEEN ${from(1)} AND ${date} AND r1.total_price > 0
          ) r1 ON true
          ${
            n < 2
              ? ''
              : `LEFT JOIN LATERAL (
            SELECT ${restSums} FROM trade_records r2
             WHERE r2.direction = ${direction} AND r2.partner_id = p.id
               AND p.balance > COALESCE(r1.s1, 0) + COALESCE(y.s1, 0) + COALESCE(al.s1, 0)
               AND r2.record_date BETWEEN p.due_by - ${last} AND ${from(1)} - 1 AND r2.total_price > 0
          ) r2 ON true`
          }
         ${one ? '' : 'WHERE p.balance <> 0'}
      ), a AS MATERIALIZED (
        SELECT id, code, short_name, terms, balance, opening, opening_date,
               ${split.map((amount, k) => `CASE WHEN balance > 0 THEN ${amount} ELSE ${credit[k]} END AS a${k}`).join(', ')},
               -- The one case in which the charges before the window matter (see AgingFigures.older).
               COALESCE(balance > c${n} AND opening > 0
                        AND opening_date BETWEEN due_by - ${last} AND ${date}, false) AS needs_older
          FROM w
      )
      SELECT id AS partner_id, code, short_name, concat_ws(' ', balance, ${buckets.map((k) => `a${k}`).join(', ')}) AS figures,
             CASE WHEN needs_older THEN json_build_object('terms', terms, 'opening', opening::text,
                    'opening_date', to_char(opening_date, 'YYYY-MM-DD')) END AS older
        FROM a
      UNION ALL
      -- The totals, of the rows the query places whole (the others are added once placed).
      SELECT NULL, NULL, NULL,
             concat_ws(' ', 0, ${buckets.map((k) => `COALESCE(sum(a${k}) FILTER (WHERE NOT needs_older), 0)`).join(', ')}), NULL
        FROM a`,
      p.values,
    );
    const totalsRow = rows.find((row) => row.partner_id === null)!;
    // (Built field by field: rest and spread copies of 800 rows cost a millisecond.)
    const partners = rows
      .filter((row): row is QueriedPartner => row.partner_id !== null)
      .map((queried) => {
        const [balance, ...amounts] = queried.figures.split(' ');
        const { partner_id, code, short_name } = queried;
        const row: AgingRow = { partner_id, code, short_name, balance, amounts };
        return { row, opening: queried.older };
      });
    const needed = partners.filter(({ opening }) => opening);
    const older = needed.length
      ? await this.olderCharges(
          side,
          needed.map(({ row }) => row.partner_id),
          asOf,
          edges[edges.length - 1],
        )
      : new Map<number, string>();
    const totals = totalsRow.figures
      .split(' ')
      .slice(1)
      .map((total) => new Decimal(total));
    const result = partners.map(({ row, opening }): AgingRow => {
      if (!opening) return row;
      const amounts = openAmounts(
        {
          balance: row.balance,
          terms: opening.terms,
          amounts: row.amounts,
          opening: { amount: opening.opening, date: opening.opening_date },
          older: older.get(row.partner_id) ?? '0',
        },
        asOf,
        edges,
      );
      amounts.forEach((amount, k) => (totals[k] = totals[k].plus(amount)));
      return { ...row, amounts };
    });
    return { rows: result, totals: totals.map((total) => total.toString()) };
  }

  /**
   * Per partner, Σ charges more than `lastEdge` days overdue as of `asOf` (records with a positive total,
   * negative payments, less the allocations to those documents), by partner id.
   */
  private async olderCharges(
    side: Side,
    partnerIds: number[],
    asOf: string,
    lastEdge: number,
  ): Promise<Map<number, string>> {
    const rows: { id: number; older: string }[] = await this.dataSource.query(
      `SELECT pt.id,
              (COALESCE((SELECT sum(${owedSql('r')}) FROM trade_records r
                          WHERE r.direction = $1 AND r.partner_id = pt.id AND r.total_price > 0
                            AND r.record_date < $3::date - COALESCE(pt.payment_terms_days, 0) - $4::int), 0)
               - COALESCE((SELECT sum(y.amount) FROM payments y
                            WHERE y.direction = $1 AND y.partner_id = pt.id AND y.amount < 0
                              AND y.pay_date < $3::date - COALESCE(pt.payment_terms_days, 0) - $4::int), 0)
               - COALESCE((SELECT sum(a.amount) FROM payment_allocations a
                             JOIN payments ya ON ya.id = a.payment_id
                             JOIN trade_documents d ON d.id = a.document_id
                            WHERE a.partner_id = pt.id AND ya.pay_date <= $3::date
                              AND d.document_date < $3::date - COALESCE(pt.payment_terms_days, 0) - $4::int), 0)
              )::text AS older
         FROM partners pt WHERE pt.id = ANY($2::int[])`,
      [side.direction, partnerIds, asOf, lastEdge],
    );
    return new Map(rows.map((row) => [Number(row.id), row.older]));
  }
}
