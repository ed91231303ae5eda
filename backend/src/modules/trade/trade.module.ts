import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module';
import { StockModule } from '../stock/stock.module';
import { InboundController, OutboundController } from './trade.controller';
import { TradeService } from './trade.service';

/** Inbound and outbound records: one service, two controllers made from one definition. */
@Module({
  imports: [StockModule, LedgerModule],
  controllers: [InboundController, OutboundController],
  providers: [TradeService],
  exports: [TradeService],
})
export class TradeModule {}
