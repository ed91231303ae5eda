import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Put, Query, Type } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { RequireRole } from '../../common/auth/access.decorator';
import { RecordId } from '../../common/http/record-id';
import { DeliveryBody, orderDtos, toOrderFilter, toOrderInput } from './dto/order.dto';
import { documentDtos } from '../documents/dto/document.dto';
import { Done } from '../../common/openapi/envelopes';
import { orderViewDtos } from './dto/order-view.dto';
import { OrderDirection, PURCHASE_ORDERS, SALES_ORDERS } from './order-direction';
import { OrdersService } from './orders.service';

/** The HTTP face of one kind of order: /api/sales-orders or /api/purchase-orders, from one definition. */
export function createOrdersController(dir: OrderDirection): Type<unknown> {
  // Each class doubles as the type of its parameter below, which the validation pipe validates against.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { OrderBody, OrderListQuery } = orderDtos(dir);
  type OrderBody = InstanceType<typeof OrderBody>;
  type OrderListQuery = InstanceType<typeof OrderListQuery>;
  const { OrderResponse, OrderDetailResponse, OrderPage } = orderViewDtos(dir);

  @ApiTags(dir.route)
  @ApiBearerAuth()
  @Controller(dir.route)
  class OrdersController {
    constructor(private readonly orders: OrdersService) {}

    @Get()
    @ApiOkResponse({ type: OrderPage })
    list(@Query() query: OrderListQuery) {
      return this.orders.list(dir, toOrderFilter(dir, query));
    }

    @Get(':id')
    @ApiParam({ name: 'id', type: Number })
    @ApiOkResponse({ type: OrderDetailResponse })
    get(@RecordId() id: number) {
      return this.orders.get(dir, id);
    }

    @RequireRole('editor')
    @Post()
    @ApiCreatedResponse({ type: OrderResponse })
    create(@Body() body: OrderBody) {
      return this.orders.create(dir, toOrderInput(dir, body));
    }

    @RequireRole('editor')
    @Put(':id')
    @ApiParam({ name: 'id', type: Number })
    @ApiOkResponse({ type: OrderResponse })
    update(@RecordId() id: number, @Body() body: OrderBody) {
      return this.orders.update(dir, id, toOrderInput(dir, body));
    }

    @RequireRole('editor')
    @Delete(':id')
    @ApiParam({ name: 'id', type: Number })
    @ApiOkResponse({ type: Done })
    async remove(@RecordId() id: number): Promise<Done> {
      await this.orders.remove(dir, id);
      return { success: true };
    }

    @RequireRole('editor')
    @Post(':id/close')
    @HttpCode(HttpStatus.OK)
    @ApiParam({ name: 'id', type: Number })
    @ApiOkResponse({ type: OrderResponse })
    close(@RecordId() id: number) {
      return this.orders.close(dir, id);
    }

    @RequireRole('editor')
    @Post(':id/reopen')
    @HttpCode(HttpStatus.OK)
    @ApiParam({ name: 'id', type: Number })
    @ApiOkResponse({ type: OrderResponse })
    reopen(@RecordId() id: number) {
      return this.orders.reopen(dir, id);
    }

    /** One document of the lines delivered (received) now, answered as POST /…/documents answers it. */
    @RequireRole('editor')
    @Post(`:id/${dir.action}`)
    @ApiParam({ name: 'id', type: Number })
    @ApiCreatedResponse({ type: documentDtos(dir.trade).Created })
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
