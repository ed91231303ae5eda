import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module';
import { PricesModule } from '../prices/prices.module';
import { StockModule } from '../stock/stock.module';
import { InboundController, OutboundController } from './trade.controller';
import { TradeBatchService } from './trade-batch.service';
import { TradeDocumentsService } from './trade-documents.service';
import { TradeService } from './trade.service';

/** Inbound and outbound records, documents and batch actions: two controllers made from one definition. */
@Module({
  imports: [StockModule, LedgerModule, PricesModule],
  controllers: [InboundController, OutboundController],
  providers: [TradeService, TradeDocumentsService, TradeBatchService],
  exports: [TradeService, TradeDocumentsService],
})
export class TradeModule {}
