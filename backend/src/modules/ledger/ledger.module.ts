import { OpeningBalancesService } from './opening-balances.service';
import { Module } from '@nestjs/common';
import { LedgerQueries } from './ledger.queries';
import { LedgerService } from './ledger.service';
import { PartnerBalances } from './partner-balances';
import { PayableController, ReceivableController } from './ledger.controller';

/** Receivables and payables: one service and one set of queries, one controller definition for both sides. */
@Module({
  controllers: [ReceivableController, PayableController],
  providers: [LedgerQueries, LedgerService, PartnerBalances, OpeningBalancesService],
  exports: [LedgerQueries, LedgerService, PartnerBalances, OpeningBalancesService],
})
export class LedgerModule {}
