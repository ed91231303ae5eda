/**
 * The two sides of the business. The value equals the partner type the side deals with:
 * supplier (type 0) for inbound records and payables, customer (type 1) for outbound records and receivables.
 */
export enum Direction {
  Inbound = 0,
  Outbound = 1,
}

export enum PartnerType {
  Supplier = 0,
  Customer = 1,
}
