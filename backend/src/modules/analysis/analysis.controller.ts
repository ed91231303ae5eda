import { Body, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { Success } from '../../common/openapi/envelopes';
import {
  AnalysisBreakdownResponse,
  AnalysisDataResponse,
  AnalysisDetailResponse,
  FilterOptionsResponse,
} from './dto/analysis.response.dto';
import { AnalysisQueryDto } from './dto/analysis-query.dto';
import { AnalysisService } from './analysis.service';
import { ApiController, Read } from '../../common/http/endpoints';

/**
 * Sales, cost and profit for a range and a customer and/or product, or the whole company when neither is
 * chosen. Reader level, refresh included.
 */
@ApiController('analysis')
export class AnalysisController {
  constructor(private readonly analysis: AnalysisService) {}

  @Read(FilterOptionsResponse, 'filter-options')
  filterOptions(): Promise<FilterOptionsResponse> {
    return this.analysis.filterOptions();
  }

  @Read(AnalysisDataResponse, 'data')
  data(@Query() query: AnalysisQueryDto) {
    return this.analysis.data(query);
  }

  @Read(Success(AnalysisDetailResponse), 'detail')
  detail(@Query() query: AnalysisQueryDto) {
    return this.analysis.detail(query);
  }

  @Read(Success(AnalysisBreakdownResponse), 'breakdown')
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
