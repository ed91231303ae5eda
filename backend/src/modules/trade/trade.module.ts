import { Module } from '@nestjs/common';
import { StockModule } from '../stock/stock.module';
import { InboundController, OutboundController } from './trade.controller';
import { TradeService } from './trade.service';

/** Inbound and outbound records: one service, two controllers made from one definition. */
@Module({
  imports: [StockModule],
  controllers: [InboundController, OutboundController],
  providers: [TradeService],
  exports: [TradeService],
})
export class TradeModule {}
