import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { Done, Paged } from '../../common/openapi/envelopes';
import { RequireRole } from '../../common/auth/access.decorator';
import { RecordId } from '../../common/http/record-id';
import { AdjustmentsService } from './adjustments.service';
import {
  AdjustmentBody,
  AdjustmentListQuery,
  AdjustmentView,
  MovementCard,
  MovementQuery,
} from './dto/adjustment.dto';
import {
  StockListQueryDto,
  StockPage,
  StockRefreshResponse,
  TotalCostEstimateResponse,
} from './dto/stock.dto';
import { StockHistoryService } from './stock-history.service';
import { StockService } from './stock.service';
import { CountBody, CountResult, CountSheet, CountSheetQuery } from './dto/stocktake.dto';
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
  @ApiOkResponse({ type: StockPage })
  list(@Query() query: StockListQueryDto): Promise<StockPage> {
    return this.stock.list(query);
  }

  @Get('total-cost-estimate')
  @ApiOkResponse({ type: TotalCostEstimateResponse })
  async totalCostEstimate(): Promise<TotalCostEstimateResponse> {
    return { total_cost_estimate: await this.stock.totalCostEstimate() };
  }

  /** The full rebuild (an editor's; a reader's Refresh only re-reads); 409 while one runs elsewhere. */
  @RequireRole('editor')
  @Post('refresh')
  @HttpCode(200)
  @ApiOkResponse({ type: StockRefreshResponse })
  async refresh(): Promise<StockRefreshResponse> {
    return { success: true, message: 'Stock recalculated', ...(await this.stock.refresh()) };
  }

  @Get('movements')
  @ApiOkResponse({ type: MovementCard })
  movements(@Query() query: MovementQuery): Promise<MovementCard> {
    return this.history.movements(query);
  }

  @Get('adjustments')
  @ApiOkResponse({ type: Paged(AdjustmentView) })
  listAdjustments(@Query() query: AdjustmentListQuery) {
    return this.adjustments.list(query);
  }

  /** The count sheet: every product with its stock at the end of the count date. */
  @Get('count-sheet')
  @ApiOkResponse({ type: CountSheet })
  countSheet(@Query() query: CountSheetQuery): Promise<CountSheet> {
    return this.stocktake.sheet(query);
  }

  /** A stocktake of many products: one adjustment per counted product whose count differs, all or nothing. */
  @RequireRole('editor')
  @Post('adjustments/batch')
  @ApiCreatedResponse({ type: CountResult })
  postCount(@Body() body: CountBody): Promise<CountResult> {
    return this.stocktake.post(body);
  }

  @RequireRole('editor')
  @Post('adjustments')
  @ApiCreatedResponse({ type: AdjustmentView })
  createAdjustment(@Body() body: AdjustmentBody): Promise<AdjustmentView> {
    return this.adjustments.create(body);
  }

  @RequireRole('editor')
  @ApiParam({ name: 'id', type: Number })
  @Put('adjustments/:id')
  @ApiOkResponse({ type: AdjustmentView })
  updateAdjustment(@RecordId() id: number, @Body() body: AdjustmentBody): Promise<AdjustmentView> {
    return this.adjustments.update(id, body);
  }

  @RequireRole('editor')
  @ApiParam({ name: 'id', type: Number })
  @Delete('adjustments/:id')
  @ApiOkResponse({ type: Done })
  async removeAdjustment(@RecordId() id: number) {
    await this.adjustments.remove(id);
    return { success: true };
  }
}
