import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DomainError } from '../../common/errors/domain-error';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { StockListQueryDto, StockPage, StockRowView, StockStatus } from './dto/stock.dto';
import { DEFAULT_LOW_STOCK_BELOW } from '../products/reorder-level';
import { tryLockStockRebuild, unlockStockRebuild } from './cost-method.bootstrap';
import { syncAccountBalances } from '../books/accounts';
import { PartnerBalances } from '../books/partner-balances';
import { UnitOfWork } from '../../database/unit-of-work/unit-of-work';
import { InventoryService, RebuildResult } from './inventory.service';
import { stockPage, StockValueRow, stockValueBatch, totalStockValue } from './stock.queries';

export function stockStatus(currentStock: number, reorderLevel: number | null = null): StockStatus {
  if (currentStock <= 0) return 'out_of_stock';
  return currentStock < (reorderLevel ?? DEFAULT_LOW_STOCK_BELOW) ? 'low_stock' : 'normal';
}

/** A product's stock and stock value for the stock export (numeric as exact text). */
export type StockExportRow = StockValueRow & { status: StockStatus };

const EXPORT_BATCH = 2000;

export type RefreshResult = RebuildResult & { balances_updated: number };

/** The read side of stock (one indexed query per call) and the refresh. */
@Injectable()
export class StockService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly inventory: InventoryService,
    private readonly balances: PartnerBalances,
    private readonly uow: UnitOfWork,
  ) {}

  /** The refresh in progress, shared by the calls made while it runs. */
  private running: Promise<RefreshResult> | null = null;

  /** Every product (never-traded ones with 0), searched by model, paged and sorted (default model asc). */
  async list(query: StockListQueryDto): Promise<StockPage> {
    const { rows, total } = await stockPage(
      this.dataSource,
      {
        productModel: query.product_model,
        asOf: query.as_of ?? null,
        sortField: query.sort_field,
        sortOrder: query.sort_order,
      },
      query,
    );
    return {
      data: rows.map((r): StockRowView => ({
        product_model: r.product_model,
        current_stock: r.current_stock,
        last_update: r.last_update,
        reorder_level: r.reorder_level,
        status: stockStatus(r.current_stock, r.reorder_level),
        reserved_quantity: r.reserved_quantity,
        on_order_quantity: r.on_order_quantity,
        available_quantity: r.current_stock - r.reserved_quantity,
      })),
      pagination: { page: query.page, limit: query.limit, total, pages: Math.ceil(total / query.limit) },
    };
  }

  /**
   * Every product's stock and stock value, in product-model order and keyset batches (the stock
   * export). As of a date: the current figures minus what moved after that day.
   */
  async *exportBatches(asOf: string | null): AsyncGenerator<StockExportRow[]> {
    let after = '';
    for (;;) {
      const rows = await stockValueBatch(this.dataSource, asOf, after, EXPORT_BATCH);
      if (rows.length > 0) {
        yield rows.map((r) => ({ ...r, status: stockStatus(r.current_stock, r.reorder_level) }));
      }
      if (rows.length < EXPORT_BATCH) return;
      after = rows[rows.length - 1].product_model;
    }
  }

  /**
   * Σ stock value over the products with stock on hand, under the configured cost method, 2 decimals:
   * now, or at the end of a day (the month-end figure).
   */
  async totalCostEstimate(asOf: string | null = null): Promise<number> {
    return totalStockValue(this.dataSource, asOf);
  }

  /**
   * Rebuilds stock, outbound costs, the product and partner totals and the accounts' balances from the
   * records and money movements;
   * consistent data is left untouched (an editor's or admin's action; a reader's Refresh only re-reads).
   * One rebuild at a time across all instances: a call made while one runs on this server gets that
   * one's answer instead of replaying every record again; while one runs on another instance (or a
   * change of COST_METHOD rebuilds at start), 409. Each rebuild is audited (entity `stock_rebuild`,
   * with what it changed).
   */
  refresh(): Promise<RefreshResult> {
    this.running ??= this.rebuild().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async rebuild(): Promise<RefreshResult> {
    // The lock is held on a connection of its own, which the rebuild then uses (the embedded database's
    // pool has one connection).
    const result = await this.uow.session(async (session) => {
      const locked = await tryLockStockRebuild(session);
      if (!locked) {
        throw new DomainError('CONFLICT.stockRebuild');
      }
      try {
        const rebuilt = await this.inventory.rebuildAll(session);
        const balancesUpdated = await this.uow.run(
          async (tx) => (await this.balances.sync(tx.manager)) + (await syncAccountBalances(tx.manager)),
          session,
        );
        return { ...rebuilt, balances_updated: balancesUpdated };
      } finally {
        await unlockStockRebuild(session);
      }
    });
    await this.uow.run(async (tx) => tx.created('stock_rebuild', randomUUID(), result));
    return result;
  }
}
