import type { Partner, Product, Schemas } from '../services/types';

/** A product as the API lists it, with what a test does not care about left empty. */
export const aProduct = (
  fields: Pick<Product, 'code' | 'product_model' | 'category'> & Partial<Product>,
): Product => ({
  id: 1,
  remark: null,
  reorder_level: null,
  ...fields,
});

/** A partner as the API lists it, with what a test does not care about left empty. */
export const aPartner = (
  fields: Pick<Partner, 'short_name' | 'full_name' | 'type'> & Partial<Partner>,
): Partner => ({
  id: 1,
  code: null,
  address: null,
  contact_person: null,
  contact_phone: null,
  payment_terms_days: null,
  credit_limit: null,
  active: true,
  ...fields,
});

const recordFields = {
  id: 1,
  product_code: 'P1',
  product_model: 'M-1',
  product_category: 'category 1',
  quantity: 1,
  unit_price: 1,
  total_price: 1,
  invoice_date: null,
  invoice_number: null,
  order_number: null,
  invoice_image_url: null,
  remark: null,
  return_of: null,
  returned_quantity: 0,
};

/** An inbound record as the API sends it. */
export const anInboundRecord = (
  fields: Partial<Schemas['InboundRecordResponse']>,
): Schemas['InboundRecordResponse'] => ({
  ...recordFields,
  supplier_code: 'S1',
  supplier_short_name: 'Supplier',
  supplier_full_name: 'Supplier Ltd',
  inbound_date: '2025-01-01',
  ...fields,
});

/** An outbound record as the API sends it. */
export const anOutboundRecord = (
  fields: Partial<Schemas['OutboundRecordResponse']>,
): Schemas['OutboundRecordResponse'] => ({
  ...recordFields,
  customer_code: 'C1',
  customer_short_name: 'Customer',
  customer_full_name: 'Customer Ltd',
  outbound_date: '2025-01-01',
  ...fields,
});
