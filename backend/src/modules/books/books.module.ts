import { Global, Module } from '@nestjs/common';
import { InventoryService } from '../stock/inventory.service';
import { PartnerBalances } from './partner-balances';
import { PostingEngine } from './posting-engine';

/**
 * The books: the posting engine every write goes through, and the stores it keeps (stock and cost,
 * partners' balances). Global, like the unit of work. InventoryService and PartnerBalances are exported
 * for their whole-book rebuilds (the stock refresh, a change of cost method); their per-write updaters
 * are the engine's alone.
 */
@Global()
@Module({
  providers: [PostingEngine, InventoryService, PartnerBalances],
  exports: [PostingEngine, InventoryService, PartnerBalances],
})
export class BooksModule {}
