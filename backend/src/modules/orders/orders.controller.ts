import { Body, Query, Type, Post } from '@nestjs/common';
import { RecordId } from '../../common/http/record-id';
import { DeliveryBody, orderDtos, toOrderFilter, toOrderInput } from './dto/order.dto';
import { documentDtos } from '../documents/dto/document.dto';
import { Done } from '../../common/openapi/envelopes';
import { orderViewDtos } from './dto/order-view.dto';
import { OrderDirection, PURCHASE_ORDERS, SALES_ORDERS } from './order-direction';
import { OrdersService } from './orders.service';
import { Action, ApiController, Created, NumericId, Read, Remove, Update } from '../../common/http/endpoints';
import { DryRunnable } from '../books/dry-run.endpoint';

/** The HTTP face of one kind of order: /api/sales-orders or /api/purchase-orders, from one definition. */
export function createOrdersController(dir: OrderDirection): Type<unknown> {
  // Each class doubles as the type of its parameter below, which the validation pipe validates against.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { OrderBody, OrderListQuery } = orderDtos(dir);
  type OrderBody = InstanceType<typeof OrderBody>;
  type OrderListQuery = InstanceType<typeof OrderListQuery>;
  const { OrderResponse, OrderDetailResponse, OrderPage } = orderViewDtos(dir);

  @ApiController(dir.route)
  class OrdersController {
    constructor(private readonly orders: OrdersService) {}

    @Read(OrderPage)
    list(@Query() query: OrderListQuery) {
      return this.orders.list(dir, toOrderFilter(dir, query));
    }

    @Read(OrderDetailResponse, ':id', NumericId)
    get(@RecordId() id: number) {
      return this.orders.get(dir, id);
    }

    @Post()
    @Created(OrderResponse)
    create(@Body() body: OrderBody) {
      return this.orders.create(dir, toOrderInput(dir, body));
    }

    @Update(OrderResponse, ':id', NumericId)
    update(@RecordId() id: number, @Body() body: OrderBody) {
      return this.orders.update(dir, id, toOrderInput(dir, body));
    }

    @Remove(':id', NumericId)
    async remove(@RecordId() id: number): Promise<Done> {
      await this.orders.remove(dir, id);
      return { success: true };
    }

    @Action(OrderResponse, ':id/close', NumericId)
    close(@RecordId() id: number) {
      return this.orders.close(dir, id);
    }

    @Action(OrderResponse, ':id/reopen', NumericId)
    reopen(@RecordId() id: number) {
      return this.orders.reopen(dir, id);
    }

    /** One document of the lines delivered (received) now, answered as POST /…/documents answers it. */
    @Post(`:id/${dir.action}`)
    @Created(documentDtos(dir.trade).Created, NumericId)
    @DryRunnable(documentDtos(dir.trade).Created)
    deliver(@RecordId() id: number, @Body() body: DeliveryBody) {
      return this.orders.deliver(dir, id, body);
    }
  }

  const name = dir.route === 'sales-orders' ? 'SalesOrdersController' : 'PurchaseOrdersController';
  Object.defineProperty(OrdersController, 'name', { value: name });
  return OrdersController;
}

export const SalesOrdersController = createOrdersController(SALES_ORDERS);
export const PurchaseOrdersController = createOrdersController(PURCHASE_ORDERS);
