import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import {
  DecimalField,
  Flag,
  LinesOf,
  OptionalText,
  RequiredDate,
  WholeNumberText,
} from '../../../common/validation/rules';
import { Side } from '../../../common/side';
import {
  addPartnerFields,
  capitalized,
  DirectionFieldValues,
  neutralHead,
  OptionalTaxRate,
  TradeInvoiceFields,
  TradeRecordFields,
  UNIT_PRICE_RULE,
} from './trade-record.dto';

/** An optional id of an order or order line: a whole number from 1 to 2147483647. */
const OrderRef = (name: string) =>
  applyDecorators(
    WholeNumberText(),
    IsOptional(),
    IsInt({ message: `${name} must be an id` }),
    Min(1, { message: `${name} must be an id` }),
    Max(2147483647, { message: `${name} must be an id` }),
  );

/** How many lines one document may have. */
export const MAX_DOCUMENT_LINES = 200;

/** The words of a document's `lines` rules (see LinesOf). */
export const DOCUMENT_LINES = { max: MAX_DOCUMENT_LINES, listOf: 'document lines', one: 'A document' };

/** A line of a document: a product, a quantity (at least 1) and, when given, its unit price. */
export class TradeDocumentLine extends PickType(TradeRecordFields, [
  'product_code',
  'product_model',
  'quantity',
]) {
  /** Left out (or null): the price in force for the partner, product and date (the price lookup). */
  @ApiPropertyOptional({ type: String, nullable: true })
  @DecimalField('unit price', { ...UNIT_PRICE_RULE, required: false })
  unit_price?: string | null;

  /** The line's tax rate in percent; left out: the product's, else the company's default. */
  @OptionalTaxRate()
  tax_rate?: string | null;

  /**
   * true: the line's unit price also goes on the partner's price list from the document's date, in the
   * same transaction (a new price, or the one set on that date changed). Without a unit price it does
   * nothing: the price came from the list.
   */
  @ApiPropertyOptional({ type: Boolean })
  @Flag('save_price')
  save_price?: boolean;

  /** The line of the document's order this line delivers (receives). */
  @ApiPropertyOptional({ type: Number })
  @OrderRef('order_line_id')
  order_line_id?: number;
}

/**
 * The header every line shares: the partner, the date (the records' inbound or outbound date), the
 * order number, invoice fields and remark; the partner fields are added per direction.
 */
export class TradeDocumentFields extends TradeInvoiceFields {
  /** Left out: generated from the date (IN-YYYYMMDD-NNN, OUT-YYYYMMDD-NNN). Unique per direction. */
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 50 })
  @OptionalText('document number', 50)
  document_number?: string | null;

  @LinesOf(TradeDocumentLine, DOCUMENT_LINES)
  lines: TradeDocumentLine[];

  date: string;
  over_credit_limit?: boolean;
  sales_order_id?: number;
  purchase_order_id?: number;
}

/**
 * The document body of one direction: supplier_* or customer_* (and over_credit_limit), then the rest
 * of `base` (a new document's fields, or a changed one's), named e.g. OutboundDocumentBody.
 */
export function tradeDocumentDto<T extends TradeDocumentFields>(
  dir: Side,
  base: new () => T = TradeDocumentFields as new () => T,
  suffix = 'DocumentBody',
) {
  class DocumentBody extends (base as new () => TradeDocumentFields) {}
  const body = DocumentBody.prototype;
  addPartnerFields(dir, body);
  applyDecorators(ApiPropertyOptional({ type: Number }), OrderRef(dir.orderIdField))(body, dir.orderIdField);
  applyDecorators(
    ApiProperty({ type: String, format: 'date' }),
    RequiredDate(`${dir.route} date`, dir.messages.dateRequired),
  )(body, 'date');
  Object.defineProperty(DocumentBody, 'name', { value: `${capitalized(dir.route)}${suffix}` });
  return DocumentBody;
}

/** The fields of a line of a changed document or order (its `id`, named its own way, is added by each). */
export class LineChangeFields extends PickType(TradeDocumentLine, [
  'product_code',
  'product_model',
  'quantity',
  'unit_price',
  'tax_rate',
]) {}

/** A line of a changed document or order as the service takes it: `id` a line it has, null a new one. */
export interface LineChange {
  id: number | null;
  product_code: string;
  product_model: string;
  quantity: number;
  unit_price: string | null;
  /** null: not sent (a new line's product or company rate; a kept line keeps its own). */
  tax_rate: string | null;
}

export function toLineChange(
  line: Pick<TradeDocumentLine, 'product_code' | 'product_model' | 'quantity' | 'unit_price' | 'tax_rate'> & {
    id?: number;
  },
): LineChange {
  return {
    id: line.id ?? null,
    product_code: line.product_code,
    product_model: line.product_model,
    quantity: line.quantity,
    unit_price: line.unit_price ?? null,
    tax_rate: line.tax_rate ?? null,
  };
}

/** A document as the service takes it, whatever the direction. */
export interface TradeDocumentInput {
  partner_code: string;
  partner_short_name: string;
  date: string;
  /** null: generate one. */
  document_number: string | null;
  invoice_date: string | null;
  invoice_number: string | null;
  order_number: string | null;
  invoice_image_url: string | null;
  remark: string | null;
  over_credit_limit: boolean;
  /** The order this document delivers (receives); null: none. */
  order_id: number | null;
  lines: {
    product_code: string;
    product_model: string;
    quantity: number;
    unit_price: string | null;
    /** null: the product's rate, else the company's default. */
    tax_rate: string | null;
    save_price: boolean;
    order_line_id: number | null;
  }[];
}

export function toTradeDocumentInput(
  dir: Side,
  body: TradeDocumentFields & DirectionFieldValues,
): TradeDocumentInput {
  return {
    ...neutralHead(dir, body),
    date: body.date,
    document_number: body.document_number ?? null,
    order_id: body[dir.orderIdField] ?? null,
    lines: body.lines.map((line) => ({
      product_code: line.product_code,
      product_model: line.product_model,
      quantity: line.quantity,
      unit_price: line.unit_price ?? null,
      tax_rate: line.tax_rate ?? null,
      save_price: line.save_price === true,
      order_line_id: line.order_line_id ?? null,
    })),
  };
}
