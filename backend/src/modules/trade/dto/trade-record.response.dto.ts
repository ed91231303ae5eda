import { Type } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Side } from '../../../common/side';
import { capitalized } from './trade-record.dto';

/** What a record shows in both directions; amounts and quantities are JSON numbers. */
export class TradeRecordResponseFields {
  id: number;
  product_code: string;
  product_model: string;
  product_category: string;
  /** Negative on a return. */
  quantity: number;
  unit_price: number;
  /** quantity × unit price, 3 decimals. */
  total_price: number;
  /** The line's tax rate in percent (0: no tax). */
  tax_rate: number;
  /** Whether unit_price includes the tax (the company's setting when the record was created). */
  price_includes_tax: boolean;
  /** Without tax, the tax, and with tax: 2 decimals, negative on a return. */
  net_amount: number;
  tax_amount: number;
  gross_amount: number;
  invoice_date: string | null;
  invoice_number: string | null;
  order_number: string | null;
  invoice_image_url: string | null;
  remark: string | null;
  /** The original of a return; null for an ordinary record. */
  return_of: number | null;
  /** Units returned of this record so far (0 for a return). */
  returned_quantity: number;
  /** The document the record is a line of. */
  document_id: number;
  document_number: string;
  /** The order line the record delivers (receives); null when it delivers no order. */
  order_line_id: number | null;
}

/**
 * A record of one direction: the shared fields plus supplier_code, supplier_short_name,
 * supplier_full_name and inbound_date, or the customer/outbound ones.
 */
export function tradeRecordResponse(dir: Side): Type {
  class RecordResponse extends TradeRecordResponseFields {}
  const { partnerCode, partnerShortName, partnerFullName, date } = dir.fields;
  for (const field of [partnerCode, partnerShortName, partnerFullName]) {
    ApiProperty({ type: String })(RecordResponse.prototype, field);
  }
  ApiProperty({ type: String, format: 'date' })(RecordResponse.prototype, date);
  Object.defineProperty(RecordResponse, 'name', { value: `${capitalized(dir.route)}RecordResponse` });
  return RecordResponse;
}

export class BatchUpdatedResponse {
  success: true;
  /** How many records were changed (every listed one). */
  updated: number;
}

export class BatchDeletedResponse {
  success: true;
  /** How many records were deleted (every listed one). */
  deleted: number;
}
