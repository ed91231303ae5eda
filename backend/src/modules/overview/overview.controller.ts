import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { RequireRole } from '../../common/auth/access.decorator';
import { OverviewService } from './overview.service';

/** The dashboard. Reads need only reader level; the recalculation (a full stock rebuild) an editor. */
@ApiTags('overview')
@ApiBearerAuth()
@Controller('overview')
export class OverviewController {
  constructor(private readonly overview: OverviewService) {}

  @Get('stats')
  stats() {
    return this.overview.stats();
  }

  @RequireRole('editor')
  @Post('stats')
  @HttpCode(200)
  recalculate() {
    return this.overview.recalculate();
  }

  @Get('top-sales-products')
  async topSalesProducts() {
    return { success: true, data: await this.overview.topSalesProducts() };
  }

  @Get('monthly-stock-change/:product_model')
  async monthlyStockChange(@Param('product_model') productModel: string) {
    return { success: true, data: await this.overview.monthlyStockChange(productModel) };
  }
}
