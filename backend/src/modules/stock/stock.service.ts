import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DomainError } from '../../common/errors/domain-error';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { toNumber } from '../../common/numeric';
import { resolveSort } from '../../common/pagination/sort';
import { StockListQueryDto, StockPage, StockRowView, StockStatus } from './dto/stock.dto';
import { PartnerBalances } from '../books/partner-balances';
import { DEFAULT_LOW_STOCK_BELOW, lowStockBelowSql } from '../products/reorder-level';
import { UnitOfWork } from '../../database/unit-of-work/unit-of-work';
import { STOCK_REBUILD_LOCK_KEY } from './cost-method.bootstrap';
import { InventoryService, RebuildResult } from './inventory.service';
import { signedQuantitySql, valueChangeSql } from './movements';

const statusSort = (stock: string) =>
  `CASE WHEN ${stock} <= 0 THEN 0 WHEN ${stock} < ${lowStockBelowSql('p')} THEN 1 ELSE 2 END`;

export function stockStatus(currentStock: number, reorderLevel: number | null = null): StockStatus {
  if (currentStock <= 0) return 'out_of_stock';
  return currentStock < (reorderLevel ?? DEFAULT_LOW_STOCK_BELOW) ? 'low_stock' : 'normal';
}

const STOCK_EXPR = 'COALESCE(s.current_stock, 0)';
/**
 * Stock at the end of `as_of` ($1): the current stock minus what moved after that day. Movements after
 * a recent date are few (the list index by date finds them); sorting by stock needs every product's.
 */
const STOCK_AS_OF_EXPR = `(${STOCK_EXPR} - COALESCE((
  SELECT sum(${signedQuantitySql('l')})
    FROM trade_records l WHERE l.product_id = p.id AND l.record_date > $1::date), 0))::int`;

function sortsFor(stock: string): Record<string, string> {
  return {
    product_model: 'p.product_model',
    current_stock: stock,
    last_update: 's.last_update',
    status: statusSort(stock),
  };
}

/** A product's stock and stock value for the stock export (numeric as exact text). */
export interface StockExportRow {
  code: string;
  product_model: string;
  category: string;
  current_stock: number;
  reorder_level: number | null;
  status: StockStatus;
  stock_value: string;
}

const EXPORT_BATCH = 2000;

interface StockListRow {
  product_model: string;
  current_stock: number;
  last_update: Date | null;
  reorder_level: number | null;
}

/** `%`, `_` and `\` in a search text match themselves in ILIKE. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

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
    const asOf = query.as_of ?? null;
    const stockExpr = asOf ? STOCK_AS_OF_EXPR : STOCK_EXPR;
    const sort = resolveSort(sortsFor(stockExpr), query.sort_field, query.sort_order, {
      field: 'product_model',
      order: 'ASC',
    });
    const params: unknown[] = [];
    const filter: unknown[] = [];
    let where = '';
    if (query.product_model) {
      filter.push(likePattern(query.product_model));
      where = `WHERE p.product_model ILIKE $${filter.length}`;
    }
    // With a date, $1 is the date and the filter's parameter moves one place.
    if (asOf) params.push(asOf);
    params.push(...filter);
    const pageWhere = asOf ? where.replace('$1', '$2') : where;
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query(
        `SELECT p.product_model, ${stockExpr} AS current_stock, s.last_update, p.reorder_level
         FROM products p LEFT JOIN stock s ON s.product_id = p.id
         ${pageWhere}
         ORDER BY ${sort.expression} ${sort.order}, p.product_model ASC
         LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, query.limit, query.offset],
      ),
      this.dataSource.query(`SELECT count(*)::int AS total FROM products p ${where}`, filter),
    ]);
    return {
      data: (rows as StockListRow[]).map((r): StockRowView => ({
        product_model: r.product_model,
        current_stock: r.current_stock,
        last_update: r.last_update,
        reorder_level: r.reorder_level,
        status: stockStatus(r.current_stock, r.reorder_level),
      })),
      pagination: { page: query.page, limit: query.limit, total, pages: Math.ceil(total / query.limit) },
    };
  }

  /**
   * Every product's stock and stock value, in product-model order and keyset batches (the stock
   * export). As of a date: the current figures minus what moved after that day.
   */
  async *exportBatches(asOf: string | null): AsyncGenerator<StockExportRow[]> {
    // $1 is the date (an always-false filter without one, so the parameters keep their places).
    const stock = asOf ? STOCK_AS_OF_EXPR : `${STOCK_EXPR}::int`;
    const movedValue = asOf
      ? `COALESCE((SELECT sum(${valueChangeSql('l', 'lc')}) FROM trade_records l
           LEFT JOIN trade_record_costs lc ON lc.product_id = l.product_id AND lc.record_id = l.id
          WHERE l.product_id = p.id AND l.record_date > $1::date), 0)`
      : '0';
    let after = '';
    for (;;) {
      const rows: (Omit<StockExportRow, 'status'> & { status?: StockStatus })[] = await this.dataSource.query(
        `SELECT p.code, p.product_model, p.category, p.reorder_level, ${stock} AS current_stock,
                (COALESCE(s.stock_value, 0) - ${movedValue})::numeric(20, 4)::text AS stock_value
           FROM products p LEFT JOIN stock s ON s.product_id = p.id
          WHERE p.product_model > $2 AND ($1::date IS NULL OR TRUE)
          ORDER BY p.product_model LIMIT $3`,
        [asOf, after, EXPORT_BATCH],
      );
      if (rows.length > 0) {
        yield rows.map((r) => ({ ...r, status: stockStatus(r.current_stock, r.reorder_level) }));
      }
      if (rows.length < EXPORT_BATCH) return;
      after = rows[rows.length - 1].product_model;
    }
  }

  /** Σ stock_value over the products with stock on hand, under the configured cost method, 2 decimals. */
  async totalCostEstimate(): Promise<number> {
    const [row] = await this.dataSource.query(
      'SELECT round(COALESCE(sum(stock_value), 0), 2) AS total FROM stock WHERE current_stock > 0',
    );
    return toNumber(row.total);
  }

  /**
   * Rebuilds stock, outbound costs and the product and partner totals from the records and payments;
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
      const [{ locked }] = await session.query('SELECT pg_try_advisory_lock($1) AS locked', [
        STOCK_REBUILD_LOCK_KEY,
      ]);
      if (!locked) {
        throw new DomainError('CONFLICT.stockRebuild');
      }
      try {
        const rebuilt = await this.inventory.rebuildAll(session);
        const balancesUpdated = await this.uow.run((tx) => this.balances.sync(tx.manager), session);
        return { ...rebuilt, balances_updated: balancesUpdated };
      } finally {
        await session.query('SELECT pg_advisory_unlock($1)', [STOCK_REBUILD_LOCK_KEY]).catch(() => undefined);
      }
    });
    await this.uow.run(async (tx) => tx.created('stock_rebuild', randomUUID(), result));
    return result;
  }
}
