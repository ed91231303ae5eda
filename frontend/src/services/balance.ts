import { ApiError } from './errors';
import { cleanParams, field, listOf, num, request, segment } from './request';
import type {
  BalanceDetail,
  BalanceRow,
  LedgerRecord,
  OpeningBalance,
  OpeningLine,
  PartnerType,
  PaymentInput,
  PaymentRecord,
  Side,
  SortOrder,
  SubPage,
} from './types';

/** What differs between receivable (customers, outbound) and payable (suppliers, inbound) on the wire. */
export interface SideFields {
  path: string;
  partner: 'customer' | 'supplier';
  /** The partners of this side: customers (1) or suppliers (0). */
  partnerType: PartnerType;
  total: 'total_receivable' | 'total_payable';
  records: 'outbound' | 'inbound';
}

export const SIDES: Record<Side, SideFields> = {
  receivable: {
    path: '/receivable',
    partner: 'customer',
    partnerType: 1,
    total: 'total_receivable',
    records: 'outbound',
  },
  payable: {
    path: '/payable',
    partner: 'supplier',
    partnerType: 0,
    total: 'total_payable',
    records: 'inbound',
  },
};

type Raw = Record<string, unknown>;
const text = (value: unknown): string | null =>
  value === undefined || value === null ? null : String(value);

export function rowFromApi(side: Side, raw: Raw): BalanceRow {
  const { partner, total } = SIDES[side];
  return {
    partner_code: String(raw[`${partner}_code`] ?? ''),
    partner_short_name: String(raw[`${partner}_short_name`] ?? ''),
    partner_full_name: text(raw[`${partner}_full_name`]),
    total_amount: num(raw[total]),
    total_paid: num(raw.total_paid),
    balance: num(raw.balance),
    last_payment_date: text(raw.last_payment_date),
    last_payment_method: text(raw.last_payment_method),
  };
}

/** Page field names → the side's API sort field names. */
export function sortFieldFor(side: Side, field: string): string {
  const { partner, total } = SIDES[side];
  if (field === 'total_amount') return total;
  if (field.startsWith('partner_')) return `${partner}_${field.slice('partner_'.length)}`;
  return field;
}

export interface BalanceListQuery {
  page: number;
  limit: number;
  partner_short_name?: string;
  sort_field?: string;
  sort_order?: SortOrder;
}

export async function listBalances(side: Side, query: BalanceListQuery) {
  const { path, partner } = SIDES[side];
  const answer = await request.get(path, {
    params: cleanParams({
      page: query.page,
      limit: query.limit,
      [`${partner}_short_name`]: query.partner_short_name,
      sort_field: query.sort_field ? sortFieldFor(side, query.sort_field) : undefined,
      sort_order: query.sort_field ? query.sort_order : undefined,
    }),
  });
  const rows = listOf<Raw>(answer).map((row) => rowFromApi(side, row));
  const total = field<number>(answer, 'total') ?? field<{ total?: number }>(answer, 'pagination')?.total;
  return { data: rows, total: num(total ?? rows.length) };
}

function paymentFromApi(side: Side, raw: Raw): PaymentRecord {
  return {
    id: num(raw.id),
    partner_code: String(raw[`${SIDES[side].partner}_code`] ?? ''),
    amount: num(raw.amount),
    pay_date: String(raw.pay_date ?? ''),
    pay_method: text(raw.pay_method),
    remark: text(raw.remark),
    account_id: raw.account_id === undefined || raw.account_id === null ? null : num(raw.account_id),
    account_name: text(raw.account_name),
  };
}

function recordFromApi(side: Side, raw: Raw, index: number): LedgerRecord {
  return {
    key: raw.id === undefined || raw.id === null ? `row-${index}` : String(raw.id),
    date: String(raw[`${SIDES[side].records}_date`] ?? ''),
    product_model: String(raw.product_model ?? ''),
    quantity: num(raw.quantity),
    unit_price: num(raw.unit_price),
    total_price: num(raw.total_price),
    order_number: text(raw.order_number),
    remark: text(raw.remark),
  };
}

function subPage<T>(
  block: unknown,
  pagination: unknown,
  map: (raw: Raw, index: number) => T,
  page: number,
): SubPage<T> {
  const data = listOf<Raw>(block).map((raw, index) => map(raw, index));
  const total = field<number>(block, 'total') ?? field<number>(pagination, 'total') ?? data.length;
  return { data, page: num(field<number>(block, 'page') ?? page), total: num(total) };
}

export const DETAIL_PAGE_SIZE = 5;

/** The detail answer's `opening_balance`: `{ amount, date }`, or null when the partner has none. */
export function openingLineFromApi(raw: unknown): OpeningLine | null {
  if (!raw || typeof raw !== 'object') return null;
  const line = raw as Raw;
  return { amount: num(line.amount), date: String(line.date ?? '') };
}

/** The detail answer's `uninvoiced`: `{ count, total }` of the records still to invoice. */
export function uninvoicedFromApi(raw: unknown): { count: number; total: number } | null {
  if (!raw || typeof raw !== 'object') return null;
  const figures = raw as Raw;
  return { count: num(figures.count), total: num(figures.total) };
}

/** A detail answer in the side's names → one shape; the pages asked for fill in what the answer leaves out. */
export function detailFromApi(
  side: Side,
  answer: unknown,
  partnerCode: string,
  paymentPage: number,
  recordPage: number,
): BalanceDetail {
  const { partner, total, records } = SIDES[side];
  const party = field<Raw>(answer, partner) ?? {};
  const summary = field<Raw>(answer, 'summary') ?? {};
  return {
    partner: {
      code: String(party.code ?? partnerCode),
      short_name: String(party.short_name ?? ''),
      full_name: text(party.full_name),
    },
    summary: {
      total_amount: num(summary[total]),
      total_paid: num(summary.total_paid),
      balance: num(summary.balance),
    },
    opening: openingLineFromApi(field(answer, 'opening_balance')),
    uninvoiced: uninvoicedFromApi(field(answer, 'uninvoiced')),
    payments: subPage(
      field(answer, 'payment_records'),
      field(answer, 'payment_pagination'),
      (raw) => paymentFromApi(side, raw),
      paymentPage,
    ),
    records: subPage(
      field(answer, `${records}_records`),
      field(answer, `${records}_pagination`),
      (raw, index) => recordFromApi(side, raw, index),
      recordPage,
    ),
  };
}

export async function getBalanceDetail(
  side: Side,
  partnerCode: string,
  paymentPage: number,
  recordPage: number,
): Promise<BalanceDetail> {
  const { path, records } = SIDES[side];
  const answer = await request.get(`${path}/details/${segment(partnerCode)}`, {
    skipErrorHandler: true,
    params: {
      payment_page: paymentPage,
      payment_limit: DETAIL_PAGE_SIZE,
      [`${records}_page`]: recordPage,
      [`${records}_limit`]: DETAIL_PAGE_SIZE,
    },
  });
  return detailFromApi(side, answer, partnerCode, paymentPage, recordPage);
}

function paymentBody(side: Side, input: PaymentInput): Raw {
  return {
    [`${SIDES[side].partner}_code`]: input.partner_code,
    amount: input.amount,
    pay_date: input.pay_date,
    pay_method: input.pay_method,
    remark: input.remark || null,
    ...(input.account_id ? { account_id: input.account_id } : {}),
  };
}

export const createPayment = (side: Side, input: PaymentInput) =>
  request.post(`${SIDES[side].path}/payments`, { data: paymentBody(side, input), skipErrorHandler: true });

export const updatePayment = (side: Side, id: number, input: PaymentInput) =>
  request.put(`${SIDES[side].path}/payments/${segment(id)}`, {
    data: paymentBody(side, input),
    skipErrorHandler: true,
  });

export const deletePayment = (side: Side, id: number) =>
  request.delete(`${SIDES[side].path}/payments/${segment(id)}`, { skipErrorHandler: true });

/** An opening balance in the side's names (`customer_code`, `supplier_short_name`, …) → one shape. */
export function openingFromApi(side: Side, raw: Raw): OpeningBalance {
  const { partner } = SIDES[side];
  return {
    partner_code: String(raw[`${partner}_code`] ?? ''),
    partner_short_name: String(raw[`${partner}_short_name`] ?? ''),
    amount: num(raw.amount),
    date: String(raw.date ?? ''),
  };
}

/** GET /receivable|payable/opening-balances: the side's opening balances, by short name. */
export async function listOpeningBalances(side: Side, query: { page: number; limit: number }) {
  const answer = await request.get(`${SIDES[side].path}/opening-balances`, { params: query });
  const rows = listOf<Raw>(answer).map((row) => openingFromApi(side, row));
  const total = field<{ total?: number }>(answer, 'pagination')?.total;
  return { data: rows, total: num(total ?? rows.length) };
}

/** The partner's opening balance, or null when it has none (the server's 404 for this path). */
export async function findOpeningBalance(side: Side, partnerCode: string): Promise<OpeningBalance | null> {
  try {
    const answer = await request.get(`${SIDES[side].path}/opening-balances/${segment(partnerCode)}`, {
      skipErrorHandler: true,
    });
    return openingFromApi(side, answer as Raw);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/** PUT: creates or replaces the partner's opening balance. */
export async function setOpeningBalance(side: Side, partnerCode: string, line: OpeningLine) {
  const answer = await request.put(`${SIDES[side].path}/opening-balances/${segment(partnerCode)}`, {
    data: { amount: line.amount, date: line.date },
    skipErrorHandler: true,
  });
  return openingFromApi(side, answer as Raw);
}

export const deleteOpeningBalance = (side: Side, partnerCode: string) =>
  request.delete(`${SIDES[side].path}/opening-balances/${segment(partnerCode)}`, { skipErrorHandler: true });
