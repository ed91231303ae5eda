import { Module } from '@nestjs/common';
import { ProfitAndLossService } from './profit-and-loss.service';
import { ReportsController } from './reports.controller';

/** Statements of the whole business over a range (profit and loss), read-only. */
@Module({
  controllers: [ReportsController],
  providers: [ProfitAndLossService],
  exports: [ProfitAndLossService],
})
export class ReportsModule {}
