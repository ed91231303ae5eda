import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiParam, ApiTags } from '@nestjs/swagger';
import { RequireRole } from '../../common/auth/access.decorator';
import { RecordId } from '../../common/http/record-id';
import { AdjustmentsService } from './adjustments.service';
import { AdjustmentBody, AdjustmentListQuery, MovementQuery } from './dto/adjustment.dto';
import { StockListQueryDto } from './dto/stock.dto';
import { StockHistoryService } from './stock-history.service';
import { StockService } from './stock.service';

@ApiTags('stock')
@ApiBearerAuth()
@Controller('stock')
export class StockController {
  constructor(
    private readonly stock: StockService,
    private readonly history: StockHistoryService,
    private readonly adjustments: AdjustmentsService,
  ) {}

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

  @Get('movements')
  movements(@Query() query: MovementQuery) {
    return this.history.movements(query);
  }

  @Get('adjustments')
  listAdjustments(@Query() query: AdjustmentListQuery) {
    return this.adjustments.list(query);
  }

  @RequireRole('editor')
  @Post('adjustments')
  createAdjustment(@Body() body: AdjustmentBody) {
    return this.adjustments.create(body);
  }

  @RequireRole('editor')
  @ApiParam({ name: 'id', type: Number })
  @Put('adjustments/:id')
  updateAdjustment(@RecordId() id: number, @Body() body: AdjustmentBody) {
    return this.adjustments.update(id, body);
  }

  @RequireRole('editor')
  @ApiParam({ name: 'id', type: Number })
  @Delete('adjustments/:id')
  async removeAdjustment(@RecordId() id: number) {
    await this.adjustments.remove(id);
    return { success: true };
  }
}
