import { Module } from '@nestjs/common';
import { ProfitAndLossService } from './profit-and-loss.service';
import { ReportsController } from './reports.controller';
import { VatService } from './vat.service';

/** Statements of the whole business over a range (profit and loss), read-only. */
@Module({
  controllers: [ReportsController],
  providers: [ProfitAndLossService, VatService],
  exports: [ProfitAndLossService, VatService],
})
export class ReportsModule {}
