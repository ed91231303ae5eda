import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Success } from '../../common/openapi/envelopes';
import { RequireRole } from '../../common/auth/access.decorator';
import { OverviewRangeDto } from './dto/overview-range.dto';
import {
  MonthlyStockChangeResponse,
  OverviewStatsResponse,
  TopSalesProductResponse,
} from './dto/overview.response.dto';
import { OverviewService } from './overview.service';

/** The dashboard. Reads need only reader level; the recalculation (a full stock rebuild) an editor. */
@ApiTags('overview')
@ApiBearerAuth()
@Controller('overview')
export class OverviewController {
  constructor(private readonly overview: OverviewService) {}

  @ApiOkResponse({ type: OverviewStatsResponse })
  @Get('stats')
  stats(@Query() range: OverviewRangeDto): Promise<OverviewStatsResponse> {
    return this.overview.stats(range);
  }

  @RequireRole('editor')
  @Post('stats')
  @HttpCode(200)
  @ApiOkResponse({ type: OverviewStatsResponse })
  recalculate(@Query() range: OverviewRangeDto): Promise<OverviewStatsResponse> {
    return this.overview.recalculate(range);
  }

  @ApiOkResponse({ type: Success([TopSalesProductResponse]) })
  @Get('top-sales-products')
  async topSalesProducts(@Query() range: OverviewRangeDto) {
    return { success: true, data: await this.overview.topSalesProducts(range) };
  }

  @ApiOkResponse({ type: Success(MonthlyStockChangeResponse) })
  @Get('monthly-stock-change/:product_model')
  async monthlyStockChange(@Param('product_model') productModel: string) {
    return { success: true, data: await this.overview.monthlyStockChange(productModel) };
  }
}
