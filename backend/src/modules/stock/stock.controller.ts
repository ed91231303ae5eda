import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { StockListQueryDto } from './dto/stock.dto';
import { StockService } from './stock.service';

@ApiTags('stock')
@ApiBearerAuth()
@Controller('stock')
export class StockController {
  constructor(private readonly stock: StockService) {}

  @Get()
  list(@Query() query: StockListQueryDto) {
    return this.stock.list(query);
  }

  @Get('total-cost-estimate')
  async totalCostEstimate() {
    return { total_cost_estimate: await this.stock.totalCostEstimate() };
  }

  /** A recalculation changes no business data when all is consistent: reader level, like every read. */
  @Post('refresh')
  @HttpCode(200)
  async refresh() {
    return { success: true, message: 'Stock recalculated', ...(await this.stock.refresh()) };
  }
}
