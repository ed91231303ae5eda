import { DomainError } from '../../common/errors/domain-error';
import Decimal from 'decimal.js';
import { EntityManager } from 'typeorm';
import { toNumber } from '../../common/numeric';
import { TradeRecordInput } from './dto/trade-record.dto';
import { partnerFields, recordKind, Side } from '../../common/side';
import { createDocuments, DocumentRef } from '../documents/document-store';
import { RECORD_SELECT, RecordLine, TaxField } from './trade-records.queries';
import { LineMoney, LineTax, lineMoney } from '../books/line-tax';
import { parseTaxSettings, TAX_SETTINGS_SQL, TaxSettings } from '../settings/tax-settings';
import { prepared } from '../../database/preparing-client';
import { SqlParams } from '../../common/sql-params';

/** A record in direction-neutral names; `toTradeView` gives it the direction's API names. */
export type TradeRecordRow = Omit<
  RecordLine,
  'partner_id' | 'product_id' | 'record_date' | 'unit_price' | 'total_price' | TaxField
> & {
  date: string;
  unit_price: number;
  total_price: number;
  tax_rate: number;
  price_includes_tax: boolean;
  net_amount: number;
  tax_amount: number;
  gross_amount: number;
  /** Units returned of this record so far (0 for a return). */
  returned_quantity: number;
};

/**
 * A record as the API shows it: id, supplier_code, supplier_short_name, supplier_full_name,
 * product_code, product_model, product_category, inbound_date, quantity, unit_price, total_price,
 * invoice_date, invoice_number, order_number, invoice_image_url, remark (customer_* and outbound_date
 * for outbound).
 */
export type TradeRecordView = Record<string, string | number | boolean | null>;

export function toTradeView(dir: Side, r: TradeRecordRow): TradeRecordView {
  return {
    id: r.id,
    ...partnerFields(dir, r),
    product_code: r.product_code,
    product_model: r.product_model,
    product_category: r.product_category,
    [dir.fields.date]: r.date,
    quantity: r.quantity,
    unit_price: r.unit_price,
    total_price: r.total_price,
    tax_rate: r.tax_rate,
    price_includes_tax: r.price_includes_tax,
    net_amount: r.net_amount,
    tax_amount: r.tax_amount,
    gross_amount: r.gross_amount,
    invoice_date: r.invoice_date,
    invoice_number: r.invoice_number,
    order_number: r.order_number,
    invoice_image_url: r.invoice_image_url,
    remark: r.remark,
    return_of: r.return_of,
    returned_quantity: r.returned_quantity,
    document_id: r.document_id,
    document_number: r.document_number,
    order_line_id: r.order_line_id,
  };
}

/**
 * The largest total the API answers exactly. Money leaves the server as JSON numbers, which a client
 * reads as doubles: those carry 15 significant digits, so a total with 3 decimals must stay below 10^12.
 * A larger one would be stored exactly and answered wrongly (e.g. …000.01 read back as …000.02), so it
 * is refused instead.
 */
/** An import row's product code that does not match its model (the import names the column). */
export const PRODUCT_MISMATCH = 'product code and model do not match, please reselect';

export const MAX_EXACT_TOTAL = new Decimal('999999999999.999');

/** A line's total (see totalPrice) and its amounts with `tax` (see lineMoney). */
export function lineMoneyOf(quantity: number, unitPrice: Decimal.Value, tax: LineTax): LineMoney {
  return lineMoney(totalPrice(quantity, unitPrice), tax);
}

/** quantity × unit price, rounded half up to 3 decimals, exactly; 400 beyond MAX_EXACT_TOTAL. */
export function totalPrice(quantity: number, unitPrice: Decimal.Value): string {
  const total = new Decimal(unitPrice).times(quantity).toDecimalPlaces(3, Decimal.ROUND_HALF_UP);
  if (total.abs().greaterThan(MAX_EXACT_TOTAL)) throw new DomainError('VALIDATION_FAILED.lineTotalTooLarge');
  return total.toFixed(3);
}

/** The sum of a document's line totals; 400 beyond MAX_EXACT_TOTAL. */
export function documentTotal(totals: string[]): Decimal {
  const sum = totals.length > 0 ? Decimal.sum(...totals) : new Decimal(0);
  if (sum.abs().greaterThan(MAX_EXACT_TOTAL))
    throw new DomainError('VALIDATION_FAILED.documentTotalTooLarge');
  return sum;
}

/** A row of `RECORD_SELECT`. */
export type RawRow = RecordLine & { returned_quantity: number };

export function mapRow(raw: RawRow): TradeRecordRow {
  return {
    id: raw.id,
    partner_code: raw.partner_code,
    partner_short_name: raw.partner_short_name,
    partner_full_name: raw.partner_full_name,
    product_code: raw.product_code,
    product_model: raw.product_model,
    product_category: raw.product_category,
    date: raw.record_date,
    quantity: raw.quantity,
    unit_price: toNumber(raw.unit_price),
    total_price: toNumber(raw.total_price),
    tax_rate: toNumber(raw.tax_rate),
    price_includes_tax: raw.price_includes_tax,
    net_amount: toNumber(raw.net_amount),
    tax_amount: toNumber(raw.tax_amount),
    gross_amount: toNumber(raw.gross_amount),
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

/** The partner and product a record names, as `resolveReferences` finds them. */
export interface References {
  partnerId: number;
  productId: number;
  partnerFullName: string;
  productCategory: string;
  /** The partner's credit limit as decimal text (customers); null when it has none. */
  creditLimit: string | null;
  /** The tax the line is written with (see newLineTax). */
  tax: LineTax;
}

/** The partner and the products named by one record or the lines of a document (null: no match). */
export interface ResolvedParties {
  partner: { id: number; fullName: string; creditLimit: string | null } | null;
  /** Each product with its own tax rate (decimal text; null: the company's default). */
  products: ({ id: number; category: string; taxRate: string | null } | null)[];
  /** The company's tax settings now. */
  taxSettings: TaxSettings;
}

/**
 * The partner (of the direction's type) named by code and short name, and each product named by code
 * and model, in one query. A name that matches nothing is null: the caller says which (400).
 */
export async function resolveParties(
  m: EntityManager,
  dir: Side,
  partnerCode: string,
  partnerShortName: string,
  products: { product_code: string; product_model: string }[],
): Promise<ResolvedParties> {
  const p = new SqlParams();
  const partner = `pa.code = ${p.add(partnerCode)} AND pa.short_name = ${p.add(partnerShortName)} AND pa.type = ${p.add(dir.partnerType)}`;
  const lines = `unnest(${p.array(
    products.map((l) => l.product_code),
    'text',
  )}, ${p.array(
    products.map((l) => l.product_model),
    'text',
  )})`;
  const rows: {
    partner_id: number | null;
    partner_full_name: string | null;
    credit_limit: string | null;
    product_id: number | null;
    product_category: string | null;
    product_tax_rate: string | null;
    tax_settings: string | null;
  }[] = await m.query(
    prepared(`SELECT pa.id AS partner_id, pa.full_name AS partner_full_name, pa.credit_limit::text AS credit_limit,
            pr.id AS product_id, pr.category AS product_category, pr.tax_rate::text AS product_tax_rate,
            ${TAX_SETTINGS_SQL} AS tax_settings
       FROM ${lines} WITH ORDINALITY AS l(code, model, n)
       LEFT JOIN partners pa ON ${partner}
       LEFT JOIN products pr ON pr.code = l.code AND pr.product_model = l.model
      ORDER BY l.n`),
    p.values,
  );
  const [first] = rows;
  return {
    partner:
      first?.partner_id == null
        ? null
        : { id: first.partner_id, fullName: first.partner_full_name!, creditLimit: first.credit_limit },
    products: rows.map((r) =>
      r.product_id === null
        ? null
        : { id: r.product_id, category: r.product_category!, taxRate: r.product_tax_rate },
    ),
    taxSettings: parseTaxSettings(first?.tax_settings),
  };
}

/**
 * The record just written, from what was written: the input (already normalised by its DTO), the
 * references it matched exactly (with its tax) and the money computed for it. Equal to re-reading the row, without the
 * round trip on the write path.
 */
export function storedRow(
  id: number,
  input: TradeRecordInput,
  refs: References,
  money: LineMoney,
  returnedQuantity: number,
  document: DocumentRef,
): TradeRecordRow {
  return {
    id,
    partner_code: input.partner_code,
    partner_short_name: input.partner_short_name,
    partner_full_name: refs.partnerFullName,
    product_code: input.product_code,
    product_model: input.product_model,
    product_category: refs.productCategory,
    date: input.date,
    quantity: input.quantity,
    unit_price: toNumber(input.unit_price),
    total_price: toNumber(money.total),
    tax_rate: toNumber(refs.tax.rate),
    price_includes_tax: refs.tax.includesTax,
    net_amount: toNumber(money.net),
    tax_amount: toNumber(money.tax),
    gross_amount: toNumber(money.gross),
    invoice_date: input.invoice_date,
    invoice_number: input.invoice_number,
    order_number: input.order_number,
    invoice_image_url: input.invoice_image_url,
    remark: input.remark,
    return_of: input.return_of,
    returned_quantity: returnedQuantity,
    document_id: document.id,
    document_number: document.document_number,
    order_line_id: input.order_line_id ?? null,
  };
}

/** Records of the direction by id, in the order of `ids`; ids not found (or of the other direction) are left out. */
export async function findRows(m: EntityManager, dir: Side, ids: number[]): Promise<TradeRecordRow[]> {
  const raws: RawRow[] = await m.query(`${RECORD_SELECT} WHERE r.id = ANY($1::int[]) AND r.direction = $2`, [
    ids,
    dir.direction,
  ]);
  const byId = new Map(raws.map((raw) => [raw.id, mapRow(raw)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** 404 "inbound record 12 not found". */
export function recordNotFound(dir: Side, id: number | string): DomainError {
  return new DomainError('NOT_FOUND', { entity: `${dir.route} record`, id });
}

/** A record just inserted: its id and its document. */
export interface InsertedRecord {
  id: number;
  document: DocumentRef;
}

/**
 * Inserts records in the given order, their ids taken from the sequence ascending in that order (so
 * records of equal date and direction fold in it); their ids and documents, in the same order. A row
 * with a `document` becomes a line of it; every other row a one-line document of its own, numbered
 * from its date. One statement: each row takes the column's default id as the scan of the arrays
 * reaches it, in their order (allocating the ids first was one round trip more on every write).
 */
export async function insertRecords(
  m: EntityManager,
  dir: Side,
  rows: {
    partnerId: number;
    productId: number;
    input: TradeRecordInput;
    tax: LineTax;
    money: LineMoney;
    document?: DocumentRef;
  }[],
): Promise<InsertedRecord[]> {
  const alone = rows.filter((row) => row.document === undefined);
  const created = await createDocuments(
    m,
    dir,
    alone.map(({ partnerId, input }) => ({
      partnerId,
      date: input.date,
      document_number: null,
      order_number: input.order_number,
      invoice_number: input.invoice_number,
      invoice_date: input.invoice_date,
      invoice_image_url: input.invoice_image_url,
      remark: input.remark,
    })),
  );
  let next = 0;
  const documents = rows.map((row) => row.document ?? created[next++]);
  const column = <T>(value: (row: (typeof rows)[number]) => T) => rows.map(value);
  const inserted: { id: number }[] = await m.query(
    prepared(`INSERT INTO trade_records (direction, partner_id, product_id, record_date, quantity, unit_price, total_price,
                                invoice_date, invoice_number, order_number, invoice_image_url, remark, return_of,
                                document_id, order_line_id, kind, tax_rate, price_includes_tax, net_amount,
                                tax_amount, gross_amount)
     SELECT $1, u.partner_id, u.product_id, u.record_date, u.quantity, u.unit_price, u.total_price,
            u.invoice_date, u.invoice_number, u.order_number, u.invoice_image_url, u.remark, u.return_of,
            u.document_id, u.order_line_id, u.kind, u.tax_rate, u.price_includes_tax, u.net_amount,
            u.tax_amount, u.gross_amount
       FROM unnest($2::int[], $3::int[], $4::date[], $5::int[], $6::numeric[], $7::numeric[],
                   $8::date[], $9::text[], $10::text[], $11::text[], $12::text[], $13::int[], $14::int[],
                   $15::int[], $16::smallint[], $17::numeric[], $18::boolean[], $19::numeric[], $20::numeric[],
                   $21::numeric[])
         AS u(partner_id, product_id, record_date, quantity, unit_price, total_price,
              invoice_date, invoice_number, order_number, invoice_image_url, remark, return_of, document_id,
              order_line_id, kind, tax_rate, price_includes_tax, net_amount, tax_amount, gross_amount)
     RETURNING id`),
    [
      dir.direction,
      column((r) => r.partnerId),
      column((r) => r.productId),
      column((r) => r.input.date),
      column((r) => r.input.quantity),
      column((r) => r.input.unit_price),
      column((r) => r.money.total),
      column((r) => r.input.invoice_date),
      column((r) => r.input.invoice_number),
      column((r) => r.input.order_number),
      column((r) => r.input.invoice_image_url),
      column((r) => r.input.remark),
      column((r) => r.input.return_of),
      documents.map((d) => d.id),
      column((r) => r.input.order_line_id ?? null),
      column((r) => recordKind(dir.direction, r.input.return_of !== null && r.input.return_of !== undefined)),
      column((r) => r.tax.rate),
      column((r) => r.tax.includesTax),
      column((r) => r.money.net),
      column((r) => r.money.tax),
      column((r) => r.money.gross),
    ],
  );
  // RETURNING need not keep the insertion order; the ids ascend in it.
  const ids = inserted.map((row) => row.id).sort((a, b) => a - b);
  return ids.map((id, i) => ({ id, document: documents[i] }));
}
