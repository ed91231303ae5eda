import { Module } from '@nestjs/common';
import { LedgerQueries } from './ledger.queries';
import { LedgerService } from './ledger.service';
import { PayableController } from './payable.controller';
import { ReceivableController } from './receivable.controller';

/** Receivables and payables: one service and one set of queries, two thin controllers. */
@Module({
  controllers: [ReceivableController, PayableController],
  providers: [LedgerQueries, LedgerService],
  exports: [LedgerQueries, LedgerService],
})
export class LedgerModule {}
