import { Direction, PartnerType } from '../../common/direction';

/**
 * What differs between the two sides of the ledger. Receivables are what customers (partner type 1)
 * owe for outbound records; payables are what the company owes suppliers (type 0) for inbound records.
 * Payments and trade records carry the same direction value as the side they belong to.
 */
export interface LedgerSide {
  key: 'receivable' | 'payable';
  /** `payments.direction` and `trade_records.direction` of this side. */
  direction: Direction;
  partnerType: PartnerType;
  /** Prefix of the partner fields in the API: `customer_code`, `supplier_short_name`, ... */
  partner: 'customer' | 'supplier';
  /** Name of the total field in rows and summaries. */
  totalField: 'total_receivable' | 'total_payable';
  /** Prefix of the record fields: `outbound_date`, `outbound_records`, `outbound_page`, ... */
  records: 'outbound' | 'inbound';
  /** Receivables accept negative payments (adjustments); payables only amounts above 0. */
  allowNegativePayment: boolean;
}

export const RECEIVABLE: LedgerSide = {
  key: 'receivable',
  direction: Direction.Outbound,
  partnerType: PartnerType.Customer,
  partner: 'customer',
  totalField: 'total_receivable',
  records: 'outbound',
  allowNegativePayment: true,
};

export const PAYABLE: LedgerSide = {
  key: 'payable',
  direction: Direction.Inbound,
  partnerType: PartnerType.Supplier,
  partner: 'supplier',
  totalField: 'total_payable',
  records: 'inbound',
  allowNegativePayment: false,
};
