import { Param, Query } from '@nestjs/common';
import { Success } from '../../common/openapi/envelopes';
import { OverviewRangeDto } from './dto/overview-range.dto';
import {
  MonthlyStockChangeResponse,
  OverviewStatsResponse,
  TopSalesProductResponse,
} from './dto/overview.response.dto';
import { OverviewService } from './overview.service';
import { Action, ApiController, Read } from '../../common/http/endpoints';

/** The dashboard. Reads need only reader level; the recalculation (a full stock rebuild) an editor. */
@ApiController('overview')
export class OverviewController {
  constructor(private readonly overview: OverviewService) {}

  @Read(OverviewStatsResponse, 'stats')
  stats(@Query() range: OverviewRangeDto): Promise<OverviewStatsResponse> {
    return this.overview.stats(range);
  }

  @Action(OverviewStatsResponse, 'stats')
  recalculate(@Query() range: OverviewRangeDto): Promise<OverviewStatsResponse> {
    return this.overview.recalculate(range);
  }

  @Read(Success([TopSalesProductResponse]), 'top-sales-products')
  async topSalesProducts(@Query() range: OverviewRangeDto) {
    return { success: true, data: await this.overview.topSalesProducts(range) };
  }

  @Read(Success(MonthlyStockChangeResponse), 'monthly-stock-change/:product_model')
  async monthlyStockChange(@Param('product_model') productModel: string) {
    return { success: true, data: await this.overview.monthlyStockChange(productModel) };
  }
}
