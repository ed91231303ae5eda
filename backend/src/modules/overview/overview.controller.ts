import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { RequireRole } from '../../common/auth/access.decorator';
import { OverviewRangeDto } from './dto/overview-range.dto';
import { OverviewService } from './overview.service';

/** The dashboard. Reads need only reader level; the recalculation (a full stock rebuild) an editor. */
@ApiTags('overview')
@ApiBearerAuth()
@Controller('overview')
export class OverviewController {
  constructor(private readonly overview: OverviewService) {}

  @Get('stats')
  stats(@Query() range: OverviewRangeDto) {
    return this.overview.stats(range);
  }

  @RequireRole('editor')
  @Post('stats')
  @HttpCode(200)
  recalculate(@Query() range: OverviewRangeDto) {
    return this.overview.recalculate(range);
  }

  @Get('top-sales-products')
  async topSalesProducts(@Query() range: OverviewRangeDto) {
    return { success: true, data: await this.overview.topSalesProducts(range) };
  }

  @Get('monthly-stock-change/:product_model')
  async monthlyStockChange(@Param('product_model') productModel: string) {
    return { success: true, data: await this.overview.monthlyStockChange(productModel) };
  }
}
