import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/ledger.module';
import { CostMethodBootstrap } from './cost-method.bootstrap';
import { InventoryService } from './inventory.service';
import { StockController } from './stock.controller';
import { StockService } from './stock.service';

/**
 * Stock per product and cost of goods sold. `InventoryService` is the write side used by the trade
 * module inside its transactions; `StockService` the read side and the refresh.
 */
@Module({
  imports: [LedgerModule],
  controllers: [StockController],
  providers: [InventoryService, StockService, CostMethodBootstrap],
  exports: [InventoryService, StockService],
})
export class StockModule {}
