import type { TradeDocument } from '../services/documents';
import type { ApiRecord } from '../services/trade';
import type { Direction, Partner, Product, TradeRecord } from '../services/types';

/** A maker of test rows: a test names the `Named` fields and what it cares about; the rest is empty. */
const fixture =
  <T, Named extends keyof T>(empty: Omit<T, Named>) =>
  (fields: Pick<T, Named> & Partial<T>): T =>
    ({ ...empty, ...fields }) as T;

/** A product as the API lists it. */
export const aProduct = fixture<Product, 'code' | 'product_model' | 'category'>({
  id: 1,
  remark: null,
  reorder_level: null,
  tax_rate: null,
  version: 1,
});

/** A partner as the API lists it. */
export const aPartner = fixture<Partner, 'short_name' | 'full_name' | 'type'>({
  id: 1,
  code: null,
  address: null,
  contact_person: null,
  contact_phone: null,
  payment_terms_days: null,
  version: 1,
  credit_limit: null,
  active: true,
});

const recordFields = {
  id: 1,
  product_code: 'P1',
  product_model: 'M-1',
  product_category: 'category 1',
  quantity: 1,
  unit_price: 1,
  total_price: 1,
  tax_rate: 0,
  price_includes_tax: false,
  net_amount: 1,
  tax_amount: 0,
  gross_amount: 1,
  invoice_date: null,
  invoice_number: null,
  order_number: null,
  invoice_image_url: null,
  remark: null,
  return_of: null,
  returned_quantity: 0,
};

/** A record as the API sends it, in the direction's names (supplier_* and inbound_date, or customer_*). */
export function anApiRecord(direction: Direction, fields: Partial<ApiRecord>): ApiRecord {
  const partner = direction === 'inbound' ? 'supplier' : 'customer';
  return {
    ...recordFields,
    [`${partner}_code`]: 'P-1',
    [`${partner}_short_name`]: 'Partner',
    [`${partner}_full_name`]: 'Partner Ltd',
    [`${direction}_date`]: '2025-01-01',
    ...fields,
  } as ApiRecord;
}

/** A record as the pages use it (partner_* and date whatever the direction), of document 5. */
export const aRecord = fixture<TradeRecord, 'id' | 'product_model' | 'quantity'>({
  ...recordFields,
  partner_code: 'P-1',
  partner_short_name: 'Partner',
  partner_full_name: 'Partner Ltd',
  date: '2026-03-01',
  document_id: 5,
  document_number: 'DOC-5',
  order_line_id: null,
});

/** A document as the pages use it, with the lines a test gives it. */
export const aDocument = fixture<TradeDocument, 'lines'>({
  id: 5,
  document_number: 'DOC-5',
  partner_code: 'P-1',
  partner_short_name: 'Partner',
  partner_full_name: 'Partner Ltd',
  partner_contact: { address: null, contact_person: null, contact_phone: null },
  date: '2026-03-01',
  order_number: null,
  invoice_number: null,
  invoice_date: null,
  invoice_image_url: null,
  remark: null,
  total_price: 0,
  net_amount: 0,
  tax_amount: 0,
  gross_amount: 0,
  returns: [],
  version: 1,
});
