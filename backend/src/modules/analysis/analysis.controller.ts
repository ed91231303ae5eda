import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Success } from '../../common/openapi/envelopes';
import {
  AnalysisBreakdownResponse,
  AnalysisDataResponse,
  AnalysisDetailResponse,
  FilterOptionsResponse,
} from './dto/analysis.response.dto';
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
  @ApiOkResponse({ type: FilterOptionsResponse })
  filterOptions(): Promise<FilterOptionsResponse> {
    return this.analysis.filterOptions();
  }

  @Get('data')
  @ApiOkResponse({ type: AnalysisDataResponse })
  data(@Query() query: AnalysisQueryDto) {
    return this.analysis.data(query);
  }

  @Get('detail')
  @ApiOkResponse({ type: Success(AnalysisDetailResponse) })
  detail(@Query() query: AnalysisQueryDto) {
    return this.analysis.detail(query);
  }

  @Get('breakdown')
  @ApiOkResponse({ type: Success(AnalysisBreakdownResponse) })
  breakdown(@Query() query: AnalysisQueryDto) {
    return this.analysis.breakdown(query);
  }

  @Post('refresh')
  @HttpCode(200)
  @ApiOkResponse({ type: AnalysisDataResponse })
  refresh(@Body() body: AnalysisQueryDto) {
    return this.analysis.refresh(body);
  }
}
