import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { findPartnerByCode, PartnerRow } from '../partners/partners.queries';
import { Side } from '../../common/side';
import { owedSql } from '../books/line-tax';

/**
 * What a line is: the side's record (`outbound` sale / `inbound` purchase), a `return` of one, a
 * `payment`, an `adjustment` (a negative receivable payment) or the `opening_balance` when dated inside
 * the period.
 */
export type StatementLineKind =
  'opening_balance' | 'outbound' | 'inbound' | 'return' | 'payment' | 'adjustment';

/**
 * A statement line, its amounts as exact decimal texts: `debit` raises the balance and `credit` lowers
 * it (the other is null); `balance` is the running balance after the line.
 */
export interface StatementLineRow {
  date: string;
  kind: StatementLineKind;
  reference: string | null;
  /** The document a record's line belongs to; null for payments and the opening balance. */
  document_id: number | null;
  description: string | null;
  debit: string | null;
  credit: string | null;
  balance: string;
}

/** The period's lines and the balance before them. */
export interface StatementLines {
  opening: string;
  lines: StatementLineRow[];
}

/** The reads of a statement of account that the ledger's other screens do not share. */
@Injectable()
export class StatementQueries {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The partner of this side with this code (right type), with its contact fields, or null. */
  partnerCard(side: Side, code: string): Promise<PartnerRow | null> {
    return findPartnerByCode(this.dataSource, code, side.partnerType);
  }

  /**
   * The partner's movements dated in the range, oldest first, with their running balance from the
   * opening balance (`closing` less the period's movements): its opening balance when dated inside,
   * then per day the records before the payments, each by id. One query, amounts and balances summed
   * in SQL (exact, and a busy partner's three years are some 20,000 lines):
   * - a record: reference = invoice number, else order number, else its document's number (what the
   *   partner's delivery note or receipt shows); description = "model × quantity @ unit price" (a
   *   return's quantity as returned, positive: its kind says it is a return) and
   *   "; remark" when it has one; what the partner owes for it (owedSql) is a debit, a return's
   *   (negative) a credit;
   * - a payment: reference = the name of the account it went through; description = the payment
   *   method, "; remark" and, when it names documents, "; <document number> <amount>, …" (what it
   *   settles first); a credit, a negative payment (an adjustment) a debit;
   * - the opening balance: no reference or description; a debit, or a credit when negative.
   */
  async lines(
    side: Side,
    partnerId: number,
    range: { from: string; to: string },
    closing: string,
  ): Promise<StatementLines> {
    const rows: (StatementLineRow & { opening: string })[] = await this.dataSource.query(
      `SELECT to_char(l.day, 'YYYY-MM-DD') AS date, l.kind, l.reference, l.document_id, l.description,
              CASE WHEN l.change >= 0 THEN l.change END::text AS debit,
              CASE WHEN l.change < 0 THEN -l.change END::text AS credit,
              ($6::numeric - sum(l.change) OVER () + sum(l.change) OVER (ORDER BY l.day, l.seq, l.id
                 ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW))::text AS balance,
              ($6::numeric - sum(l.change) OVER ())::text AS opening
         FROM (SELECT ob.balance_date AS day, 0 AS seq, 0 AS id, 'opening_balance' AS kind,
                      NULL AS reference, NULL::int AS document_id, NULL AS description, ob.amount AS change
                 FROM opening_balances ob
                WHERE ob.partner_id = $2 AND ob.balance_date BETWEEN $3::date AND $4::date
               UNION ALL
               SELECT r.record_date, 1, r.id, CASE WHEN r.quantity < 0 THEN 'return' ELSE $5 END,
                      COALESCE(r.invoice_number, r.order_number, d.document_number), d.id,
                      pr.product_model || ' × ' || abs(r.quantity) || ' @ ' || trim_scale(r.unit_price)
                        || COALESCE('; ' || r.remark, ''),
                      ${owedSql('r')}
                 FROM trade_records r
                 JOIN products pr ON pr.id = r.product_id
                 JOIN trade_documents d ON d.id = r.document_id
                WHERE r.direction = $1 AND r.partner_id = $2 AND r.record_date BETWEEN $3::date AND $4::date
               UNION ALL
               SELECT y.pay_date, 2, y.id, CASE WHEN y.amount < 0 THEN 'adjustment' ELSE 'payment' END,
                      ac.name, NULL,
                      y.pay_method || COALESCE('; ' || y.remark, '')
                        || COALESCE('; ' || (SELECT string_agg(d.document_number || ' ' || a.amount, ', '
                                                               ORDER BY d.document_date, d.id)
                                               FROM payment_allocations a
                                               JOIN trade_documents d ON d.id = a.document_id
                                              WHERE a.payment_id = y.id), ''),
                      -y.amount
                 FROM payments y
                 LEFT JOIN accounts ac ON ac.id = y.account_id
                WHERE y.direction = $1 AND y.partner_id = $2 AND y.pay_date BETWEEN $3::date AND $4::date) l
        ORDER BY l.day, l.seq, l.id`,
      [side.direction, partnerId, range.from, range.to, side.route, closing],
    );
    // The rows go on with their `opening` column: the caller builds its lines field by field (a copy
    // without it cost ~1 ms per thousand lines).
    return { opening: rows[0]?.opening ?? closing, lines: rows };
  }
}
