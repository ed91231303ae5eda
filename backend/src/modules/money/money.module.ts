import { Module } from '@nestjs/common';
import { AccountsController } from './accounts.controller';
import { AccountsService } from './accounts.service';
import { CashEntriesController } from './cash-entries.controller';
import { CashEntriesService } from './cash-entries.service';
import { TransfersService } from './transfers.service';
import { MoneyRowWrites } from './money-row-writes';

/**
 * The money side: accounts and their balances and statements, transfers between them, other income
 * and expenses. Payments (the ledger) name their account through AccountsService.resolve.
 */
@Module({
  controllers: [AccountsController, CashEntriesController],
  providers: [AccountsService, TransfersService, CashEntriesService, MoneyRowWrites],
  exports: [AccountsService, TransfersService, CashEntriesService],
})
export class MoneyModule {}
