import { ApiProperty } from '@nestjs/swagger';
import { Paged } from '../../../common/openapi/envelopes';
import { apiPartnerContact } from '../../../common/openapi/partner-contact';
import { OrderDirection } from '../order-direction';

/** A delivery (receipt) of an order: one record of a document, on one of the order's lines. */
export class OrderDeliveryResponse {
  @ApiProperty()
  document_id: number;
  @ApiProperty()
  document_number: string;
  @ApiProperty()
  record_id: number;
  @ApiProperty()
  line_id: number;
  @ApiProperty({ type: String, format: 'date' })
  date: string;
  @ApiProperty()
  quantity: number;
}

/**
 * The answer classes of one direction, for the OpenAPI document (customer_* / supplier_*, delivered /
 * received), named e.g. SalesOrderResponse; the list is a page of SalesOrderRowResponse.
 */
export function orderViewDtos(dir: OrderDirection) {
  const { partnerCode, partnerShortName } = dir.trade.fields;
  const name = dir.route === 'sales-orders' ? 'SalesOrder' : 'PurchaseOrder';
  const statuses = ['open', 'partial', dir.completeStatus, 'closed'];
  const named = <T extends object>(cls: T, suffix: string) => {
    Object.defineProperty(cls, 'name', { value: `${name}${suffix}` });
    return cls;
  };

  class LineView {
    @ApiProperty()
    id: number;
    @ApiProperty()
    product_code: string;
    @ApiProperty()
    product_model: string;
    @ApiProperty()
    quantity: number;
    @ApiProperty()
    unit_price: number;
    @ApiProperty()
    total_price: number;
    @ApiProperty()
    open_quantity: number;
  }
  ApiProperty({ type: Number })(LineView.prototype, dir.doneField);

  class HeaderView {
    @ApiProperty()
    id: number;
    @ApiProperty()
    order_number: string;
    @ApiProperty({ type: String, format: 'date' })
    date: string;
    @ApiProperty({ type: String, format: 'date', nullable: true })
    delivery_date: string | null;
    @ApiProperty({ enum: statuses })
    status: string;
    @ApiProperty({ type: String, nullable: true })
    remark: string | null;
    @ApiProperty()
    total_price: number;
    @ApiProperty({ description: 'raised by every change of the order; an edit may send it back' })
    version: number;
  }
  ApiProperty({ type: String })(HeaderView.prototype, partnerCode);
  ApiProperty({ type: String })(HeaderView.prototype, partnerShortName);

  class OrderView extends HeaderView {
    @ApiProperty({ type: [named(LineView, 'LineResponse')] })
    lines: LineView[];
  }
  ApiProperty({ type: String })(OrderView.prototype, dir.trade.fields.partnerFullName);
  apiPartnerContact(OrderView.prototype, dir.trade);

  class OrderDetailView extends OrderView {
    @ApiProperty({ type: [OrderDeliveryResponse] })
    deliveries: OrderDeliveryResponse[];
  }

  class ListRow extends HeaderView {
    @ApiProperty()
    lines_count: number;
    /** Σ of the lines' quantities, and of what they delivered: the progress. */
    @ApiProperty()
    ordered_quantity: number;
  }
  ApiProperty({ type: Number })(ListRow.prototype, dir.doneField);
  ApiProperty({
    type: Number,
    description: 'Σ delivered (received) quantity × unit price: the progress by value',
  })(ListRow.prototype, dir.doneValueField);

  return {
    OrderResponse: named(OrderView, 'Response'),
    OrderDetailResponse: named(OrderDetailView, 'DetailResponse'),
    OrderPage: Paged(named(ListRow, 'RowResponse')),
  };
}

/** Orders still expected of one kind: how many, the value of their open quantities, and those overdue. */
export class OpenOrdersFiguresResponse {
  @ApiProperty()
  count: number;
  @ApiProperty()
  value: number;
  /** Past their delivery date. */
  @ApiProperty()
  overdue_count: number;
  @ApiProperty()
  overdue_value: number;
}

export class OpenOrdersResponse {
  @ApiProperty({ type: OpenOrdersFiguresResponse })
  sales: OpenOrdersFiguresResponse;
  @ApiProperty({ type: OpenOrdersFiguresResponse })
  purchases: OpenOrdersFiguresResponse;
}
