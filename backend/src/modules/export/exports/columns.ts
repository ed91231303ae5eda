import { Direction } from '../../../common/side';
import { MessageKey, Translate } from '../../../locales';
import { CellInput, ColumnKind, ColumnSpec } from '../xlsx/xlsx-writer';

/** The API's names for a direction's partner and date fields (supplier/inbound or customer/outbound). */
export function sideFields(direction: Direction) {
  return direction === Direction.Inbound
    ? ({
        code: 'field.supplier_code',
        shortName: 'field.supplier_short_name',
        fullName: 'field.supplier_full_name',
        date: 'field.inbound_date',
        entry: 'entry.inbound',
        total: 'field.total_payable',
      } as const)
    : ({
        code: 'field.customer_code',
        shortName: 'field.customer_short_name',
        fullName: 'field.customer_full_name',
        date: 'field.outbound_date',
        entry: 'entry.outbound',
        total: 'field.total_receivable',
      } as const);
}

/**
 * Every exported column by the name of the row field it shows: header, kind and (where a sheet does not
 * say otherwise) width. Partner and date headers without a side are the neutral ones; with a side they
 * are the supplier/inbound or customer/outbound words (see `fields`).
 */
const COLUMNS = {
  id: ['field.id', 'id'],
  code: ['field.code', 'code'],
  short_name: ['field.short_name', 'text', 18],
  full_name: ['field.full_name', 'name'],
  type: ['field.type', 'text', 10],
  address: ['field.address', 'longText'],
  contact_person: ['field.contact_person', 'text'],
  contact_phone: ['field.contact_phone', 'text'],
  payment_terms_days: ['field.payment_terms_days', 'quantity'],
  credit_limit: ['field.credit_limit', 'money'],
  product_code: ['field.product_code', 'code'],
  product_model: ['field.product_model', 'name'],
  category: ['field.category', 'text'],
  product_category: ['field.product_category', 'text', 14],
  reorder_level: ['field.reorder_level', 'quantity'],
  partner_code: ['field.partner_code', 'code'],
  partner_short_name: ['field.partner_short_name', 'text', 18],
  partner_full_name: ['field.partner_full_name', 'name', 30],
  effective_date: ['field.effective_date', 'date'],
  record_date: ['col.date', 'date'],
  quantity: ['field.quantity', 'quantity'],
  unit_price: ['field.unit_price', 'unitPrice'],
  total_price: ['field.total_price', 'total'],
  invoice_date: ['field.invoice_date', 'date'],
  invoice_number: ['field.invoice_number', 'code', 16],
  order_number: ['field.order_number', 'code', 16],
  document_number: ['field.document_number', 'code', 18],
  invoice_image_url: ['field.invoice_image_url', 'longText', 30],
  remark: ['field.remark', 'longText'],
  pay_date: ['field.pay_date', 'date'],
  amount: ['field.amount', 'money'],
  pay_method: ['field.pay_method', 'text'],
  account: ['field.account', 'text', 14],
  total: ['field.total_receivable', 'total'],
  paid: ['field.total_paid', 'money'],
  balance: ['field.balance', 'total'],
  last_payment_date: ['field.last_payment_date', 'date', 14],
  last_payment_method: ['field.last_payment_method', 'text'],
  current_balance: ['col.current_balance', 'total'],
  date: ['col.date', 'date'],
  entry: ['col.entry', 'text', 18],
  opening: ['col.opening_balance', 'total'],
  records: ['col.records_in_range', 'total'],
  payments: ['col.payments_in_range', 'money'],
  closing: ['col.closing_balance', 'total'],
} satisfies Record<string, [MessageKey, ColumnKind, number?]>;

export type Field = keyof typeof COLUMNS;

/** The side's words for the partner, date and total columns. */
function sideHeaders(direction: Direction): Partial<Record<Field, MessageKey>> {
  const f = sideFields(direction);
  return {
    code: f.code,
    short_name: f.shortName,
    full_name: f.fullName,
    partner_code: f.code,
    partner_short_name: f.shortName,
    partner_full_name: f.fullName,
    record_date: f.date,
    total: f.total,
  };
}

/** A column that a row fills by name. */
export interface Column<K extends string> extends ColumnSpec {
  name: K;
}

/** A sheet's columns in order; a row is built from named values, the other cells left empty. */
export class Layout<K extends string> {
  constructor(readonly columns: Column<K>[]) {}

  row(values: Partial<Record<K, CellInput>>): CellInput[] {
    return this.columns.map((column) => values[column.name]);
  }
}

/** The names in a space-separated list, as a union. */
type Words<S extends string> = S extends `${infer W} ${infer Rest}` ? W | Words<Rest> : S;

/** A space-separated list of column names; a name that is not a column fails the type check. */
type Names<S extends string> = S & (Words<S> extends Field ? unknown : 'not a column name');

/**
 * The named columns (a space-separated list) in this order, headed for the side when one is given,
 * some wider than usual.
 */
export function fields<S extends string>(
  t: Translate,
  names: Names<S>,
  options: { side?: Direction; widths?: Partial<Record<Field, number>> } = {},
): Layout<Words<S>> {
  const headers = options.side === undefined ? {} : sideHeaders(options.side);
  return new Layout(
    names.split(' ').map((name) => {
      const [header, kind, width] = COLUMNS[name as Field] as [MessageKey, ColumnKind, number?];
      const wide = options.widths?.[name as Field] ?? width;
      return { name: name as Words<S>, header: t(headers[name as Field] ?? header), kind, width: wide };
    }),
  );
}

/** The columns of a side's trade lines: `fields` with the side's words and the product model wider. */
export function recordFields<S extends string>(
  direction: Direction,
  t: Translate,
  names: Names<S>,
  widths: Partial<Record<Field, number>> = {},
): Layout<Words<S>> {
  return fields(t, names, { side: direction, widths: { product_model: 22, ...widths } });
}

/** Every field of an inbound or outbound record, in the API's order, its document's number after its id. */
export const FULL_RECORD =
  'id document_number partner_code partner_short_name partner_full_name product_code product_model product_category record_date quantity unit_price total_price invoice_date invoice_number order_number invoice_image_url remark';
