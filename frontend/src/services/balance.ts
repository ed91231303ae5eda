import { listDocuments } from './documents';
import { ApiError } from './errors';
import { cleanParams, named, partnerFromApi, request, segment, type Answer } from './request';
import type {
  BalanceDetail,
  BalanceRow,
  LedgerRecord,
  OpeningBalance,
  OpeningLine,
  PartnerType,
  PaymentInput,
  PaymentRecord,
  Schemas,
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

/** An answer of the side's routes, in the side's names. */
type SideAnswer<R extends string> =
  Schemas[`Receivable${R}` & keyof Schemas] | Schemas[`Payable${R}` & keyof Schemas];

/** The partner's code and short name of a row in the side's names (`customer_code`, …). */
export function partyFromApi(
  side: Side,
  raw: object,
): Pick<BalanceRow, 'partner_code' | 'partner_short_name'> {
  return partnerFromApi<BalanceRow['partner_code']>(raw, SIDES[side].partner);
}

export function rowFromApi(side: Side, raw: SideAnswer<'BalanceRowResponse'>): BalanceRow {
  const { partner, total } = SIDES[side];
  return {
    ...partyFromApi(side, raw),
    partner_full_name: named(raw, `${partner}_full_name`),
    total_amount: named(raw, total),
    total_paid: raw.total_paid,
    balance: raw.balance,
    last_payment_date: raw.last_payment_date,
    last_payment_method: raw.last_payment_method,
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
  const answer = await request.get<Answer<'/receivable' | '/payable', 'get'>>(path, {
    params: cleanParams({
      page: query.page,
      limit: query.limit,
      [`${partner}_short_name`]: query.partner_short_name,
      sort_field: query.sort_field ? sortFieldFor(side, query.sort_field) : undefined,
      sort_order: query.sort_field ? query.sort_order : undefined,
    }),
  });
  return { data: answer.data.map((row) => rowFromApi(side, row)), total: answer.total };
}

function paymentFromApi(side: Side, raw: SideAnswer<'PaymentResponse'>): PaymentRecord {
  return {
    id: raw.id,
    partner_code: named(raw, `${SIDES[side].partner}_code`),
    amount: raw.amount,
    pay_date: raw.pay_date,
    pay_method: raw.pay_method,
    remark: raw.remark,
    account_id: raw.account_id,
    account_name: raw.account_name,
    version: raw.version,
    allocations: raw.allocations,
  };
}

function recordFromApi(side: Side, raw: SideAnswer<'RecordResponse'>): LedgerRecord {
  return {
    key: String(raw.id),
    date: named(raw, `${SIDES[side].records}_date`),
    document_id: raw.document_id,
    document_number: raw.document_number,
    product_model: raw.product_model,
    quantity: raw.quantity,
    unit_price: raw.unit_price,
    total_price: raw.total_price,
    order_number: raw.order_number,
    remark: raw.remark,
  };
}

/** A page of a detail's payments or records, as the pages show it. */
function subPage<R, T>(block: { data: R[]; page: number; total: number }, map: (raw: R) => T): SubPage<T> {
  return { data: block.data.map(map), page: block.page, total: block.total };
}

export const DETAIL_PAGE_SIZE = 5;

/** A detail answer in the side's names → one shape. */
export function detailFromApi(side: Side, answer: SideAnswer<'BalanceDetailResponse'>): BalanceDetail {
  const { partner, total, records } = SIDES[side];
  return {
    partner: named(answer, partner),
    summary: {
      total_amount: named(answer.summary, total),
      total_paid: answer.summary.total_paid,
      balance: answer.summary.balance,
    },
    opening: answer.opening_balance,
    uninvoiced: answer.uninvoiced,
    payments: subPage<SideAnswer<'PaymentResponse'>, PaymentRecord>(answer.payment_records, (raw) =>
      paymentFromApi(side, raw),
    ),
    records: subPage<SideAnswer<'RecordResponse'>, LedgerRecord>(
      named<SideAnswer<'RecordListResponse'>>(answer, `${records}_records`),
      (raw) => recordFromApi(side, raw),
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
  const answer = await request.get<
    Answer<'/receivable/details/{customer_code}' | '/payable/details/{supplier_code}', 'get'>
  >(`${path}/details/${segment(partnerCode)}`, {
    skipErrorHandler: true,
    params: {
      payment_page: paymentPage,
      payment_limit: DETAIL_PAGE_SIZE,
      [`${records}_page`]: recordPage,
      [`${records}_limit`]: DETAIL_PAGE_SIZE,
    },
  });
  return detailFromApi(side, answer);
}

function paymentBody(side: Side, input: PaymentInput): Raw {
  return {
    [`${SIDES[side].partner}_code`]: input.partner_code,
    amount: input.amount,
    pay_date: input.pay_date,
    pay_method: input.pay_method,
    remark: input.remark || null,
    ...(input.account_id ? { account_id: input.account_id } : {}),
    ...(input.allocations ? { allocations: input.allocations } : {}),
  };
}

export const createPayment = (side: Side, input: PaymentInput) =>
  request.post(`${SIDES[side].path}/payments`, { data: paymentBody(side, input), skipErrorHandler: true });

/** Changes the payment loaded at `version`: changed since, it is refused (409 STALE_VERSION). */
export const updatePayment = (side: Side, id: number, input: PaymentInput, version: number) =>
  request.put(`${SIDES[side].path}/payments/${segment(id)}`, {
    data: { ...paymentBody(side, input), version },
    skipErrorHandler: true,
  });

/** A document a payment may settle: its number, date and what is open of it. */
export interface OpenDocument {
  id: number;
  document_number: string;
  date: string;
  open_amount: number;
}

/**
 * The partner's documents with something open (its newest 100), oldest first; `own`: what the payment
 * being edited already allocates, by document id, added back (it is open to that payment).
 */
export async function openDocuments(
  side: Side,
  partnerShortName: string,
  own: Map<number, number> = new Map(),
): Promise<OpenDocument[]> {
  const { data } = await listDocuments(SIDES[side].records, {
    page: 1,
    limit: 100,
    partner_short_name: partnerShortName,
  });
  return data
    .map((row) => ({
      id: row.id,
      document_number: row.document_number,
      date: row.date,
      open_amount: Math.round((row.open_amount + (own.get(row.id) ?? 0)) * 100) / 100,
    }))
    .filter((row) => row.open_amount > 0)
    .reverse();
}

export const deletePayment = (side: Side, id: number) =>
  request.delete(`${SIDES[side].path}/payments/${segment(id)}`, { skipErrorHandler: true });

/** An opening balance in the side's names (`customer_code`, `supplier_short_name`, …) → one shape. */
export function openingFromApi(side: Side, raw: SideAnswer<'OpeningBalanceResponse'>): OpeningBalance {
  return { ...partyFromApi(side, raw), amount: raw.amount, date: raw.date };
}

/** GET /receivable|payable/opening-balances: the side's opening balances, by short name. */
export async function listOpeningBalances(side: Side, query: { page: number; limit: number }) {
  const answer = await request.get<
    Answer<'/receivable/opening-balances' | '/payable/opening-balances', 'get'>
  >(`${SIDES[side].path}/opening-balances`, { params: query });
  return { data: answer.data.map((row) => openingFromApi(side, row)), total: answer.pagination.total };
}

/** The partner's opening balance, or null when it has none (the server's 404 for this path). */
export async function findOpeningBalance(side: Side, partnerCode: string): Promise<OpeningBalance | null> {
  try {
    const answer = await request.get<SideAnswer<'OpeningBalanceResponse'>>(
      `${SIDES[side].path}/opening-balances/${segment(partnerCode)}`,
      { skipErrorHandler: true },
    );
    return openingFromApi(side, answer);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/** PUT: creates or replaces the partner's opening balance. */
export async function setOpeningBalance(side: Side, partnerCode: string, line: OpeningLine) {
  const answer = await request.put<SideAnswer<'OpeningBalanceResponse'>>(
    `${SIDES[side].path}/opening-balances/${segment(partnerCode)}`,
    { data: { amount: line.amount, date: line.date }, skipErrorHandler: true },
  );
  return openingFromApi(side, answer);
}

export const deleteOpeningBalance = (side: Side, partnerCode: string) =>
  request.delete(`${SIDES[side].path}/opening-balances/${segment(partnerCode)}`, { skipErrorHandler: true });
