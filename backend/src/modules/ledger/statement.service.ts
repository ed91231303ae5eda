import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import Decimal from 'decimal.js';
import { addDays } from '../../common/dates';
import { AgingService, PartnerAgingView } from './aging.service';
import { LedgerQueries, LedgerRecordRow, PaymentRow } from './ledger.queries';
import { LedgerSide } from './ledger-side';

export interface StatementInput {
  startDate: string;
  endDate: string;
  /** Edges of the aging that ends the statement (validated text; default 30,60,90). */
  buckets?: string | null;
}

/**
 * What a line is: the side's record (`outbound` sale / `inbound` purchase), a `return` of one, a
 * `payment`, an `adjustment` (a negative receivable payment) or the `opening_balance` when dated inside
 * the period.
 */
export type StatementLineKind =
  'opening_balance' | 'outbound' | 'inbound' | 'return' | 'payment' | 'adjustment';

/**
 * `debit` raises the balance and `credit` lowers it, on both sides (the balance is what the customer
 * owes us, or what we owe the supplier); the other column is null.
 */
export interface StatementLine {
  date: string;
  kind: StatementLineKind;
  reference: string | null;
  description: string | null;
  debit: number | null;
  credit: number | null;
  balance: number;
}

export interface StatementView {
  partner: {
    code: string | null;
    short_name: string;
    full_name: string;
    address: string | null;
    contact_person: string | null;
    contact_phone: string | null;
    payment_terms_days: number | null;
  };
  start_date: string;
  end_date: string;
  opening_balance: number;
  lines: StatementLine[];
  closing_balance: number;
  aging: PartnerAgingView;
}

/** A line before its running balance: the signed change of the balance. */
interface Movement extends Omit<StatementLine, 'balance' | 'debit' | 'credit'> {
  change: Decimal;
}

/**
 * Statement of account (EXTENSIONS E6): one partner's movements over a period, oldest first, between
 * the balance before its first day and the balance at the end of its last, and the partner's aging as
 * of that last day. closing = opening + Σ debit − Σ credit holds exactly: the closing balance is the
 * all-time balance minus what is dated after the period, and the opening balance is the closing balance
 * less the period's lines, so only the period and what follows it are read (never the whole history).
 */
@Injectable()
export class StatementService {
  constructor(
    private readonly queries: LedgerQueries,
    private readonly aging: AgingService,
  ) {}

  async statement(side: LedgerSide, code: string, input: StatementInput): Promise<StatementView> {
    const { startDate, endDate } = input;
    if (startDate > endDate) throw new BadRequestException('the start date must not be after the end date');
    const partner = await this.queries.partnerCard(side, code);
    if (!partner) throw new NotFoundException(`${side.partner} ${code} not found`);
    const period = { partnerId: partner.id, range: { from: startDate, to: endDate } };
    const afterEnd = { from: addDays(endDate, 1) };
    const [allTime, later, opening, records, payments, aging] = await Promise.all([
      this.queries.balanceSummary(side, partner.id),
      this.queries.balanceSummary(side, partner.id, { records: afterEnd, payments: afterEnd }),
      this.queries.openingBalance(partner.id),
      this.queries.recordRows(side, period, { order: 'oldest' }),
      this.queries.paymentRows(side, period, { order: 'oldest' }),
      this.aging.partnerAging(side, partner.id, endDate, input.buckets),
    ]);

    const movements: Movement[] = [];
    if (opening && opening.date >= startDate && opening.date <= endDate) {
      movements.push({
        date: opening.date,
        kind: 'opening_balance',
        reference: null,
        description: null,
        change: new Decimal(opening.amount),
      });
    }
    movements.push(
      ...mergeByDate(
        records.map((r) => recordMovement(side, r)),
        payments.map(paymentMovement),
      ),
    );

    const closing = new Decimal(allTime.balance).minus(later.balance);
    const net = movements.reduce((sum, m) => sum.plus(m.change), new Decimal(0));
    const openingBalance = closing.minus(net);
    let balance = openingBalance;
    const lines = movements.map(({ change, ...line }): StatementLine => {
      balance = balance.plus(change);
      return {
        ...line,
        debit: change.isNegative() ? null : change.toNumber(),
        credit: change.isNegative() ? change.negated().toNumber() : null,
        balance: balance.toNumber(),
      };
    });
    return {
      partner: {
        code: partner.code,
        short_name: partner.short_name,
        full_name: partner.full_name,
        address: partner.address,
        contact_person: partner.contact_person,
        contact_phone: partner.contact_phone,
        payment_terms_days: partner.payment_terms_days,
      },
      start_date: startDate,
      end_date: endDate,
      opening_balance: openingBalance.toNumber(),
      lines,
      closing_balance: closing.toNumber(),
      aging,
    };
  }
}

/**
 * A record: reference = invoice number, else order number, else `#<record id>`; description =
 * "model × quantity @ unit price" and the remark.
 */
function recordMovement(side: LedgerSide, r: LedgerRecordRow): Movement {
  const goods = `${r.product_model} × ${r.quantity} @ ${r.unit_price}`;
  return {
    date: r.record_date,
    kind: r.quantity < 0 ? 'return' : side.records,
    reference: r.invoice_number ?? r.order_number ?? `#${r.id}`,
    description: r.remark ? `${goods}; ${r.remark}` : goods,
    change: new Decimal(r.total_price),
  };
}

/** A payment: reference `#<payment id>`; description = payment method and the remark. */
function paymentMovement(y: PaymentRow): Movement {
  return {
    date: y.pay_date,
    kind: y.amount < 0 ? 'adjustment' : 'payment',
    reference: `#${y.id}`,
    description: y.remark ? `${y.pay_method}; ${y.remark}` : y.pay_method,
    change: new Decimal(y.amount).negated(),
  };
}

/** Two date-ordered lists as one; on the same day the records come before the payments. */
function mergeByDate(records: Movement[], payments: Movement[]): Movement[] {
  const merged: Movement[] = [];
  let i = 0;
  let j = 0;
  while (i < records.length || j < payments.length) {
    if (j >= payments.length || (i < records.length && records[i].date <= payments[j].date)) {
      merged.push(records[i++]);
    } else {
      merged.push(payments[j++]);
    }
  }
  return merged;
}
