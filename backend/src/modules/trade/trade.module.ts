import { Module } from '@nestjs/common';
import { PricesModule } from '../prices/prices.module';
import { StockModule } from '../stock/stock.module';
import { InboundController, OutboundController } from './trade.controller';
import { TradeBatchService } from './trade-batch.service';
import { TradeDocumentsService } from './trade-documents.service';
import { ReturnsService } from './returns.service';
import { TradeService } from './trade.service';

/**
 * Inbound and outbound records, their returns, documents and batch actions: two controllers made from one
 * definition. Every write posts through the books' engine.
 */
@Module({
  imports: [StockModule, PricesModule],
  controllers: [InboundController, OutboundController],
  providers: [TradeService, ReturnsService, TradeDocumentsService, TradeBatchService],
  exports: [TradeService],
})
export class TradeModule {}
