import { Direction, PartnerType } from '../../common/direction';

/**
 * Everything that differs between inbound (purchases from suppliers) and outbound (sales to customers):
 * one implementation of records, lists and validation is parameterised by one of these two objects.
 */
export interface TradeDirection {
  direction: Direction;
  /** Partners of this type may be named on the records. */
  partnerType: PartnerType;
  /** Route under /api and the word used in messages: "inbound record 12 not found". */
  route: 'inbound' | 'outbound';
  partner: 'supplier' | 'customer';
  /** The API's field names for the partner and the record date. */
  fields: {
    partnerCode: 'supplier_code' | 'customer_code';
    partnerShortName: 'supplier_short_name' | 'customer_short_name';
    partnerFullName: 'supplier_full_name' | 'customer_full_name';
    date: 'inbound_date' | 'outbound_date';
  };
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
}

export const INBOUND: TradeDirection = {
  direction: Direction.Inbound,
  partnerType: PartnerType.Supplier,
  route: 'inbound',
  partner: 'supplier',
  fields: {
    partnerCode: 'supplier_code',
    partnerShortName: 'supplier_short_name',
    partnerFullName: 'supplier_full_name',
    date: 'inbound_date',
  },
  orderIdField: 'purchase_order_id',
  messages: {
    partnerCodeRequired: 'Enter supplier code',
    dateRequired: 'Select inbound date',
    partnerMismatch: 'VALIDATION_FAILED.supplierMismatch',
  },
  stockSign: 1,
  checksCreditLimit: false,
};

export const OUTBOUND: TradeDirection = {
  direction: Direction.Outbound,
  partnerType: PartnerType.Customer,
  route: 'outbound',
  partner: 'customer',
  fields: {
    partnerCode: 'customer_code',
    partnerShortName: 'customer_short_name',
    partnerFullName: 'customer_full_name',
    date: 'outbound_date',
  },
  orderIdField: 'sales_order_id',
  messages: {
    partnerCodeRequired: 'Enter customer code',
    dateRequired: 'Select outbound date',
    partnerMismatch: 'VALIDATION_FAILED.customerMismatch',
  },
  stockSign: -1,
  checksCreditLimit: true,
};

export const PRODUCT_MISMATCH = 'product code and model do not match, please reselect';

export const TRADE_DIRECTIONS: Record<Direction, TradeDirection> = {
  [Direction.Inbound]: INBOUND,
  [Direction.Outbound]: OUTBOUND,
};
