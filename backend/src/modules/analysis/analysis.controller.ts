import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AnalysisQueryDto } from './dto/analysis-query.dto';
import { AnalysisService } from './analysis.service';

/**
 * Sales, cost and profit for a range and a customer and/or product, or the whole company when neither is
 * chosen. Reader level, refresh included.
 */
@ApiTags('analysis')
@ApiBearerAuth()
@Controller('analysis')
export class AnalysisController {
  constructor(private readonly analysis: AnalysisService) {}

  @Get('filter-options')
  filterOptions() {
    return this.analysis.filterOptions();
  }

  @Get('data')
  data(@Query() query: AnalysisQueryDto) {
    return this.analysis.data(query);
  }

  @Get('detail')
  detail(@Query() query: AnalysisQueryDto) {
    return this.analysis.detail(query);
  }

  @Get('breakdown')
  breakdown(@Query() query: AnalysisQueryDto) {
    return this.analysis.breakdown(query);
  }

  @Post('refresh')
  @HttpCode(200)
  refresh(@Body() body: AnalysisQueryDto) {
    return this.analysis.refresh(body);
  }
}
