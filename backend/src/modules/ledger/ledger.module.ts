import { Module } from '@nestjs/common';
import { MoneyModule } from '../money/money.module';
import { AgingQueries } from './aging.queries';
import { AgingService } from './aging.service';
import { OpeningBalancesService } from './opening-balances.service';
import { LedgerQueries } from './ledger.queries';
import { LedgerService } from './ledger.service';
import { PayableController, ReceivableController } from './ledger.controller';
import { StatementQueries } from './statement.queries';
import { StatementService } from './statement.service';

/**
 * Receivables and payables: one service and one set of queries, one controller definition for both sides;
 * aging and statements of account beside them.
 */
@Module({
  imports: [MoneyModule],
  controllers: [ReceivableController, PayableController],
  providers: [
    LedgerQueries,
    LedgerService,
    OpeningBalancesService,
    AgingQueries,
    AgingService,
    StatementQueries,
    StatementService,
  ],
  exports: [LedgerQueries, LedgerService, OpeningBalancesService, AgingService],
})
export class LedgerModule {}
