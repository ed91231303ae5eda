import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { OpenOrdersResponse } from './dto/order-view.dto';
import { OrdersService } from './orders.service';

/** The overview's open orders: what is still to deliver and to receive, and what of it is overdue. */
@ApiTags('overview')
@ApiBearerAuth()
@Controller('overview')
export class OpenOrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Get('open-orders')
  @ApiOkResponse({ type: OpenOrdersResponse })
  openOrders(): Promise<OpenOrdersResponse> {
    return this.orders.openOrders();
  }
}
