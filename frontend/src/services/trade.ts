import { cleanParams, named, partnerFromApi, request, segment, type Answer } from './request';
import type {
  Direction,
  DocumentInput,
  PartnerType,
  ReturnInput,
  TradeBatchSet,
  TradeListQuery,
  TradeRecord,
  TradeRecordInput,
  Schemas,
} from './types';

/** What differs between the two directions on the wire. */
export interface DirectionFields {
  path: string;
  partnerType: PartnerType;
  partner: 'supplier' | 'customer';
  date: 'inbound_date' | 'outbound_date';
}

export const DIRECTIONS: Record<Direction, DirectionFields> = {
  inbound: { path: '/inbound', partnerType: 0, partner: 'supplier', date: 'inbound_date' },
  outbound: { path: '/outbound', partnerType: 1, partner: 'customer', date: 'outbound_date' },
};

type Raw = Record<string, unknown>;

/** A record as the server sends it, in the direction's names. */
export type ApiRecord = Schemas['InboundRecordResponse'] | Schemas['OutboundRecordResponse'];

/** A server row (supplier_* / customer_*, inbound_date / outbound_date) as the one shape pages use. */
export function fromApi(direction: Direction, raw: ApiRecord): TradeRecord {
  const { partner, date } = DIRECTIONS[direction];
  return {
    id: raw.id,
    ...partnerFromApi(raw, partner),
    partner_full_name: named(raw, `${partner}_full_name`),
    product_code: raw.product_code,
    product_model: raw.product_model,
    product_category: raw.product_category,
    date: named(raw, date),
    quantity: raw.quantity,
    unit_price: raw.unit_price,
    total_price: raw.total_price,
    tax_rate: raw.tax_rate,
    price_includes_tax: raw.price_includes_tax,
    net_amount: raw.net_amount,
    tax_amount: raw.tax_amount,
    gross_amount: raw.gross_amount,
    invoice_date: raw.invoice_date,
    invoice_number: raw.invoice_number,
    order_number: raw.order_number,
    invoice_image_url: raw.invoice_image_url,
    remark: raw.remark,
    return_of: raw.return_of,
    returned_quantity: raw.returned_quantity,
    document_id: raw.document_id,
    document_number: raw.document_number,
    order_line_id: raw.order_line_id,
  };
}

/** How many units of a record can still be returned (0 for a return itself). */
export function returnableQuantity(record: TradeRecord): number {
  if (record.return_of) return 0;
  return Math.max(0, record.quantity - record.returned_quantity);
}

type InvoiceFields = Pick<
  TradeRecordInput,
  'invoice_date' | 'invoice_number' | 'order_number' | 'invoice_image_url' | 'remark'
>;

/** The invoice fields, order number and remark of a record or document; a blank one is sent as null. */
const invoiceFields = (input: Partial<InvoiceFields>) => ({
  invoice_date: input.invoice_date || null,
  invoice_number: input.invoice_number || null,
  order_number: input.order_number || null,
  invoice_image_url: input.invoice_image_url || null,
  remark: input.remark || null,
});

/** The body of POST/PUT with the direction's field names. */
export function toApi(direction: Direction, input: TradeRecordInput): Raw {
  const { partner, date } = DIRECTIONS[direction];
  return {
    [`${partner}_code`]: input.partner_code,
    [`${partner}_short_name`]: input.partner_short_name,
    product_code: input.product_code,
    product_model: input.product_model,
    product_category: input.product_category ?? null,
    [date]: input.date,
    quantity: input.quantity,
    unit_price: input.unit_price,
    total_price: input.total_price,
    ...invoiceFields(input),
  };
}

/** The list query with the direction's filter and sort names. */
export function toQuery(direction: Direction, query: TradeListQuery): Raw {
  const { partner, date } = DIRECTIONS[direction];
  return cleanParams({
    page: query.page,
    limit: query.limit,
    [`${partner}_short_name`]: query.partner_short_name,
    product_model: query.product_model,
    start_date: query.start_date,
    end_date: query.end_date,
    keyword: query.keyword?.trim(),
    invoiced: query.invoiced === undefined ? undefined : String(query.invoiced),
    sort_field: query.sort_field === 'date' ? date : query.sort_field,
    sort_order: query.sort_field ? query.sort_order : undefined,
  });
}

export async function listTrade(
  direction: Direction,
  query: TradeListQuery,
): Promise<{ data: TradeRecord[]; total: number }> {
  const answer = await request.get<Answer<'/inbound' | '/outbound', 'get'>>(DIRECTIONS[direction].path, {
    params: toQuery(direction, query),
  });
  return { data: answer.data.map((row) => fromApi(direction, row)), total: answer.pagination.total };
}

/**
 * a sale that takes the customer over the credit limit is refused (409) unless the body
 * says the user confirmed it; the flag is only sent then.
 */
export const overLimit = (confirmed: boolean) => (confirmed ? { over_credit_limit: true } : {});

export const updateTrade = (
  direction: Direction,
  id: number,
  input: TradeRecordInput,
  overCreditLimit = false,
) =>
  request.put(`${DIRECTIONS[direction].path}/${segment(id)}`, {
    data: { ...toApi(direction, input), ...overLimit(overCreditLimit) },
    skipErrorHandler: true,
  });

/** The body of POST /{direction}/documents: the direction's partner names; the date is `date` for both. */
export function documentToApi(
  direction: Direction,
  input: Omit<DocumentInput, 'lines'> & { lines: object[] },
): Raw {
  const { partner } = DIRECTIONS[direction];
  return {
    [`${partner}_code`]: input.partner_code,
    [`${partner}_short_name`]: input.partner_short_name,
    date: input.date,
    ...invoiceFields(input),
    lines: input.lines,
    ...(input.order_id
      ? { [direction === 'outbound' ? 'sales_order_id' : 'purchase_order_id']: input.order_id }
      : {}),
  };
}

/** every line of the document becomes a record, in one transaction. */
export async function createDocument(
  direction: Direction,
  input: DocumentInput,
  overCreditLimit = false,
): Promise<TradeRecord[]> {
  const answer = await request.post<Answer<'/inbound/documents' | '/outbound/documents', 'post'>>(
    `${DIRECTIONS[direction].path}/documents`,
    {
      data: { ...documentToApi(direction, input), ...overLimit(overCreditLimit) },
      skipErrorHandler: true,
    },
  );
  return answer.records.map((row) => fromApi(direction, row));
}

/** What a write would do to the books: stock, the partner's balance, cost of goods sold by month. */
export type WriteEffects = Schemas['WriteEffects'];

/** Asks a write with `?dry_run=true`: it runs every rule and keeps nothing. */
export const DRY_RUN = { dry_run: true } as const;

/** What creating the document would do, or the refusal its save would get. */
export async function previewDocument(
  direction: Direction,
  input: DocumentInput,
  overCreditLimit = false,
): Promise<WriteEffects> {
  const answer = await request.post<
    Schemas['InboundDocumentCreatedDryRun' | 'OutboundDocumentCreatedDryRun']
  >(`${DIRECTIONS[direction].path}/documents`, {
    params: DRY_RUN,
    data: { ...documentToApi(direction, input), ...overLimit(overCreditLimit) },
    skipErrorHandler: true,
  });
  return answer.effects;
}

/** sets the given fields on every listed record, or on none. */
export const batchUpdateTrade = (direction: Direction, ids: number[], set: TradeBatchSet) =>
  request.post(`${DIRECTIONS[direction].path}/batch`, { data: { ids, set }, skipErrorHandler: true });

/** deletes every listed record, or none. */
export const batchDeleteTrade = (direction: Direction, ids: number[]) =>
  request.post(`${DIRECTIONS[direction].path}/batch-delete`, { data: { ids }, skipErrorHandler: true });

/**
 * Records a return of `input.quantity` units of `original`: the server takes partner, product and price
 * from the original; the quantity goes on the wire negative.
 */
export const createReturn = (direction: Direction, original: TradeRecord, input: ReturnInput) =>
  request.post(DIRECTIONS[direction].path, {
    data: {
      return_of: original.id,
      [DIRECTIONS[direction].date]: input.date,
      quantity: -Math.abs(input.quantity),
      remark: input.remark || null,
    },
    skipErrorHandler: true,
  });

export const deleteTrade = (direction: Direction, id: number) =>
  request.delete(`${DIRECTIONS[direction].path}/${segment(id)}`, { skipErrorHandler: true });

/** The partner's last price for a product: the unit price and date of their latest record of it. */
export interface LastPrice {
  unit_price: number;
  date: string;
}

/**
 * The unit price of the partner's latest record (not a return) of the product in this direction, or
 * null when there is none: the record list filtered by partner and model, newest first.
 */
export async function lastPrice(
  direction: Direction,
  partnerShortName: string,
  productModel: string,
): Promise<LastPrice | null> {
  const { path, partner, date } = DIRECTIONS[direction];
  const answer = await request.get<Answer<'/inbound' | '/outbound', 'get'>>(path, {
    params: cleanParams({
      page: 1,
      limit: 5,
      [`${partner}_short_name`]: partnerShortName,
      product_model: productModel,
      sort_field: date,
      sort_order: 'desc',
    }),
    skipErrorHandler: true,
  });
  const row = answer.data.map((raw) => fromApi(direction, raw)).find((record) => record.return_of === null);
  return row ? { unit_price: row.unit_price, date: row.date } : null;
}
