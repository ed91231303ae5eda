import { Module } from '@nestjs/common';
import { StockModule } from '../stock/stock.module';
import { OverviewController } from './overview.controller';
import { OverviewService } from './overview.service';

@Module({
  imports: [StockModule],
  controllers: [OverviewController],
  providers: [OverviewService],
})
export class OverviewModule {}
