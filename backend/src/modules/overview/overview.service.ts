import { Injectable } from '@nestjs/common';
import { SnapshotCache } from '../../common/cache/snapshot-cache';
import { todayDateOnly } from '../../common/dates';
import { DomainError } from '../../common/errors/domain-error';
import { AccountsService } from '../money/accounts.service';
import { ProfitAndLossService } from '../reports/profit-and-loss.service';
import { StockService } from '../stock/stock.service';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { findProductByModel } from '../products/products.queries';
import {
  currentStock,
  LowStockItem,
  lowStockProducts,
  outOfStockModels,
  ReorderItem,
  reorderProducts,
  topSalesProducts,
  tradeTotals,
} from '../stock/stock.queries';
import {
  DateRange,
  movementSince,
  TopSalesItem,
  TradeTotals,
  tradeTotalsIn,
  topSalesProductsIn,
} from '../trade/trade-records.queries';

/** The range of the overview's figures as the API sends it; both left out: every record. */
export interface OverviewRange {
  start_date?: string | null;
  end_date?: string | null;
}

export interface OverviewStats {
  success: true;
  overview: TradeTotals;
  out_of_stock_products: { product_model: string }[];
  /** In stock but below the reorder level (10 without one). */
  low_stock_products: LowStockItem[];
  /** Every product below its reorder level (10 without one), stock 0 included: what to buy again. */
  reorder_products: ReorderItem[];
  /** The range the trade figures cover (null: unbounded on that side). */
  range: { start_date: string | null; end_date: string | null };
  /** Σ of every account's balance now, whatever the range: where the money is. */
  cash_position: number;
  /** The profit and loss statement's net profit from the first of the current month to today. */
  month_net_profit: number;
}

export interface MonthlyStockChange {
  month_start_stock: number;
  current_stock: number;
  monthly_change: number;
}

@Injectable()
export class OverviewService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly stock: StockService,
    private readonly accounts: AccountsService,
    private readonly profitAndLoss: ProfitAndLossService,
    private readonly cache: SnapshotCache,
  ) {}

  /**
   * The trade figures of the range (every record when it is left out: read from the stock totals) and
   * the stock lists, which are always as of now. Reused until the database changes (SnapshotCache):
   * everyone lands on the overview, and this month's net profit sums the month's records live.
   */
  async stats(query: OverviewRange = {}): Promise<OverviewStats> {
    const range = toRange(query);
    const key = ['overview-stats', range.startDate, range.endDate, todayDateOnly()].join('|');
    return this.cache.get(key, () => this.computeStats(range));
  }

  private async computeStats(range: DateRange): Promise<OverviewStats> {
    const [overview, outOfStock, lowStock, reorder, cashPosition, monthNetProfit] = await Promise.all([
      range.startDate || range.endDate ? tradeTotalsIn(this.dataSource, range) : tradeTotals(this.dataSource),
      outOfStockModels(this.dataSource),
      lowStockProducts(this.dataSource),
      reorderProducts(this.dataSource),
      this.accounts.totalBalance(),
      this.profitAndLoss.netProfit(this.profitAndLoss.range()),
    ]);
    return {
      success: true,
      overview,
      out_of_stock_products: outOfStock.map((product_model) => ({ product_model })),
      low_stock_products: lowStock,
      reorder_products: reorder,
      range: { start_date: range.startDate, end_date: range.endDate },
      cash_position: cashPosition,
      month_net_profit: monthNetProfit,
    };
  }

  /**
   * The figures are read live from the records; recalculating rebuilds stock and outbound costs from
   * the records first (a no-op when they are consistent), then answers the fresh figures.
   */
  async recalculate(query: OverviewRange = {}): Promise<OverviewStats> {
    const range = toRange(query);
    await this.stock.refresh();
    return this.stats({ start_date: range.startDate, end_date: range.endDate });
  }

  topSalesProducts(query: OverviewRange = {}): Promise<TopSalesItem[]> {
    const range = toRange(query);
    return range.startDate || range.endDate
      ? topSalesProductsIn(this.dataSource, range, 10)
      : topSalesProducts(this.dataSource, 10);
  }

  /**
   * Stock before the first day of the current month (server time zone), summed from the records, the
   * current stock, and the difference. Unknown model: 404.
   */
  async monthlyStockChange(productModel: string, today = todayDateOnly()): Promise<MonthlyStockChange> {
    const product = await findProductByModel(this.dataSource, productModel);
    if (!product) throw new DomainError('NOT_FOUND', { entity: 'product', id: productModel });
    const monthStart = `${today.slice(0, 8)}01`;
    // The stock row is kept equal to Σ of all records, so stock at month start = now − this month's movement.
    const [movement, stockNow] = await Promise.all([
      movementSince(this.dataSource, product.id, monthStart),
      currentStock(this.dataSource, product.id),
    ]);
    const monthStartStock = stockNow - movement;
    return {
      month_start_stock: monthStartStock,
      current_stock: stockNow,
      monthly_change: stockNow - monthStartStock,
    };
  }
}

/** The range, checked: a start after the end is refused (400). */
function toRange(query: OverviewRange): DateRange {
  const startDate = query.start_date || null;
  const endDate = query.end_date || null;
  if (startDate && endDate && startDate > endDate) {
    throw new DomainError('VALIDATION_FAILED.dateRange');
  }
  return { startDate, endDate };
}
