import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module';
import { AdjustmentsService } from './adjustments.service';
import { CostMethodBootstrap } from './cost-method.bootstrap';
import { InventoryService } from './inventory.service';
import { StockController } from './stock.controller';
import { StockHistoryService } from './stock-history.service';
import { StockService } from './stock.service';
import { StocktakeService } from './stocktake.service';

/**
 * Stock per product and cost of goods sold. `InventoryService` is the write side used by the trade
 * module and the stock adjustments inside their transactions; `StockService` the read side and the
 * refresh; `StockHistoryService` the movement card;
 * `StocktakeService` the count sheet and its posting.
 */
@Module({
  imports: [LedgerModule],
  controllers: [StockController],
  providers: [
    InventoryService,
    StockService,
    StockHistoryService,
    AdjustmentsService,
    StocktakeService,
    CostMethodBootstrap,
  ],
  exports: [InventoryService, StockService, AdjustmentsService],
})
export class StockModule {}
