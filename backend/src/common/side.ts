/**
 * The two sides of the business, defined once. The supplier side buys (inbound records, payables); the
 * customer side sells (outbound records, receivables). Trade direction and ledger side are two views of
 * the same Side: `INBOUND` is `PAYABLE`, `OUTBOUND` is `RECEIVABLE`, and one implementation of records,
 * lists, payments and validation is parameterised by one of the two objects.
 */

/** `trade_records.direction` and `payments.direction` of a side; equal to the partner type it deals with. */
export enum Direction {
  Inbound = 0,
  Outbound = 1,
}

export enum PartnerType {
  Supplier = 0,
  Customer = 1,
}

/**
 * The kinds of stock movement in trade_records, by their `direction` value: the two sides' records,
 * opening stock and adjustments. The value is also their order within a day: opening stock first (it is
 * what was on the shelf that morning), then purchases, then sales, then adjustments (a stocktake counts
 * what is left at the end of the day).
 */
export const Movement = {
  Opening: -1,
  Inbound: Direction.Inbound,
  Outbound: Direction.Outbound,
  Adjustment: 2,
} as const;

export interface Side {
  direction: Direction;
  /** Partners of this type may be named on the side's records and payments. */
  partnerType: PartnerType;
  /**
   * The trade view: route under /api, the word used in messages ("inbound record 12 not found") and
   * the prefix of the record fields in the ledger's answers (`outbound_date`, `outbound_records`, ...).
   */
  route: 'inbound' | 'outbound';
  /** The ledger view: the side's name in routes, audit entities and messages. */
  key: 'payable' | 'receivable';
  /** Prefix of the partner fields in the API: `customer_code`, `supplier_short_name`, ... */
  partner: 'supplier' | 'customer';
  /** The API's field names for the partner and the record date. */
  fields: {
    partnerCode: `${Side['partner']}_code`;
    partnerShortName: `${Side['partner']}_short_name`;
    partnerFullName: `${Side['partner']}_full_name`;
    date: `${Side['route']}_date`;
  };
  /** Name of the total field in the ledger's rows and summaries. */
  totalField: `total_${Side['key']}`;
  /** A document's field naming the order it delivers (receives). */
  orderIdField: 'purchase_order_id' | 'sales_order_id';
  messages: {
    partnerCodeRequired: string;
    dateRequired: string;
    partnerMismatch: 'VALIDATION_FAILED.supplierMismatch' | 'VALIDATION_FAILED.customerMismatch';
  };
  /** +1: the records add to stock; -1: they take from it. */
  stockSign: 1 | -1;
  /** Sales are held to the customer's credit limit (unless `over_credit_limit`); purchases are not. */
  checksCreditLimit: boolean;
  /** Receivables accept negative payments (adjustments); payables only amounts above 0. */
  allowNegativePayment: boolean;
}

/** A side's fields that follow from its partner, route and key. */
function side(
  base: Pick<Side, 'direction' | 'partnerType' | 'route' | 'key' | 'partner' | 'stockSign'> & {
    partnerMismatch: Side['messages']['partnerMismatch'];
  },
): Side {
  const { partnerMismatch, ...rest } = base;
  const selling = base.direction === Direction.Outbound;
  return {
    ...rest,
    fields: {
      partnerCode: `${base.partner}_code` as const,
      partnerShortName: `${base.partner}_short_name` as const,
      partnerFullName: `${base.partner}_full_name` as const,
      date: `${base.route}_date` as const,
    },
    totalField: `total_${base.key}` as const,
    orderIdField: selling ? 'sales_order_id' : 'purchase_order_id',
    messages: {
      partnerCodeRequired: `Enter ${base.partner} code`,
      dateRequired: `Select ${base.route} date`,
      partnerMismatch,
    },
    checksCreditLimit: selling,
    allowNegativePayment: selling,
  };
}

/** Purchases from suppliers; what the company owes them. */
export const INBOUND: Side = side({
  direction: Direction.Inbound,
  partnerType: PartnerType.Supplier,
  route: 'inbound',
  key: 'payable',
  partner: 'supplier',
  stockSign: 1,
  partnerMismatch: 'VALIDATION_FAILED.supplierMismatch',
});

/** Sales to customers; what they owe the company. */
export const OUTBOUND: Side = side({
  direction: Direction.Outbound,
  partnerType: PartnerType.Customer,
  route: 'outbound',
  key: 'receivable',
  partner: 'customer',
  stockSign: -1,
  partnerMismatch: 'VALIDATION_FAILED.customerMismatch',
});

/** The ledger's names of the same two sides. */
export const PAYABLE = INBOUND;
export const RECEIVABLE = OUTBOUND;

export const SIDES: Record<Direction, Side> = {
  [Direction.Inbound]: INBOUND,
  [Direction.Outbound]: OUTBOUND,
};

/**
 * A row's partner under the side's field names (`customer_code`, `customer_short_name`, and
 * `customer_full_name` when the row has the full name).
 */
export function partnerFields<V>(
  dir: Side,
  row: { partner_code: V; partner_short_name: V; partner_full_name?: V },
): Record<string, V> {
  const fields = {
    [dir.fields.partnerCode]: row.partner_code,
    [dir.fields.partnerShortName]: row.partner_short_name,
  };
  return row.partner_full_name === undefined
    ? fields
    : { ...fields, [dir.fields.partnerFullName]: row.partner_full_name };
}
