import { Module } from '@nestjs/common';
import { MoneyModule } from '../money/money.module';
import { ReportsModule } from '../reports/reports.module';
import { StockModule } from '../stock/stock.module';
import { OverviewController } from './overview.controller';
import { OverviewService } from './overview.service';

@Module({
  imports: [StockModule, MoneyModule, ReportsModule],
  controllers: [OverviewController],
  providers: [OverviewService],
})
export class OverviewModule {}
