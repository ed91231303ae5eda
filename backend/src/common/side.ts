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
 * What a row of trade_records is (`trade_records.kind`, a smallint): a purchase or a sale (the two
 * sides' records), a return of either (`return_of` set, negative quantity, the side of its original),
 * opening stock or a stock adjustment (no side: `direction` is NULL, no partner, a `reason`).
 */
export enum Movement {
  Purchase = 0,
  Sale = 1,
  Return = 2,
  Opening = 3,
  Adjustment = 4,
}

/**
 * A movement's place within its day in the cost engine's order: opening stock first (it is what was
 * on the shelf that morning), then the inbound side (purchases and their returns), then the outbound
 * side (sales and their returns), then adjustments (a stocktake counts what is left at the end of the
 * day). The fold orders a product's movements by (record_date, day order, id).
 */
export enum DayOrder {
  Opening = 0,
  Inbound = 1,
  Outbound = 2,
  Adjustment = 3,
}

/**
 * A movement's day order from its kind and side. The database computes the same in the SQL function
 * `movement_day_order(kind, direction)` (DAY_ORDER_SQL), which the history index is built on; a test
 * holds the two equal.
 */
export function dayOrder(movement: { kind: Movement; direction: Direction | null }): DayOrder {
  if (movement.kind === Movement.Opening) return DayOrder.Opening;
  if (movement.kind === Movement.Adjustment) return DayOrder.Adjustment;
  return movement.direction === Direction.Inbound ? DayOrder.Inbound : DayOrder.Outbound;
}

/** The day order of trade_records `alias` in SQL: the expression IDX_trade_records_product_history holds. */
export function dayOrderSql(alias: string): string {
  return `movement_day_order(${alias}.kind, ${alias}.direction)`;
}

/** The kind of a side's record: a return when it returns another, else the side's purchase or sale. */
export function recordKind(direction: Direction, isReturn: boolean): Movement {
  if (isReturn) return Movement.Return;
  return direction === Direction.Inbound ? Movement.Purchase : Movement.Sale;
}

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

/** The partner's details a printout addresses (where to deliver, whom to ask), as the queries name them. */
export interface PartnerContactRow {
  partner_address: string | null;
  partner_contact_person: string | null;
  partner_contact_phone: string | null;
}

/** The names of a side's partner contact fields in the API: `customer_address`, `supplier_contact_phone`, ... */
export function partnerContactNames(dir: Side): [address: string, person: string, phone: string] {
  return [`${dir.partner}_address`, `${dir.partner}_contact_person`, `${dir.partner}_contact_phone`];
}

/** A row's partner contact under the side's field names. */
export function partnerContactFields(dir: Side, row: PartnerContactRow): Record<string, string | null> {
  const [address, person, phone] = partnerContactNames(dir);
  return {
    [address]: row.partner_address,
    [person]: row.partner_contact_person,
    [phone]: row.partner_contact_phone,
  };
}
