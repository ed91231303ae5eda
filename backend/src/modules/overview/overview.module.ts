import { Module } from '@nestjs/common';
import { StockModule } from '../stock/stock.module';
import { OverviewController } from './overview.controller';
import { OverviewQueries } from './overview.queries';
import { OverviewService } from './overview.service';

@Module({
  imports: [StockModule],
  controllers: [OverviewController],
  providers: [OverviewQueries, OverviewService],
  exports: [OverviewQueries],
})
export class OverviewModule {}
