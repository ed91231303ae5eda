import { Body, Query, Post } from '@nestjs/common';
import { Paged } from '../../common/openapi/envelopes';
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
  TotalCostEstimateQuery,
  TotalCostEstimateResponse,
} from './dto/stock.dto';
import { StockHistoryService } from './stock-history.service';
import { StockService } from './stock.service';
import { CountBody, CountResult, CountSheet, CountSheetQuery } from './dto/stocktake.dto';
import { StocktakeService } from './stocktake.service';
import { Action, ApiController, Created, NumericId, Read, Remove, Update } from '../../common/http/endpoints';
import { DryRunnable } from '../books/dry-run.endpoint';

@ApiController('stock')
export class StockController {
  constructor(
    private readonly stock: StockService,
    private readonly history: StockHistoryService,
    private readonly adjustments: AdjustmentsService,
    private readonly stocktake: StocktakeService,
  ) {}

  @Read(StockPage)
  list(@Query() query: StockListQueryDto): Promise<StockPage> {
    return this.stock.list(query);
  }

  @Read(TotalCostEstimateResponse, 'total-cost-estimate')
  async totalCostEstimate(@Query() query: TotalCostEstimateQuery): Promise<TotalCostEstimateResponse> {
    return { total_cost_estimate: await this.stock.totalCostEstimate(query.as_of ?? null) };
  }

  /** The full rebuild (an editor's; a reader's Refresh only re-reads); 409 while one runs elsewhere. */
  @Action(StockRefreshResponse, 'refresh')
  async refresh(): Promise<StockRefreshResponse> {
    return { success: true, message: 'Stock recalculated', ...(await this.stock.refresh()) };
  }

  @Read(MovementCard, 'movements')
  movements(@Query() query: MovementQuery): Promise<MovementCard> {
    return this.history.movements(query);
  }

  @Read(Paged(AdjustmentView), 'adjustments')
  listAdjustments(@Query() query: AdjustmentListQuery) {
    return this.adjustments.list(query);
  }

  /** The count sheet: every product with its stock at the end of the count date. */
  @Read(CountSheet, 'count-sheet')
  countSheet(@Query() query: CountSheetQuery): Promise<CountSheet> {
    return this.stocktake.sheet(query);
  }

  /** A stocktake of many products: one adjustment per counted product whose count differs, all or nothing. */
  @Post('adjustments/batch')
  @Created(CountResult)
  postCount(@Body() body: CountBody): Promise<CountResult> {
    return this.stocktake.post(body);
  }

  @Post('adjustments')
  @Created(AdjustmentView)
  @DryRunnable(AdjustmentView)
  createAdjustment(@Body() body: AdjustmentBody): Promise<AdjustmentView> {
    return this.adjustments.create(body);
  }

  @Update(AdjustmentView, 'adjustments/:id', NumericId)
  updateAdjustment(@RecordId() id: number, @Body() body: AdjustmentBody): Promise<AdjustmentView> {
    return this.adjustments.update(id, body);
  }

  @Remove('adjustments/:id', NumericId)
  async removeAdjustment(@RecordId() id: number) {
    await this.adjustments.remove(id);
    return { success: true };
  }
}
