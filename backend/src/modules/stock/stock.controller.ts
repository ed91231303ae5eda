import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiParam, ApiTags } from '@nestjs/swagger';
import { RequireRole } from '../../common/auth/access.decorator';
import { RecordId } from '../../common/http/record-id';
import { AdjustmentsService } from './adjustments.service';
import { AdjustmentBody, AdjustmentListQuery, MovementQuery } from './dto/adjustment.dto';
import { StockListQueryDto } from './dto/stock.dto';
import { StockHistoryService } from './stock-history.service';
import { StockService } from './stock.service';
import { CountBody, CountSheetQuery } from './dto/stocktake.dto';
import { StocktakeService } from './stocktake.service';

@ApiTags('stock')
@ApiBearerAuth()
@Controller('stock')
export class StockController {
  constructor(
    private readonly stock: StockService,
    private readonly history: StockHistoryService,
    private readonly adjustments: AdjustmentsService,
    private readonly stocktake: StocktakeService,
  ) {}

  @Get()
  list(@Query() query: StockListQueryDto) {
    return this.stock.list(query);
  }

  @Get('total-cost-estimate')
  async totalCostEstimate() {
    return { total_cost_estimate: await this.stock.totalCostEstimate() };
  }

  /** The full rebuild (an editor's; a reader's Refresh only re-reads); 409 while one runs elsewhere. */
  @RequireRole('editor')
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

  /** The count sheet: every product with its stock at the end of the count date. */
  @Get('count-sheet')
  countSheet(@Query() query: CountSheetQuery) {
    return this.stocktake.sheet(query);
  }

  /** A stocktake of many products: one adjustment per counted product whose count differs, all or nothing. */
  @RequireRole('editor')
  @Post('adjustments/batch')
  postCount(@Body() body: CountBody) {
    return this.stocktake.post(body);
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
