import { Injectable } from '@nestjs/common';
import { todayDateOnly } from '../../common/dates';
import { StockService } from '../stock/stock.service';
import { LowStockItem, OverviewQueries, TopSalesItem, TradeTotals } from './overview.queries';
import { DomainError } from '../../common/errors/domain-error';

export interface OverviewStats {
  success: true;
  overview: TradeTotals;
  out_of_stock_products: { product_model: string }[];
  /** In stock but below the reorder level (10 without one). */
  low_stock_products: LowStockItem[];
}

export interface MonthlyStockChange {
  month_start_stock: number;
  current_stock: number;
  monthly_change: number;
}

@Injectable()
export class OverviewService {
  constructor(
    private readonly queries: OverviewQueries,
    private readonly stock: StockService,
  ) {}

  async stats(): Promise<OverviewStats> {
    const [overview, outOfStock, lowStock] = await Promise.all([
      this.queries.tradeTotals(),
      this.queries.outOfStockModels(),
      this.queries.lowStockProducts(),
    ]);
    return {
      success: true,
      overview,
      out_of_stock_products: outOfStock.map((product_model) => ({ product_model })),
      low_stock_products: lowStock,
    };
  }

  /**
   * The figures are read live from the records; recalculating rebuilds stock and outbound costs from
   * the records first (a no-op when they are consistent), then answers the fresh figures.
   */
  async recalculate(): Promise<OverviewStats> {
    await this.stock.refresh();
    return this.stats();
  }

  topSalesProducts(): Promise<TopSalesItem[]> {
    return this.queries.topSalesProducts(10);
  }

  /**
   * Stock before the first day of the current month (server time zone), summed from the records, the
   * current stock, and the difference. Unknown model: 404.
   */
  async monthlyStockChange(productModel: string, today = todayDateOnly()): Promise<MonthlyStockChange> {
    const productId = await this.queries.findProductId(productModel);
    if (productId === null) throw new DomainError('NOT_FOUND', { entity: 'product', id: productModel });
    const monthStart = `${today.slice(0, 8)}01`;
    // The stock row is kept equal to Σ of all records, so stock at month start = now − this month's movement.
    const [movement, currentStock] = await Promise.all([
      this.queries.movementSince(productId, monthStart),
      this.queries.currentStock(productId),
    ]);
    const monthStartStock = currentStock - movement;
    return {
      month_start_stock: monthStartStock,
      current_stock: currentStock,
      monthly_change: currentStock - monthStartStock,
    };
  }
}
