import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { PageQueryDto } from '../../../common/pagination/page-query.dto';
import {
  ExpectedVersion,
  Flag,
  LinesOf,
  OptionalDate,
  OptionalText,
  RequiredDate,
  RequiredText,
  WholeNumberText,
} from '../../../common/validation/rules';
import {
  LineChange,
  MAX_DOCUMENT_LINES,
  toLineChange,
  LineChangeFields,
} from '../../trade/dto/trade-document.dto';
import { capitalized, PositiveQuantity } from '../../trade/dto/trade-record.dto';
import { OrderDirection } from '../order-direction';

/** The largest id a line may name (PostgreSQL integer). */
const MAX_ID = 2147483647;

/** A line of an order as sent: with `id` an existing line (PUT), without a new one. */
export class OrderLineBody extends LineChangeFields {
  @ApiPropertyOptional({ type: Number })
  @applyDecorators(
    WholeNumberText(),
    IsOptional(),
    IsInt({ message: 'id must be an order line id' }),
    Min(1, { message: 'id must be an order line id' }),
    Max(MAX_ID, { message: 'id must be an order line id' }),
  )
  id?: number;
}

const orderLines = { max: MAX_DOCUMENT_LINES, listOf: 'order lines', one: 'An order' };

/** The fields of an order every direction shares; the partner fields are added per direction. */
export class OrderFields {
  @ApiProperty({ type: String, format: 'date' })
  @RequiredDate('order date')
  date: string;

  @ApiPropertyOptional({ type: String, format: 'date', nullable: true })
  @OptionalDate('delivery date')
  delivery_date?: string | null;

  /** Unique per direction; left out: generated (SO-/PO-YYYYMMDD-NNN), or kept on a change. */
  @ApiPropertyOptional({ type: String, maxLength: 50, nullable: true })
  @OptionalText('order number', 50)
  order_number?: string | null;

  @ApiPropertyOptional({ type: String, maxLength: 500, nullable: true })
  @OptionalText('remark', 500, 'lines')
  remark?: string | null;

  @LinesOf(OrderLineBody, orderLines)
  lines: OrderLineBody[];

  /** On a change: the version it is based on (a stale one is refused); ignored on a new order. */
  @ExpectedVersion()
  version?: number | null;
}

export class OrderListFields extends PageQueryDto {
  @OptionalText('keyword', 100, 'any')
  keyword?: string | null;

  @OptionalDate('start date')
  start_date?: string | null;

  @OptionalDate('end date')
  end_date?: string | null;

  status?: string | null;
}

/** A line to deliver (receive) now: the order line and how many of its open units. */
export class DeliveryLineBody {
  @ApiProperty({ type: Number })
  @applyDecorators(
    WholeNumberText(),
    IsDefined({ message: 'line_id is required' }),
    IsInt({ message: 'line_id must be an order line id' }),
    Min(1, { message: 'line_id must be an order line id' }),
    Max(MAX_ID, { message: 'line_id must be an order line id' }),
  )
  line_id: number;

  @ApiProperty({ type: Number, minimum: 1 })
  @PositiveQuantity(WholeNumberText())
  quantity: number;
}

/** POST /…/deliver (receive): the date, and the lines (left out: every open quantity). */
export class DeliveryBody {
  @ApiProperty({ type: String, format: 'date' })
  @RequiredDate('date')
  date: string;

  @LinesOf(DeliveryLineBody, { ...orderLines, optional: true })
  lines?: DeliveryLineBody[];

  /** A sale over the customer's credit limit, confirmed (sales orders). */
  @ApiPropertyOptional({ type: Boolean })
  @Flag('over_credit_limit')
  over_credit_limit?: boolean;
}

/** The body and list-query classes of one direction (customer_* or supplier_* fields, its statuses). */
export function orderDtos(dir: OrderDirection) {
  const { fields, messages, partner } = dir.trade;
  class OrderBody extends OrderFields {}
  applyDecorators(
    ApiProperty({ type: String, maxLength: 50 }),
    RequiredText(`${partner} code`, 50, messages.partnerCodeRequired, 'any'),
  )(OrderBody.prototype, fields.partnerCode);
  applyDecorators(
    ApiProperty({ type: String, maxLength: 50 }),
    RequiredText(`${partner} short name`, 50, undefined, 'any'),
  )(OrderBody.prototype, fields.partnerShortName);
  const name = capitalized(dir.route.replace('-orders', ''));
  Object.defineProperty(OrderBody, 'name', { value: `${name}OrderBody` });

  const statuses = ['open', 'partial', dir.completeStatus, 'closed'];
  class OrderListQuery extends OrderListFields {}
  applyDecorators(
    ApiPropertyOptional({ type: String, enum: statuses }),
    IsOptional(),
    IsIn(statuses, { message: `status must be one of ${statuses.join(', ')}` }),
  )(OrderListQuery.prototype, 'status');
  applyDecorators(ApiPropertyOptional({ type: String }), OptionalText(`${partner} short name`, 50, 'any'))(
    OrderListQuery.prototype,
    fields.partnerShortName,
  );
  Object.defineProperty(OrderListQuery, 'name', { value: `${name}OrderListQuery` });
  return { OrderBody, OrderListQuery };
}

/** An order as the service takes it, whatever the direction. */
export interface OrderInput {
  partner_code: string;
  partner_short_name: string;
  date: string;
  delivery_date: string | null;
  order_number: string | null;
  remark: string | null;
  lines: LineChange[];
  /** On a change: the version it is based on; absent or null: not checked. */
  version?: number | null;
}

export interface OrderFilter {
  status: string | null;
  partner_short_name: string | null;
  keyword: string | null;
  start_date: string | null;
  end_date: string | null;
  page: number;
  limit: number;
  offset: number;
}

/** The direction's own fields of a body or query (customer_* or supplier_*). */
const own = (body: object, field: string) => (body as Record<string, unknown>)[field];

export function toOrderInput(dir: OrderDirection, body: OrderFields): OrderInput {
  return {
    partner_code: own(body, dir.trade.fields.partnerCode) as string,
    partner_short_name: own(body, dir.trade.fields.partnerShortName) as string,
    date: body.date,
    delivery_date: body.delivery_date ?? null,
    order_number: body.order_number ?? null,
    remark: body.remark ?? null,
    lines: body.lines.map(toLineChange),
    version: body.version,
  };
}

export function toOrderFilter(dir: OrderDirection, query: OrderListFields): OrderFilter {
  return {
    status: query.status ?? null,
    partner_short_name: (own(query, dir.trade.fields.partnerShortName) as string | null | undefined) ?? null,
    keyword: query.keyword ?? null,
    start_date: query.start_date ?? null,
    end_date: query.end_date ?? null,
    page: query.page,
    limit: query.limit,
    offset: query.offset,
  };
}
