import { Module } from '@nestjs/common';
import { PricesModule } from '../prices/prices.module';
import { TradeModule } from '../trade/trade.module';
import { InboundDocumentsController, OutboundDocumentsController } from './documents.controller';
import { DocumentsService } from './documents.service';

/** Inbound and outbound documents: lists, one document, its changes, deletion and returns. */
@Module({
  imports: [TradeModule, PricesModule],
  controllers: [InboundDocumentsController, OutboundDocumentsController],
  providers: [DocumentsService],
  exports: [DocumentsService],
})
export class DocumentsModule {}
