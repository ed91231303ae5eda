import { EntityManager } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error';
import { toNumber } from '../../common/numeric';
import { Paginated } from '../../common/pagination/page-query.dto';
import { keywordConditions } from '../../common/keyword-search';
import { Queryable } from '../../common/sql-params';
import { keptRowCount } from '../../database/list-counts';
import { DocumentHeader } from './document-store';
import { mapRow, RawRow, toTradeView, TradeRecordView } from '../trade/trade-records';
import { RECORD_SELECT } from '../trade/trade-records.queries';
import { PartnerContactRow, partnerContactFields, partnerFields, Side } from '../../common/side';
import { DocumentListFilter } from './dto/document.dto';
import { DOCUMENT_KEYWORD_TEXT } from './trade-document.entity';
import { documentOpenAmounts } from '../books/allocations';

/** A document's header as the API names it (supplier_* or customer_*). */
export type DocumentView = Record<string, unknown> & {
  id: number;
  document_number: string;
  lines: TradeRecordView[];
  returns: TradeRecordView[];
};

/** The sums of a document's lines `r`: total_price, net_amount, tax_amount, gross_amount (0 without lines). */
const LINE_SUMS = `COALESCE(sum(r.total_price), 0) AS total_price, COALESCE(sum(r.net_amount), 0) AS net_amount,
  COALESCE(sum(r.tax_amount), 0) AS tax_amount, COALESCE(sum(r.gross_amount), 0) AS gross_amount`;

/** 404 "outbound document 12 not found". */
export const documentNotFound = (dir: Side, id: number) =>
  new DomainError('NOT_FOUND', { entity: `${dir.route} document`, id });

/**
 * A page of a direction's documents, newest first (date, then id), with their line count, total,
 * whether any line has returns and what is open of them (books/allocations.ts); filtered by partner, date range and a keyword contained in the
 * number, order number, invoice number or remark.
 */
export async function listDocuments(
  m: EntityManager,
  dir: Side,
  filter: DocumentListFilter,
): Promise<Paginated<Record<string, unknown>>> {
  const params: unknown[] = [dir.direction];
  const add = (value: unknown) => `$${params.push(value)}`;
  const where = ['d.direction = $1'];
  if (filter.partner_short_name) {
    where.push(
      `d.partner_id = (SELECT id FROM partners WHERE short_name = ${add(filter.partner_short_name)} AND type = ${add(dir.partnerType)})`,
    );
  }
  if (filter.start_date) where.push(`d.document_date >= ${add(filter.start_date)}`);
  if (filter.end_date) where.push(`d.document_date <= ${add(filter.end_date)}`);
  if (filter.keyword) {
    where.push(...keywordConditions(DOCUMENT_KEYWORD_TEXT, filter.keyword, add));
  }
  const whereSql = where.join(' AND ');
  const [rows, [{ total }]] = await Promise.all([
    m.query(
      `WITH page AS (
         SELECT d.id FROM trade_documents d WHERE ${whereSql}
          ORDER BY d.document_date DESC, d.id DESC LIMIT ${add(filter.limit)} OFFSET ${add(filter.offset)}
       )
       SELECT d.id, d.document_number, d.partner_id, pa.code AS partner_code, pa.short_name AS partner_short_name,
              to_char(d.document_date, 'YYYY-MM-DD') AS date, d.order_number, d.invoice_number,
              l.lines_count, l.total_price, l.net_amount, l.tax_amount, l.gross_amount,
              EXISTS (SELECT 1 FROM trade_records r JOIN trade_records x ON x.return_of = r.id
                       WHERE r.document_id = d.id) AS has_returns
         FROM page JOIN trade_documents d ON d.id = page.id
         JOIN partners pa ON pa.id = d.partner_id
         CROSS JOIN LATERAL (SELECT count(*)::int AS lines_count, ${LINE_SUMS} FROM trade_records r
                              WHERE r.document_id = d.id) l
        ORDER BY d.document_date DESC, d.id DESC`,
      params,
    ),
    // Unfiltered, the kept count answers without counting every document of the direction.
    where.length > 1
      ? m.query(`SELECT count(*)::int AS total FROM trade_documents d WHERE ${whereSql}`, params.slice(0, -2))
      : keptRowCount(m, 'trade_documents', dir.direction).then((total) => [{ total }]),
  ]);
  const open = await documentOpenAmounts(m, dir.direction, [
    ...new Set((rows as { partner_id: number }[]).map((row) => Number(row.partner_id))),
  ]);
  return {
    data: (rows as PartnerNamedRow[]).map((row) => ({
      id: row.id,
      document_number: row.document_number,
      ...partnerFields(dir, row),
      date: row.date,
      order_number: row.order_number,
      invoice_number: row.invoice_number,
      lines_count: row.lines_count,
      total_price: toNumber(row.total_price as string),
      net_amount: toNumber(row.net_amount as string),
      tax_amount: toNumber(row.tax_amount as string),
      gross_amount: toNumber(row.gross_amount as string),
      has_returns: row.has_returns,
      open_amount: toNumber(open.get(Number(row.id)) ?? '0'),
    })),
    pagination: { page: filter.page, limit: filter.limit, total: total as number },
  };
}

/** A list row as the query answers it, the partner's code and short name among its columns. */
type PartnerNamedRow = Record<string, unknown> & { partner_code: unknown; partner_short_name: unknown };

/** A document's header with its partner's card, as `readHeader` and `numberedHeaders` answer it. */
const HEADER_SELECT = `
  SELECT d.id, d.document_number, d.version, d.partner_id, pa.code AS partner_code, pa.short_name AS partner_short_name,
         pa.full_name AS partner_full_name, pa.address AS partner_address,
         pa.contact_person AS partner_contact_person, pa.contact_phone AS partner_contact_phone,
         to_char(d.document_date, 'YYYY-MM-DD') AS date,
         d.order_number, d.invoice_number, to_char(d.invoice_date, 'YYYY-MM-DD') AS invoice_date,
         d.invoice_image_url, d.remark, l.lines_count, l.of_returns
    FROM trade_documents d JOIN partners pa ON pa.id = d.partner_id
   CROSS JOIN LATERAL (SELECT count(*)::int AS lines_count, bool_or(r.return_of IS NOT NULL) AS of_returns
                         FROM trade_records r WHERE r.document_id = d.id) l`;

/** The header of a direction's document, locked when `forUpdate`; 404 when there is none. */
export async function readHeader(
  m: EntityManager,
  dir: Side,
  id: number,
  forUpdate = false,
): Promise<DocumentHeaderRow> {
  const [row]: DocumentHeaderRow[] = await m.query(
    `${HEADER_SELECT} WHERE d.id = $1 AND d.direction = $2 ${forUpdate ? 'FOR UPDATE OF d' : ''}`,
    [id, dir.direction],
  );
  if (!row) throw documentNotFound(dir, id);
  return row;
}

/** The headers of the direction's documents that have these numbers, locked. */
export function numberedHeaders(
  m: EntityManager,
  dir: Side,
  numbers: string[],
): Promise<DocumentHeaderRow[]> {
  return m.query(
    `${HEADER_SELECT} WHERE d.direction = $1 AND d.document_number = ANY($2::text[])
      ORDER BY d.id FOR UPDATE OF d`,
    [dir.direction, numbers],
  );
}

export interface DocumentHeaderRow extends PartnerContactRow {
  id: number;
  document_number: string;
  partner_id: number;
  partner_code: string;
  partner_short_name: string;
  partner_full_name: string;
  date: string;
  order_number: string | null;
  invoice_number: string | null;
  invoice_date: string | null;
  invoice_image_url: string | null;
  remark: string | null;
  lines_count: number;
  /** Whether its lines are returns (a document's lines are all returns or none); null: it has none yet. */
  of_returns: boolean | null;
  version: number;
}

/** The header as the API and the audit trail name it. */
export function headerView(dir: Side, h: DocumentHeaderRow): Record<string, unknown> {
  return {
    id: h.id,
    document_number: h.document_number,
    ...partnerFields(dir, h),
    date: h.date,
    order_number: h.order_number,
    invoice_number: h.invoice_number,
    invoice_date: h.invoice_date,
    invoice_image_url: h.invoice_image_url,
    remark: h.remark,
    version: h.version,
  };
}

/** A document with its lines (in id order), its total and the records returning its lines. */
export async function readDocument(m: EntityManager, dir: Side, id: number): Promise<DocumentView> {
  const header = await readHeader(m, dir, id);
  const [lines, returns]: RawRow[][] = await Promise.all([
    m.query(`${RECORD_SELECT} WHERE r.document_id = $1 ORDER BY r.id`, [id]),
    m.query(
      `${RECORD_SELECT} WHERE r.return_of IN (SELECT o.id FROM trade_records o WHERE o.document_id = $1)
        ORDER BY r.record_date, r.id`,
      [id],
    ),
  ]);
  const [sums]: Record<'total_price' | 'net_amount' | 'tax_amount' | 'gross_amount', string>[] =
    await m.query(`SELECT ${LINE_SUMS} FROM trade_records r WHERE r.document_id = $1`, [id]);
  const open = await documentOpenAmounts(m, dir.direction, [header.partner_id]);
  return {
    ...headerView(dir, header),
    ...partnerContactFields(dir, header),
    id: header.id,
    document_number: header.document_number,
    total_price: toNumber(sums.total_price),
    net_amount: toNumber(sums.net_amount),
    tax_amount: toNumber(sums.tax_amount),
    gross_amount: toNumber(sums.gross_amount),
    open_amount: toNumber(open.get(header.id) ?? '0'),
    lines: lines.map((row) => toTradeView(dir, mapRow(row))),
    returns: returns.map((row) => toTradeView(dir, mapRow(row))),
  };
}

/** Rewrites a document's header (its number, partner, date, order and invoice fields, remark). */
export async function updateDocumentHeader(
  m: Queryable,
  id: number,
  header: Omit<DocumentHeader, 'document_number'> & { document_number: string },
): Promise<void> {
  await m.query(
    `UPDATE trade_documents SET document_number = $2, partner_id = $3, document_date = $4, order_number = $5,
            invoice_number = $6, invoice_date = $7, invoice_image_url = $8, remark = $9, updated_at = now()
      WHERE id = $1`,
    [
      id,
      header.document_number,
      header.partnerId,
      header.date,
      header.order_number,
      header.invoice_number,
      header.invoice_date,
      header.invoice_image_url,
      header.remark,
    ],
  );
}

/** Deletes the document (its lines must be gone). */
export async function deleteDocument(m: Queryable, id: number): Promise<void> {
  await m.query('DELETE FROM trade_documents WHERE id = $1', [id]);
}
