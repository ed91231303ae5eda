import {
  cleanParams,
  named,
  partnerContactFromApi,
  partnerFromApi,
  request,
  segment,
  type PartnerContact,
} from './request';
import { DIRECTIONS, DRY_RUN, documentToApi, fromApi, overLimit, type WriteEffects } from './trade';
import type { Direction, DocumentInput, Schemas, TradeRecord } from './types';

/** A document as the server sends it, in the direction's names. */
type ApiDocument = Schemas['InboundDocument'] | Schemas['OutboundDocument'];
type ApiDocumentRow = Schemas['InboundDocumentRow'] | Schemas['OutboundDocumentRow'];
type ApiDocumentPage = Schemas['InboundDocumentPage'] | Schemas['OutboundDocumentPage'];

/** What a document's row and the document itself both show (partner_* whatever the direction). */
interface DocumentHeader {
  id: number;
  document_number: string;
  partner_code: string;
  partner_short_name: string;
  date: string;
  order_number: string | null;
  invoice_number: string | null;
  total_price: number;
  /** The sums of its lines' amounts without tax, the tax, and with it (2 decimals). */
  net_amount: number;
  tax_amount: number;
  gross_amount: number;
}

/** A row of the document list. */
export interface TradeDocumentRow extends DocumentHeader {
  lines_count: number;
  has_returns: boolean;
  /** What is still owed of it: its total less the payments allocated to it and oldest-first settlement. */
  open_amount: number;
}

/** A document with its lines (its records) and the records that return them. */
export interface TradeDocument extends DocumentHeader {
  partner_full_name: string | null;
  partner_contact: PartnerContact;
  invoice_date: string | null;
  invoice_image_url: string | null;
  remark: string | null;
  lines: TradeRecord[];
  returns: TradeRecord[];
  /** Raised by every change: a save sends the one it loaded, and another one is refused (STALE_VERSION). */
  version: number;
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

function headerFromApi(direction: Direction, raw: ApiDocument | ApiDocumentRow): DocumentHeader {
  return {
    id: raw.id,
    document_number: raw.document_number,
    date: raw.date,
    order_number: raw.order_number,
    invoice_number: raw.invoice_number,
    total_price: raw.total_price,
    net_amount: raw.net_amount,
    tax_amount: raw.tax_amount,
    gross_amount: raw.gross_amount,
    ...partnerFromApi(raw, DIRECTIONS[direction].partner),
  };
}

function rowFromApi(direction: Direction, raw: ApiDocumentRow): TradeDocumentRow {
  return {
    ...headerFromApi(direction, raw),
    lines_count: raw.lines_count,
    has_returns: raw.has_returns,
    open_amount: raw.open_amount,
  };
}

export function documentFromApi(direction: Direction, raw: ApiDocument): TradeDocument {
  return {
    ...headerFromApi(direction, raw),
    partner_full_name: named(raw, `${DIRECTIONS[direction].partner}_full_name`),
    partner_contact: partnerContactFromApi(raw, DIRECTIONS[direction].partner),
    invoice_date: raw.invoice_date,
    invoice_image_url: raw.invoice_image_url,
    remark: raw.remark,
    lines: raw.lines.map((line) => fromApi(direction, line)),
    returns: raw.returns.map((line) => fromApi(direction, line)),
    version: raw.version,
  };
}

export async function listDocuments(
  direction: Direction,
  query: DocumentListQuery,
  options: { quiet?: boolean } = {},
): Promise<{ data: TradeDocumentRow[]; total: number }> {
  const answer = await request.get<ApiDocumentPage>(path(direction), {
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
  return { data: answer.data.map((row) => rowFromApi(direction, row)), total: answer.pagination.total };
}

export async function getDocument(direction: Direction, id: number): Promise<TradeDocument> {
  return documentFromApi(
    direction,
    await request.get<ApiDocument>(path(direction, id), { skipErrorHandler: true }),
  );
}

/** A changed document: its header, and its lines as they are to be (an `id` keeps a line, none adds one). */
export interface DocumentChange extends Omit<DocumentInput, 'order_id' | 'lines'> {
  /** The version the change was made on (the document as loaded). */
  version: number;
  lines: (Omit<Schemas['DocumentUpdateLine'], 'unit_price'> & { unit_price?: number })[];
}

/** Changes the document in one transaction: lines left out are deleted; the document as it now is. */
export async function updateDocument(
  direction: Direction,
  id: number,
  input: DocumentChange,
  overCreditLimit = false,
): Promise<TradeDocument> {
  const answer = await request.put<ApiDocument>(path(direction, id), {
    data: { ...documentToApi(direction, input), version: input.version, ...overLimit(overCreditLimit) },
    skipErrorHandler: true,
  });
  return documentFromApi(direction, answer);
}

/** What changing the document would do, or the refusal its save would get. */
export async function previewDocumentChange(
  direction: Direction,
  id: number,
  input: DocumentChange,
  overCreditLimit = false,
): Promise<WriteEffects> {
  const answer = await request.put<{ effects: WriteEffects }>(path(direction, id), {
    params: DRY_RUN,
    data: { ...documentToApi(direction, input), version: input.version, ...overLimit(overCreditLimit) },
    skipErrorHandler: true,
  });
  return answer.effects;
}

export const deleteDocument = (direction: Direction, id: number) =>
  request.delete(path(direction, id), { skipErrorHandler: true });

/** What deleting the document would do, or the refusal its deletion would get. */
export async function previewDocumentDeletion(direction: Direction, id: number): Promise<WriteEffects> {
  const answer = await request.delete<{ effects: WriteEffects }>(path(direction, id), {
    params: DRY_RUN,
    skipErrorHandler: true,
  });
  return answer.effects;
}

/** A new document whose lines return units of the document's lines; the new document. */
export async function returnDocument(
  direction: Direction,
  id: number,
  input: DocumentReturnInput,
): Promise<TradeDocument> {
  const answer = await request.post<ApiDocument>(`${path(direction, id)}/returns`, {
    data: input,
    skipErrorHandler: true,
  });
  return documentFromApi(direction, answer);
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
