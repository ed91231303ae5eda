import { OpenOrdersResponse } from './dto/order-view.dto';

import { OrdersService } from './orders.service';

import { ApiController, Read } from '../../common/http/endpoints';

/** The overview's open orders: what is still to deliver and to receive, and what of it is overdue. */
@ApiController('overview')
export class OpenOrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Read(OpenOrdersResponse, 'open-orders')
  openOrders(): Promise<OpenOrdersResponse> {
    return this.orders.openOrders();
  }
}
