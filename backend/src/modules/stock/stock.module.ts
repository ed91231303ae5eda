import { Module } from '@nestjs/common';
import { AdjustmentsService } from './adjustments.service';
import { CostMethodBootstrap } from './cost-method.bootstrap';
import { StockController } from './stock.controller';
import { StockHistoryService } from './stock-history.service';
import { StockService } from './stock.service';
import { StocktakeService } from './stocktake.service';

/**
 * Stock per product and cost of goods sold. `InventoryService` (provided by the books module) is the
 * write side the posting engine keeps; `StockService` the read side and the refresh;
 * `StockHistoryService` the movement card; `StocktakeService` the count sheet and its posting.
 */
@Module({
  controllers: [StockController],
  providers: [StockService, StockHistoryService, AdjustmentsService, StocktakeService, CostMethodBootstrap],
  exports: [StockService, AdjustmentsService],
})
export class StockModule {}
