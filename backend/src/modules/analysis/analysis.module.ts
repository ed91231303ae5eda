import { Module } from '@nestjs/common';
import { AnalysisController } from './analysis.controller';
import { AnalysisQueries } from './analysis.queries';
import { AnalysisService } from './analysis.service';

@Module({
  controllers: [AnalysisController],
  providers: [AnalysisQueries, AnalysisService],
  exports: [AnalysisQueries, AnalysisService],
})
export class AnalysisModule {}
