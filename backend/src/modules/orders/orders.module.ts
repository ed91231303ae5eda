import { Module } from '@nestjs/common';
import { PricesModule } from '../prices/prices.module';
import { TradeModule } from '../trade/trade.module';
import { PurchaseOrdersController, SalesOrdersController } from './orders.controller';
import { OpenOrdersController } from './open-orders.controller';
import { OrdersService } from './orders.service';

/** Sales and purchase orders: two controllers made from one definition, one service. */
@Module({
  imports: [TradeModule, PricesModule],
  controllers: [SalesOrdersController, PurchaseOrdersController, OpenOrdersController],
  providers: [OrdersService],
  exports: [OrdersService],
})
export class OrdersModule {}
