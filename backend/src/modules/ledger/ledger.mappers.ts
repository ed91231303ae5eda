import { toNumber } from '../../common/numeric';
import { Pagination } from '../../common/pagination/page-query.dto';
import {
  BalanceRow,
  BalanceSortKey,
  BalanceSummary,
  LedgerRecordRow,
  OpeningBalanceLine,
  PaymentRow,
} from './ledger.queries';
import { Side } from '../../common/side';
import { AllocationRow } from '../books/allocations';

/**
 * The API shapes of the ledger. Field names follow the side (`customer_code` / `supplier_code`,
 * `total_receivable` / `total_payable`, `outbound_date` / `inbound_date`), as the API names them.
 */
export type BalanceRowView = Record<string, string | number | null>;
export type PaymentView = Record<string, string | number | null | AllocationView[]>;
/** A document a payment settles: its id and number and the amount of the payment that settles it. */
export interface AllocationView {
  document_id: number;
  document_number: string;
  amount: number;
}
export type LedgerRecordView = Record<string, string | number | null>;

export interface SubList<T> extends Pagination {
  data: T[];
}

/** A partner's row: `{customer_code, customer_short_name, customer_full_name, total_receivable, total_paid, balance, last_payment_date, last_payment_method}`. */
export function mapBalanceRow(side: Side, row: BalanceRow): BalanceRowView {
  return {
    [`${side.partner}_code`]: row.code,
    [`${side.partner}_short_name`]: row.short_name,
    [`${side.partner}_full_name`]: row.full_name,
    [side.totalField]: row.total,
    total_paid: row.paid,
    balance: row.balance,
    last_payment_date: row.last_payment_date,
    last_payment_method: row.last_payment_method,
  };
}

/** `{total_receivable | total_payable, total_paid, balance}`. */
export function mapSummary(side: Side, summary: BalanceSummary): BalanceRowView {
  return { [side.totalField]: summary.total, total_paid: summary.paid, balance: summary.balance };
}

/** A partner's opening balance in a detail answer: `{ amount, date }`, or null when it has none. */
export function mapOpeningLine(line: OpeningBalanceLine | null): { amount: number; date: string } | null {
  return line ? { amount: toNumber(line.amount), date: line.date } : null;
}

/**
 * `{id, customer_code | supplier_code, amount, pay_date, pay_method, remark, account_id, account_name,
 * version, allocations}`.
 */
export function mapPayment(side: Side, row: PaymentRow, allocations: AllocationRow[] = []): PaymentView {
  return {
    id: row.id,
    [`${side.partner}_code`]: row.partner_code,
    amount: row.amount,
    pay_date: row.pay_date,
    pay_method: row.pay_method,
    remark: row.remark,
    account_id: row.account_id,
    account_name: row.account_name,
    version: row.version,
    allocations: allocations.map((a) => ({
      document_id: a.document_id,
      document_number: a.document_number,
      amount: toNumber(a.amount),
    })),
  };
}

/**
 * `{id, outbound_date | inbound_date, document_id, document_number, product_model, quantity, unit_price,
 * total_price, order_number, remark}`.
 */
export function mapLedgerRecord(side: Side, row: LedgerRecordRow): LedgerRecordView {
  return {
    id: row.id,
    [`${side.route}_date`]: row.record_date,
    document_id: row.document_id,
    document_number: row.document_number,
    product_model: row.product_model,
    quantity: row.quantity,
    unit_price: row.unit_price,
    total_price: row.total_price,
    order_number: row.order_number,
    remark: row.remark,
  };
}

/** The sortable API columns of a side's list → side-neutral sort keys (the whitelist of `resolveSort`). */
export function balanceSortWhitelist(side: Side): Record<string, BalanceSortKey> {
  return {
    [`${side.partner}_code`]: 'code',
    [`${side.partner}_short_name`]: 'short_name',
    [`${side.partner}_full_name`]: 'full_name',
    [side.totalField]: 'total',
    total_paid: 'paid',
    balance: 'balance',
    last_payment_date: 'last_payment_date',
    last_payment_method: 'last_payment_method',
  };
}
