import { ApiProperty } from '@nestjs/swagger';
import { OrderDirection } from '../order-direction';

/** A delivery (receipt) of an order: one record of a document, on one of the order's lines. */
export class OrderDeliveryView {
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

class PaginationView {
  @ApiProperty()
  page: number;
  @ApiProperty()
  limit: number;
  @ApiProperty()
  total: number;
}

/** The answer classes of one direction, for the OpenAPI document (customer_* / supplier_*, delivered / received). */
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
  }
  ApiProperty({ type: String })(HeaderView.prototype, partnerCode);
  ApiProperty({ type: String })(HeaderView.prototype, partnerShortName);

  class OrderView extends HeaderView {
    @ApiProperty({ type: [named(LineView, 'Line')] })
    lines: LineView[];
  }

  class OrderDetailView extends OrderView {
    @ApiProperty({ type: [OrderDeliveryView] })
    deliveries: OrderDeliveryView[];
  }

  class ListRow extends HeaderView {
    @ApiProperty()
    lines_count: number;
    /** Σ of the lines' quantities, and of what they delivered: the progress. */
    @ApiProperty()
    ordered_quantity: number;
  }
  ApiProperty({ type: Number })(ListRow.prototype, dir.doneField);

  class Page {
    @ApiProperty({ type: [named(ListRow, 'Row')] })
    data: ListRow[];
    @ApiProperty({ type: PaginationView })
    pagination: PaginationView;
  }

  return {
    OrderView: named(OrderView, ''),
    OrderDetailView: named(OrderDetailView, 'Detail'),
    OrderPage: named(Page, 'Page'),
  };
}

/** Orders still expected of one kind: how many, the value of their open quantities, and those overdue. */
export class OpenOrdersFigures {
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

export class OpenOrdersView {
  @ApiProperty({ type: OpenOrdersFigures })
  sales: OpenOrdersFigures;
  @ApiProperty({ type: OpenOrdersFigures })
  purchases: OpenOrdersFigures;
}

/** DELETE of an order. */
export class OrderDeletedView {
  @ApiProperty({ enum: [true] })
  success: true;
}
