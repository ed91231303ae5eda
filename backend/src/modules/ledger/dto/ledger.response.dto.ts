import { Type } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptions } from '@nestjs/swagger';
import { Pagination } from '../../../common/pagination/page-query.dto';
import { Side } from '../../../common/side';
import { StatementLineKind } from '../statement.queries';

/**
 * The answers of /receivable and /payable. Field names follow the side (`customer_code` /
 * `supplier_code`, `total_receivable` / `total_payable`, `outbound_date` / `inbound_date`), so those
 * classes are made per side by ledgerResponses(); the rest is the same on both. Amounts are JSON numbers.
 */

export class UninvoicedResponse {
  /** The partner's records without an invoice number (returns included). */
  count: number;
  total: number;
}

/** An opening balance in a detail answer. */
export class OpeningLineResponse {
  /** Positive: owed to us (receivable) or by us (payable). */
  amount: number;
  date: string;
}

export class DetailPartnerResponse {
  code: string | null;
  short_name: string;
  full_name: string;
}

export class StatementPartnerResponse {
  code: string | null;
  short_name: string;
  full_name: string;
  address: string | null;
  contact_person: string | null;
  contact_phone: string | null;
  payment_terms_days: number | null;
}

/** `debit` raises the balance and `credit` lowers it, on both sides; the other column is null. */
export class StatementLineResponse {
  date: string;
  kind: StatementLineKind;
  reference: string | null;
  /** The document a sale's, purchase's or return's line belongs to; null for payments and the opening balance. */
  document_id: number | null;
  description: string | null;
  debit: number | null;
  credit: number | null;
  /** The running balance after this line. */
  balance: number;
}

/** A document a payment settles. */
export class PaymentAllocationResponse {
  document_id: number;
  document_number: string;
  amount: number;
}

/** One partner's aging as of a date: one amount per bucket, adding up to the balance. */
export class PartnerAgingResponse {
  as_of: string;
  buckets: string[];
  balance: number;
  amounts: number[];
}

export class StatementResponse {
  partner: StatementPartnerResponse;
  start_date: string;
  end_date: string;
  opening_balance: number;
  lines: StatementLineResponse[];
  closing_balance: number;
  aging: PartnerAgingResponse;
}

const TEXT: ApiPropertyOptions = { type: String };
const NULLABLE_TEXT: ApiPropertyOptions = { type: String, nullable: true };
const NUMBER: ApiPropertyOptions = { type: Number };
const DATE: ApiPropertyOptions = { type: String, format: 'date' };

/** A class named `name` whose properties are `fields` (their names depend on the side). */
function answer(name: string, fields: Record<string, ApiPropertyOptions>): Type {
  const made = class {};
  for (const [field, options] of Object.entries(fields)) ApiProperty(options)(made.prototype, field);
  Object.defineProperty(made, 'name', { value: name });
  return made;
}

/** The side's answer classes: `ReceivableBalanceRowResponse`, `PayablePaymentResponse`, … */
export function ledgerResponses(side: Side) {
  const prefix = side.key.charAt(0).toUpperCase() + side.key.slice(1);
  const code = `${side.partner}_code`;
  const shortName = `${side.partner}_short_name`;
  const list = (model: Type): ApiPropertyOptions => ({ type: [model] });
  const subList = (model: Type, what: string) =>
    answer(`${prefix}${what}ListResponse`, { data: list(model), page: NUMBER, limit: NUMBER, total: NUMBER });

  const BalanceRow = answer(`${prefix}BalanceRowResponse`, {
    [code]: NULLABLE_TEXT,
    [shortName]: TEXT,
    [`${side.partner}_full_name`]: TEXT,
    [side.totalField]: NUMBER,
    total_paid: NUMBER,
    balance: NUMBER,
    last_payment_date: { ...DATE, nullable: true },
    last_payment_method: NULLABLE_TEXT,
  });
  const Payment = answer(`${prefix}PaymentResponse`, {
    id: NUMBER,
    [code]: NULLABLE_TEXT,
    amount: NUMBER,
    pay_date: DATE,
    pay_method: TEXT,
    remark: NULLABLE_TEXT,
    account_id: NUMBER,
    account_name: TEXT,
    version: NUMBER,
    allocations: {
      type: [PaymentAllocationResponse],
      description: 'The documents the payment settles first; the rest settles the oldest open amounts.',
    },
  });
  const LedgerRecord = answer(`${prefix}RecordResponse`, {
    id: NUMBER,
    [`${side.route}_date`]: DATE,
    document_id: { ...NUMBER, description: 'The document the record is a line of.' },
    document_number: TEXT,
    product_model: TEXT,
    quantity: NUMBER,
    unit_price: NUMBER,
    total_price: NUMBER,
    order_number: NULLABLE_TEXT,
    remark: NULLABLE_TEXT,
  });
  const Summary = answer(`${prefix}SummaryResponse`, {
    [side.totalField]: NUMBER,
    total_paid: NUMBER,
    balance: NUMBER,
  });
  const AgingRow = answer(`${prefix}AgingRowResponse`, {
    [code]: NULLABLE_TEXT,
    [shortName]: TEXT,
    balance: NUMBER,
    amounts: {
      type: [Number],
      description: "One per bucket, in the report's order; they add up to the balance.",
    },
  });
  const OpeningBalance = answer(`${prefix}OpeningBalanceResponse`, {
    [code]: NULLABLE_TEXT,
    [shortName]: TEXT,
    amount: NUMBER,
    date: DATE,
  });
  return {
    BalanceList: answer(`${prefix}BalanceListResponse`, {
      data: list(BalanceRow),
      page: NUMBER,
      limit: NUMBER,
      total: NUMBER,
    }),
    BalanceDetail: answer(`${prefix}BalanceDetailResponse`, {
      [side.partner]: { type: DetailPartnerResponse },
      summary: { type: Summary },
      opening_balance: { type: OpeningLineResponse, nullable: true },
      uninvoiced: { type: UninvoicedResponse },
      payment_records: { type: subList(Payment, 'Payment') },
      [`${side.route}_records`]: { type: subList(LedgerRecord, 'Record') },
      payment_pagination: { type: Pagination },
      [`${side.route}_pagination`]: { type: Pagination },
    }),
    Aging: answer(`${prefix}AgingResponse`, {
      as_of: DATE,
      buckets: { type: [String], description: "The buckets' names: 'current', '1-30', …, '90+'." },
      data: list(AgingRow),
      totals: { type: [Number], description: 'One per bucket.' },
    }),
    Payment,
    OpeningBalance,
  };
}
