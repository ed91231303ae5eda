import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsInt, IsOptional, IsUrl, Max, Min, ValidateBy, ValidateIf } from 'class-validator';
import { MAX_RECORD_ID } from '../../../common/http/record-id';
import { PageQueryDto } from '../../../common/pagination/page-query.dto';
import { SortFieldParam, SortOrderParam } from '../../../common/pagination/sort';
import {
  DecimalField,
  Flag,
  OptionalDate,
  OptionalText,
  RequiredDate,
  RequiredText,
  WholeNumberText,
} from '../../../common/validation/rules';
import { Side } from '../../../common/side';
import { TAX_RATE_RULE } from '../../settings/tax-settings';

export const QUANTITY_MIN_MESSAGE = 'Quantity must be greater than 0';
export const RETURN_QUANTITY_MESSAGE = 'A return quantity must be negative (at least 1 unit)';
/** quantity × unit price must fit total_price numeric(18,3) and cost_amount numeric(18,4). */
export const MAX_QUANTITY = 10_000_000;
export const MAX_UNIT_PRICE = 9_999_999.9999;

/** Unit prices: at least 0, at most 4 decimals, below MAX_UNIT_PRICE. */
export const UNIT_PRICE_RULE = {
  scale: 4,
  min: 0,
  max: MAX_UNIT_PRICE,
  messages: {
    required: 'Unit price is required',
    invalid: 'Unit price must be a number with at most 4 decimals',
    min: 'Unit price must be greater than or equal to 0',
  },
};

/** An optional tax rate: left out or null, the product's rate, else the company's default. */
export const OptionalTaxRate = () =>
  applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true }),
    DecimalField('tax rate', { ...TAX_RATE_RULE, required: false }),
  );

/** A return (return_of given) names its original; partner, product and price then default to it. */
const isReturn = (o: { return_of?: number | null }) => o.return_of !== undefined && o.return_of !== null;
/** Required on an ordinary record; on a return only checked when sent. */
const UnlessReturn = ValidateIf((o, value) => !isReturn(o) || value !== undefined);

/**
 * Whole units from 1 (a line to deliver, receive or return): `parse` turns a numeric string into a
 * number first.
 */
export const PositiveQuantity = (parse: PropertyDecorator) =>
  applyDecorators(
    parse,
    IsDefined({ message: QUANTITY_MIN_MESSAGE }),
    IsInt({ message: 'Quantity must be a whole number' }),
    Min(1, { message: QUANTITY_MIN_MESSAGE }),
    Max(MAX_QUANTITY, { message: `Quantity must be at most ${MAX_QUANTITY}` }),
  );

/** What an invoice image link may be (the API's rule; a restored backup is held to it too). */
export const INVOICE_URL_OPTIONS = {
  protocols: ['http', 'https'],
  require_protocol: true,
  require_tld: false,
};

/** The invoice fields, order number and remark: of a record, and of a document's header. */
export class TradeInvoiceFields {
  @OptionalDate('invoice date')
  invoice_date?: string | null;

  @OptionalText('invoice number', 100)
  invoice_number?: string | null;

  @OptionalText('order number', 100)
  order_number?: string | null;

  /** Link to the invoice image: an http or https URL. */
  @OptionalText('invoice image URL', 500)
  @IsUrl(INVOICE_URL_OPTIONS, { message: 'invoice image URL must be an http or https URL' })
  invoice_image_url?: string | null;

  @OptionalText('remark', 500, 'lines')
  remark?: string | null;
}

/**
 * The fields both directions share. The partner code, short name and date fields, whose names depend
 * on the direction, are added by `tradeRecordDtos`. total_price, the partner's full name and
 * product_category are computed by the server: when sent they are dropped by the validation pipe.
 */
export class TradeRecordFields extends TradeInvoiceFields {
  /** A return: the id of the earlier record of the same direction whose goods come back. */
  @ApiPropertyOptional({ type: Number, nullable: true })
  @applyDecorators(
    WholeNumberText(),
    IsOptional(),
    IsInt({ message: 'return_of must be a record id' }),
    Min(1, { message: 'return_of must be a record id' }),
    Max(MAX_RECORD_ID, { message: 'return_of must be a record id' }),
  )
  return_of?: number | null;

  @UnlessReturn
  @RequiredText('product code', 50, undefined, 'any')
  product_code: string;

  @UnlessReturn
  @RequiredText('product model', 100, undefined, 'any')
  product_model: string;

  /** Whole units: at least 1, or at most -1 on a return. */
  @applyDecorators(
    WholeNumberText(),
    IsDefined({ message: QUANTITY_MIN_MESSAGE }),
    IsInt({ message: 'Quantity must be a whole number' }),
    ValidateBy({
      name: 'quantitySign',
      validator: {
        validate: (value, args) =>
          isReturn(args?.object as TradeRecordFields) ? (value as number) <= -1 : (value as number) >= 1,
        defaultMessage: (args) =>
          isReturn(args?.object as TradeRecordFields) ? RETURN_QUANTITY_MESSAGE : QUANTITY_MIN_MESSAGE,
      },
    }),
    Min(-MAX_QUANTITY, { message: `Quantity must be at least -${MAX_QUANTITY}` }),
    Max(MAX_QUANTITY, { message: `Quantity must be at most ${MAX_QUANTITY}` }),
  )
  quantity: number;

  /** At least 0, at most 4 decimals; a JSON number or a numeric string. A return defaults to its original's. */
  @UnlessReturn
  @DecimalField('unit price', UNIT_PRICE_RULE)
  unit_price: string;

  /**
   * The line's tax rate in percent; left out: the product's, else the company's default. A return
   * takes its original's; an edit that leaves it out keeps the record's.
   */
  @OptionalTaxRate()
  tax_rate?: string | null;
}

export class TradeListQueryFields extends PageQueryDto {
  /** Exact product model. */
  @OptionalText('product model', 100, 'any')
  product_model?: string | null;

  /** Records dated on or after (YYYY-MM-DD). */
  @OptionalDate('start date')
  start_date?: string | null;

  /** Records dated on or before (YYYY-MM-DD). */
  @OptionalDate('end date')
  end_date?: string | null;

  /** Contained in the order number, invoice number or remark (case-insensitive). */
  @OptionalText('keyword', 500, 'any')
  keyword?: string | null;

  /** true: records with an invoice number; false: records without one. */
  @ApiPropertyOptional({ type: Boolean })
  @Flag('invoiced')
  invoiced?: boolean;

  /** id, quantity, unit_price, total_price or the date field; anything else is ignored. */
  @SortFieldParam()
  sort_field?: string;

  @SortOrderParam()
  sort_order?: string;
}

/**
 * A record as the service takes it, whatever the direction. On a return (`return_of`), partner, product
 * and price may be left out (undefined): they are the original's.
 */
export interface TradeRecordInput {
  return_of: number | null;
  partner_code: string;
  partner_short_name: string;
  date: string;
  product_code: string;
  product_model: string;
  /** Negative on a return. */
  quantity: number;
  /** Decimal string, at most 4 decimals. */
  unit_price: string;
  /** Decimal text; null: not sent (see TradeRecordFields.tax_rate). */
  tax_rate: string | null;
  invoice_date: string | null;
  invoice_number: string | null;
  order_number: string | null;
  invoice_image_url: string | null;
  remark: string | null;
  /** A sale that may take the customer's balance above its credit limit (the user confirmed it). */
  over_credit_limit?: boolean;
  /** The order line the record delivers (receives); set only by a document of an order. */
  order_line_id?: number | null;
}

export interface TradeListFilter {
  page: number;
  limit: number;
  offset: number;
  partner_short_name?: string | null;
  product_model?: string | null;
  start_date?: string | null;
  end_date?: string | null;
  keyword?: string | null;
  invoiced?: boolean;
  sort_field?: string;
  sort_order?: string;
}

type DirectionFieldName = Side['fields'][keyof Side['fields']];
export type DirectionFieldValues = { [K in DirectionFieldName]?: string | null };
export type TradeRecordBody = TradeRecordFields & DirectionFieldValues & { over_credit_limit?: boolean };
export type TradeListQuery = TradeListQueryFields & DirectionFieldValues;

export function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Adds the direction's partner code and short name fields (supplier_* or customer_*) to a body class,
 * and `over_credit_limit` where sales are held to a credit limit. `when` applies to both partner fields.
 */
export function addPartnerFields(dir: Side, prototype: object, when?: PropertyDecorator): void {
  const { fields, messages, partner } = dir;
  const conditions = when ? [when] : [];
  applyDecorators(
    ApiProperty({ type: String, maxLength: 50 }),
    ...conditions,
    RequiredText(`${partner} code`, 50, messages.partnerCodeRequired, 'any'),
  )(prototype, fields.partnerCode);
  applyDecorators(
    ApiProperty({ type: String, maxLength: 50 }),
    ...conditions,
    RequiredText(`${partner} short name`, 50, undefined, 'any'),
  )(prototype, fields.partnerShortName);
  if (dir.checksCreditLimit) {
    applyDecorators(ApiPropertyOptional({ type: Boolean }), Flag('over_credit_limit'))(
      prototype,
      'over_credit_limit',
    );
  }
}

/**
 * The body and list-query classes of one direction: the shared fields plus the direction's own
 * (supplier_code / supplier_short_name / inbound_date, or the customer/outbound ones, and the
 * outbound's over_credit_limit).
 */
export function tradeRecordDtos(dir: Side) {
  const { fields, messages, partner } = dir;

  class RecordBody extends TradeRecordFields {}
  const body = RecordBody.prototype;
  addPartnerFields(dir, body, UnlessReturn);
  applyDecorators(
    ApiProperty({ type: String, format: 'date' }),
    RequiredDate(`${dir.route} date`, messages.dateRequired),
  )(body, fields.date);
  Object.defineProperty(RecordBody, 'name', { value: `${capitalized(dir.route)}RecordBody` });

  class ListQuery extends TradeListQueryFields {}
  applyDecorators(ApiPropertyOptional({ type: String }), OptionalText(`${partner} short name`, 50, 'any'))(
    ListQuery.prototype,
    fields.partnerShortName,
  );
  Object.defineProperty(ListQuery, 'name', { value: `${capitalized(dir.route)}ListQuery` });

  return { RecordBody, ListQuery };
}

/** The direction's wire names to the service's neutral input. */
export function toTradeInput(dir: Side, body: TradeRecordBody): TradeRecordInput {
  return {
    return_of: body.return_of ?? null,
    ...neutralHead(dir, body),
    date: body[dir.fields.date] as string,
    product_code: body.product_code,
    product_model: body.product_model,
    quantity: body.quantity,
    unit_price: body.unit_price,
    tax_rate: body.tax_rate ?? null,
  };
}

type OptionalHeadField = 'invoice_date' | 'invoice_number' | 'order_number' | 'invoice_image_url' | 'remark';

/**
 * What a record and a document body share, as the service takes it: the partner by the direction's
 * field names, the optional fields (absent: null) and the credit-limit confirmation.
 */
export function neutralHead(
  dir: Side,
  body: DirectionFieldValues & { [K in OptionalHeadField]?: string | null } & { over_credit_limit?: boolean },
) {
  return {
    partner_code: body[dir.fields.partnerCode] as string,
    partner_short_name: body[dir.fields.partnerShortName] as string,
    invoice_date: body.invoice_date ?? null,
    invoice_number: body.invoice_number ?? null,
    order_number: body.order_number ?? null,
    invoice_image_url: body.invoice_image_url ?? null,
    remark: body.remark ?? null,
    over_credit_limit: body.over_credit_limit === true,
  };
}

export function toTradeFilter(dir: Side, query: TradeListQuery): TradeListFilter {
  return {
    page: query.page,
    limit: query.limit,
    offset: query.offset,
    partner_short_name: query[dir.fields.partnerShortName] ?? null,
    product_model: query.product_model,
    start_date: query.start_date,
    end_date: query.end_date,
    keyword: query.keyword,
    invoiced: query.invoiced,
    sort_field: query.sort_field,
    sort_order: query.sort_order,
  };
}
