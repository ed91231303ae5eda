import { cleanParams, field, listOf, num, request, segment } from './request';
import { DIRECTIONS, fromApi } from './trade';
import type { Direction, TradeRecord } from './types';

type Raw = Record<string, unknown>;

const text = (value: unknown): string | null =>
  value === undefined || value === null ? null : String(value);

/** A row of the document list, in the one shape pages use (partner_* whatever the direction). */
export interface TradeDocumentRow {
  id: number;
  document_number: string;
  partner_code: string;
  partner_short_name: string;
  date: string;
  order_number: string | null;
  invoice_number: string | null;
  lines_count: number;
  total_price: number;
  has_returns: boolean;
}

/** A document with its lines (its records) and the records that return them. */
export interface TradeDocument {
  id: number;
  document_number: string;
  partner_code: string;
  partner_short_name: string;
  partner_full_name: string | null;
  date: string;
  order_number: string | null;
  invoice_number: string | null;
  invoice_date: string | null;
  invoice_image_url: string | null;
  remark: string | null;
  total_price: number;
  lines: TradeRecord[];
  returns: TradeRecord[];
}

export interface DocumentListQuery {
  page: number;
  limit?: number;
  partner_short_name?: string;
  start_date?: string;
  end_date?: string;
  /** Contained in the document number, order number, invoice number or remark. */
  keyword?: string;
}

/** A return against a document: units of some of its lines, on a date. */
export interface DocumentReturnInput {
  date: string;
  lines: { record_id: number; quantity: number }[];
}

const path = (direction: Direction, id?: number) =>
  `${DIRECTIONS[direction].path}/documents${id === undefined ? '' : `/${segment(id)}`}`;

function rowFromApi(direction: Direction, raw: Raw): TradeDocumentRow {
  const { partner } = DIRECTIONS[direction];
  return {
    id: num(raw.id),
    document_number: String(raw.document_number ?? ''),
    partner_code: String(raw[`${partner}_code`] ?? ''),
    partner_short_name: String(raw[`${partner}_short_name`] ?? ''),
    date: String(raw.date ?? ''),
    order_number: text(raw.order_number),
    invoice_number: text(raw.invoice_number),
    lines_count: num(raw.lines_count),
    total_price: num(raw.total_price),
    has_returns: raw.has_returns === true,
  };
}

export function documentFromApi(direction: Direction, raw: Raw): TradeDocument {
  const { partner } = DIRECTIONS[direction];
  return {
    id: num(raw.id),
    document_number: String(raw.document_number ?? ''),
    partner_code: String(raw[`${partner}_code`] ?? ''),
    partner_short_name: String(raw[`${partner}_short_name`] ?? ''),
    partner_full_name: text(raw[`${partner}_full_name`]),
    date: String(raw.date ?? ''),
    order_number: text(raw.order_number),
    invoice_number: text(raw.invoice_number),
    invoice_date: text(raw.invoice_date),
    invoice_image_url: text(raw.invoice_image_url),
    remark: text(raw.remark),
    total_price: num(raw.total_price),
    lines: ((raw.lines as Raw[] | undefined) ?? []).map((line) => fromApi(direction, line)),
    returns: ((raw.returns as Raw[] | undefined) ?? []).map((line) => fromApi(direction, line)),
  };
}

export async function listDocuments(
  direction: Direction,
  query: DocumentListQuery,
  options: { quiet?: boolean } = {},
): Promise<{ data: TradeDocumentRow[]; total: number }> {
  const answer = await request.get(path(direction), {
    params: cleanParams({
      page: query.page,
      limit: query.limit,
      [`${DIRECTIONS[direction].partner}_short_name`]: query.partner_short_name,
      start_date: query.start_date,
      end_date: query.end_date,
      keyword: query.keyword?.trim(),
    }),
    skipErrorHandler: options.quiet === true,
  });
  const rows = listOf<Raw>(answer).map((row) => rowFromApi(direction, row));
  return { data: rows, total: num(field<{ total?: number }>(answer, 'pagination')?.total ?? rows.length) };
}

export async function getDocument(direction: Direction, id: number): Promise<TradeDocument> {
  return documentFromApi(
    direction,
    (await request.get(path(direction, id), { skipErrorHandler: true })) as Raw,
  );
}

export const deleteDocument = (direction: Direction, id: number) =>
  request.delete(path(direction, id), { skipErrorHandler: true });

/** A new document whose lines return units of the document's lines; the new document. */
export async function returnDocument(
  direction: Direction,
  id: number,
  input: DocumentReturnInput,
): Promise<TradeDocument> {
  const answer = await request.post(`${path(direction, id)}/returns`, {
    data: input,
    skipErrorHandler: true,
  });
  return documentFromApi(direction, answer as Raw);
}

/**
 * The partner's documents whose order number is exactly `orderNumber` (the list's keyword also finds
 * it inside others): the document form warns that the number is already used.
 */
export async function documentsWithOrderNumber(
  direction: Direction,
  partnerShortName: string,
  orderNumber: string,
): Promise<TradeDocumentRow[]> {
  const wanted = orderNumber.trim();
  const { data } = await listDocuments(
    direction,
    { page: 1, limit: 100, partner_short_name: partnerShortName, keyword: wanted },
    { quiet: true },
  );
  return data.filter((row) => row.order_number === wanted);
}
