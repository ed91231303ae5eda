import { catalogue, LOCALES, MessageKey } from '../../locales';

/** What can be imported, as the routes name it. */
export const IMPORT_KINDS = [
  'partners',
  'products',
  'prices',
  'inbound',
  'outbound',
  'receivable-payments',
  'payable-payments',
  'opening-stock',
  'opening-balances',
  'sales-orders',
  'purchase-orders',
  'accounts',
  'cash-entries',
] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/**
 * How a cell is read before the API's own validation sees it: text as it is, dates from Excel dates,
 * serial numbers or text, numbers from numbers or numeric text, a partner type from 0/1 or its name.
 */
export type ValueType = 'text' | 'date' | 'integer' | 'decimal' | 'partnerType';

export interface ImportColumn {
  /** The field of the row object handed to validation (the API's field name). */
  field: string;
  /** The header, as the export writes it (the same key, so an exported sheet imports as it is). */
  header: MessageKey;
  /** Other headers accepted for the same column (any language). */
  aliases?: MessageKey[];
  type: ValueType;
  required: boolean;
  /** For the notes sheet: at most this many characters (text), this many decimals (decimal). */
  max?: number;
  scale?: number;
  /** For the notes sheet: a note of its own instead of the type's. */
  note?: MessageKey;
}

export interface ImportKindSpec {
  kind: ImportKind;
  /** The template's sheet name. */
  sheet: MessageKey;
  columns: ImportColumn[];
}

const text = (field: string, header: MessageKey, required: boolean, max: number, aliases?: MessageKey[]) =>
  ({ field, header, type: 'text', required, max, aliases }) as ImportColumn;

const decimal = (
  field: string,
  header: MessageKey,
  required: boolean,
  scale: number,
  note?: MessageKey,
): ImportColumn => ({ field, header, type: 'decimal', required, scale, note });

/** A column whose format the notes sheet explains with a note of its own. */
const noted = (
  field: string,
  header: MessageKey,
  type: ValueType,
  required: boolean,
  note: MessageKey,
): ImportColumn => ({ field, header, type, required, note });

function recordColumns(
  side: 'supplier' | 'customer',
  date: 'inbound_date' | 'outbound_date',
): ImportColumn[] {
  return [
    { ...text('document_number', 'field.document_number', false, 50), note: 'format.documentNumber' },
    text(`${side}_code`, `field.${side}_code`, true, 50, ['field.partner_code']),
    text(`${side}_short_name`, `field.${side}_short_name`, true, 50, ['field.partner_short_name']),
    text('product_code', 'field.product_code', true, 50),
    text('product_model', 'field.product_model', true, 100),
    { field: date, header: `field.${date}`, type: 'date', required: true, aliases: ['col.date'] },
    noted('quantity', 'field.quantity', 'integer', true, 'format.quantityRecord'),
    decimal('unit_price', 'field.unit_price', false, 4, 'format.unitPriceAuto'),
    { field: 'invoice_date', header: 'field.invoice_date', type: 'date', required: false },
    text('invoice_number', 'field.invoice_number', false, 100),
    text('order_number', 'field.order_number', false, 100),
    text('invoice_image_url', 'field.invoice_image_url', false, 500),
    text('remark', 'field.remark', false, 500),
  ];
}

/** The account a payment or cash entry moved, by name; empty: the default account. */
const ACCOUNT_COLUMN: ImportColumn = {
  field: 'account',
  header: 'field.account',
  type: 'text',
  required: false,
  max: 50,
  aliases: ['field.account_name'],
  note: 'format.account',
};

function paymentColumns(side: 'supplier' | 'customer'): ImportColumn[] {
  return [
    text(`${side}_code`, `field.${side}_code`, true, 50, ['field.partner_code']),
    text(`${side}_short_name`, `field.${side}_short_name`, false, 50, ['field.partner_short_name']),
    { field: 'pay_date', header: 'field.pay_date', type: 'date', required: true, aliases: ['col.date'] },
    decimal('amount', 'field.amount', true, 2),
    noted('pay_method', 'field.pay_method', 'text', true, 'format.payMethod'),
    ACCOUNT_COLUMN,
    text('remark', 'field.remark', false, 500),
  ];
}

/** An order's line per row: the partner, the order's number, dates and remark, the line's product and quantity. */
function orderColumns(side: 'supplier' | 'customer'): ImportColumn[] {
  return [
    text(`${side}_code`, `field.${side}_code`, true, 50, ['field.partner_code']),
    text(`${side}_short_name`, `field.${side}_short_name`, true, 50, ['field.partner_short_name']),
    text('order_number', 'field.order_number', false, 50),
    { field: 'date', header: 'field.order_date', type: 'date', required: true, aliases: ['col.date'] },
    { field: 'delivery_date', header: 'field.delivery_date', type: 'date', required: false },
    text('product_code', 'field.product_code', true, 50),
    text('product_model', 'field.product_model', true, 100),
    { field: 'quantity', header: 'field.quantity', type: 'integer', required: true },
    decimal('unit_price', 'field.unit_price', false, 4, 'format.unitPriceAuto'),
    text('remark', 'field.remark', false, 500),
  ];
}

/**
 * The columns of every kind. Headers are the export's (base info: partners, products, prices; the
 * inbound/outbound sheets; the receivable/payable payment sheets), so those sheets import unchanged;
 * columns the server computes (ID, full names, category, total price) are simply not read. An
 * inbound/outbound row's document number is read: rows of one number come back as one document.
 */
export const IMPORT_SPECS: Record<ImportKind, ImportKindSpec> = {
  partners: {
    kind: 'partners',
    sheet: 'sheet.partners',
    columns: [
      text('code', 'field.code', false, 50, ['field.partner_code']),
      text('short_name', 'field.short_name', true, 50, ['field.partner_short_name']),
      text('full_name', 'field.full_name', true, 200, ['field.partner_full_name']),
      noted('type', 'field.type', 'partnerType', true, 'format.partnerType'),
      text('address', 'field.address', false, 500),
      text('contact_person', 'field.contact_person', false, 100),
      text('contact_phone', 'field.contact_phone', false, 50),
      noted('payment_terms_days', 'field.payment_terms_days', 'integer', false, 'format.paymentTerms'),
      decimal('credit_limit', 'field.credit_limit', false, 2, 'format.creditLimit'),
    ],
  },
  products: {
    kind: 'products',
    sheet: 'sheet.products',
    columns: [
      text('code', 'field.code', true, 50, ['field.product_code']),
      text('product_model', 'field.product_model', true, 100),
      text('category', 'field.category', true, 100, ['field.product_category']),
      text('remark', 'field.remark', false, 500),
      { field: 'reorder_level', header: 'field.reorder_level', type: 'integer', required: false },
    ],
  },
  prices: {
    kind: 'prices',
    sheet: 'sheet.prices',
    columns: [
      text('partner_code', 'field.partner_code', false, 50),
      text('partner_short_name', 'field.partner_short_name', true, 50),
      text('product_code', 'field.product_code', false, 50),
      text('product_model', 'field.product_model', true, 100),
      decimal('unit_price', 'field.unit_price', true, 4),
      { field: 'effective_date', header: 'field.effective_date', type: 'date', required: true },
    ],
  },
  inbound: { kind: 'inbound', sheet: 'sheet.inbound', columns: recordColumns('supplier', 'inbound_date') },
  outbound: {
    kind: 'outbound',
    sheet: 'sheet.outbound',
    columns: recordColumns('customer', 'outbound_date'),
  },
  'receivable-payments': {
    kind: 'receivable-payments',
    sheet: 'sheet.receivablePayments',
    columns: paymentColumns('customer'),
  },
  'payable-payments': {
    kind: 'payable-payments',
    sheet: 'sheet.payablePayments',
    columns: paymentColumns('supplier'),
  },
  'opening-stock': {
    kind: 'opening-stock',
    sheet: 'sheet.openingStock',
    columns: [
      text('product_code', 'field.product_code', false, 50),
      text('product_model', 'field.product_model', true, 100),
      { field: 'date', header: 'col.date', type: 'date', required: true },
      { field: 'quantity_change', header: 'field.quantity', type: 'integer', required: true },
      decimal('unit_cost', 'field.unit_cost', true, 4, 'format.unitCost'),
      text('remark', 'field.remark', false, 500),
    ],
  },
  'opening-balances': {
    kind: 'opening-balances',
    sheet: 'sheet.openingBalances',
    columns: [
      text('partner_code', 'field.partner_code', true, 50, ['field.customer_code', 'field.supplier_code']),
      text('partner_short_name', 'field.partner_short_name', false, 50, [
        'field.customer_short_name',
        'field.supplier_short_name',
      ]),
      decimal('amount', 'field.amount', true, 2, 'format.openingAmount'),
      { field: 'date', header: 'col.date', type: 'date', required: true },
    ],
  },
  // Rows of one order number are the lines of one order.
  'sales-orders': { kind: 'sales-orders', sheet: 'sheet.salesOrders', columns: orderColumns('customer') },
  'purchase-orders': {
    kind: 'purchase-orders',
    sheet: 'sheet.purchaseOrders',
    columns: orderColumns('supplier'),
  },
  accounts: {
    kind: 'accounts',
    sheet: 'sheet.accounts',
    columns: [
      text('name', 'field.account_name', true, 50, ['field.account']),
      noted('kind', 'field.account_kind', 'text', true, 'format.accountKind'),
      decimal('opening_balance', 'field.opening_balance', false, 2, 'format.openingAccount'),
      { field: 'opening_date', header: 'field.opening_date', type: 'date', required: false },
      text('remark', 'field.remark', false, 500),
    ],
  },
  'cash-entries': {
    kind: 'cash-entries',
    sheet: 'sheet.cashEntries',
    columns: [
      noted('kind', 'field.entry_kind', 'text', true, 'format.cashEntryKind'),
      { field: 'date', header: 'col.date', type: 'date', required: true },
      ACCOUNT_COLUMN,
      text('category', 'field.category', true, 50),
      decimal('amount', 'field.amount', true, 2),
      text('remark', 'field.remark', false, 500),
    ],
  },
};

/** A header as compared: width-normalised, trimmed, case- and space-insensitive, without a trailing `*`. */
export function normaliseHeader(value: string): string {
  return value
    .normalize('NFKC')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\s*\*$/, '')
    .toLowerCase();
}

/** Every spelling of a set of message keys, in every language, normalised. */
export function spellings(keys: MessageKey[]): string[] {
  return LOCALES.flatMap((locale) => keys.map((key) => normaliseHeader(catalogue(locale)[key])));
}

/** The kind's columns by every accepted header (three languages, aliases, the API field name). */
export function headerIndex(spec: ImportKindSpec): Map<string, ImportColumn> {
  const index = new Map<string, ImportColumn>();
  for (const column of spec.columns) {
    for (const label of [...spellings([column.header, ...(column.aliases ?? [])]), column.field]) {
      if (!index.has(label)) index.set(label, column);
    }
  }
  return index;
}
