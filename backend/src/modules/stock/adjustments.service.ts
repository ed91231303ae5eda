import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { toNumber } from '../../common/numeric';
import { Paginated, paginated } from '../../common/pagination/page-query.dto';
import { AdjustmentBody, AdjustmentListQuery, AdjustmentReason, AdjustmentView } from './dto/adjustment.dto';
import { Tx, UnitOfWork } from '../../database/unit-of-work/unit-of-work';
import { BookEntry, PostingEngine } from '../books/posting-engine';
import { LockedStock } from './inventory.service';
import { Movement } from '../../common/side';
import { DomainError } from '../../common/errors/domain-error';
import {
  AdjustmentRow,
  adjustmentPage,
  adjustmentRow,
  STORED_ADJUSTMENT_SELECT,
  StoredAdjustment,
} from './adjustments.queries';
import { findProductByModel } from '../products/products.queries';
import {
  deleteRecord,
  insertMovement,
  MovementValues,
  stockOnDate,
  updateMovement,
} from '../trade/trade-records.queries';

/** The audit trail's name for adjustments (and opening stock). */
export const AUDIT_ENTITY = 'stock_adjustment';

export function toView(row: AdjustmentRow): AdjustmentView {
  const totalCost = -toNumber(row.cost_amount ?? '0');
  const unitCost =
    row.unit_price !== null
      ? toNumber(row.unit_price)
      : Math.round((Math.abs(totalCost) / Math.abs(row.quantity)) * 10_000) / 10_000;
  return {
    id: row.id,
    product_model: row.product_model,
    date: row.date,
    reason: row.reason,
    quantity_change: row.quantity,
    unit_cost: unitCost,
    total_cost: totalCost,
    remark: row.remark,
  };
}

/**
 * Stock adjustments (stocktakes, write-offs, opening stock): partner-less movements of trade_records
 * that go through the same locks, stock check and cost engine as the records. An increase is valued at
 * its unit cost, or at the average cost when none is given; a decrease at the cost method's cost.
 */
@Injectable()
export class AdjustmentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly books: PostingEngine,
  ) {}

  async list(query: AdjustmentListQuery): Promise<Paginated<AdjustmentView>> {
    const { rows, total } = await adjustmentPage(
      this.dataSource,
      { productModel: query.product_model, startDate: query.start_date, endDate: query.end_date },
      { limit: query.limit, offset: query.offset },
    );
    return paginated(rows.map(toView), query, total);
  }

  async get(id: number): Promise<AdjustmentView> {
    return toView(await this.findRow(this.dataSource.manager, id));
  }

  async create(body: AdjustmentBody): Promise<AdjustmentView> {
    return this.uow.run((tx) => this.createIn(tx, body));
  }

  /** Creates an adjustment inside a unit of work that may hold other writes (the import). */
  async createIn(tx: Tx, body: AdjustmentBody): Promise<AdjustmentView> {
    const m = tx.manager;
    const entry = this.books.entry(tx);
    await entry.touches(body.date);
    const productId = await this.productId(m, body.product_model);
    const stock = (await entry.lockStock([productId])).get(productId)!;
    const change = await this.quantityChange(m, productId, body, null);
    entry.assertAvailable(stock, change);
    const movement = this.values(productId, body, change);
    const id = await insertMovement(m, movement);
    const event = {
      id,
      date: body.date,
      direction: null,
      kind: movement.kind,
      quantity: movement.quantity,
      unit_price: movement.unitPrice,
      return_of: null,
      totalPrice: null,
    };
    let view!: AdjustmentView;
    await entry.post({
      stock: { inserted: [{ stock, event }] },
      // Read after the fold: the answer shows the cost it stored.
      audit: async () => {
        view = toView(await this.findRow(m, id));
        return [{ action: 'create', entity: AUDIT_ENTITY, id, after: view }];
      },
    });
    return view;
  }

  async update(id: number, body: AdjustmentBody): Promise<AdjustmentView> {
    return this.uow.run(async (tx) => {
      const m = tx.manager;
      const entry = this.books.entry(tx);
      const productId = await this.productId(m, body.product_model);
      const { old, stocks } = await this.lock(entry, id, [productId]);
      await entry.touches(old.record_date, body.date);
      const before = toView(await this.findRow(m, id));
      const change = await this.quantityChange(m, productId, body, id);
      const deltas = new Map<number, number>([[old.product_id, -old.quantity]]);
      deltas.set(productId, (deltas.get(productId) ?? 0) + change);
      for (const [pid, delta] of deltas) {
        entry.assertAvailable(
          stocks.get(pid)!,
          delta,
          pid === old.product_id ? Math.max(0, -old.quantity) : 0,
        );
      }
      await updateMovement(m, id, this.values(productId, body, change));
      let view!: AdjustmentView;
      await entry.post({
        stock: { replay: [...stocks.values()] },
        audit: async () => {
          view = toView(await this.findRow(m, id));
          return [{ action: 'update', entity: AUDIT_ENTITY, id, before, after: view }];
        },
      });
      return view;
    });
  }

  async remove(id: number): Promise<void> {
    await this.uow.run(async (tx) => {
      const m = tx.manager;
      const entry = this.books.entry(tx);
      const { old, stocks } = await this.lock(entry, id, []);
      await entry.touches(old.record_date);
      const before = toView(await this.findRow(m, id));
      entry.assertAvailable(stocks.get(old.product_id)!, -old.quantity);
      await deleteRecord(m, id);
      await entry.post({
        stock: { replay: [stocks.get(old.product_id)!] },
        audit: [{ action: 'delete', entity: AUDIT_ENTITY, id, before }],
      });
    });
  }

  /** The adjustment as stored. */
  private values(productId: number, body: AdjustmentBody, change: number): MovementValues {
    return {
      kind: this.kind(body.reason),
      productId,
      date: body.date,
      quantity: change,
      unitPrice: this.unitCost(body, change),
      reason: body.reason,
      remark: body.remark ?? null,
    };
  }

  private kind(reason: AdjustmentReason): MovementValues['kind'] {
    return reason === 'opening' ? Movement.Opening : Movement.Adjustment;
  }

  /** The unit cost an increase is valued at (null: the average cost); a decrease has none of its own. */
  private unitCost(body: AdjustmentBody, change: number): string | null {
    return change > 0 ? (body.unit_cost ?? null) : null;
  }

  /**
   * The change in units: `quantity_change`, or `counted_quantity` minus the stock on the adjustment's
   * date (every movement up to that day, the edited adjustment left out). Checks the rules that need
   * the change: exactly one of the two, not 0, and opening stock is an increase with a unit cost.
   */
  private async quantityChange(
    m: EntityManager,
    productId: number,
    body: AdjustmentBody,
    editing: number | null,
  ): Promise<number> {
    const hasChange = body.quantity_change !== undefined && body.quantity_change !== null;
    const hasCount = body.counted_quantity !== undefined && body.counted_quantity !== null;
    if (hasChange === hasCount) {
      throw new DomainError('VALIDATION_FAILED.adjustmentOneOf');
    }
    let change = body.quantity_change!;
    if (hasCount) {
      const stock = await stockOnDate(m, productId, body.date, editing);
      change = body.counted_quantity! - stock;
      if (change === 0) {
        throw new DomainError('VALIDATION_FAILED.nothingToAdjust', { date: body.date, stock });
      }
    }
    if (
      body.reason === 'opening' &&
      (change < 0 || body.unit_cost === undefined || body.unit_cost === null)
    ) {
      throw new DomainError('VALIDATION_FAILED.openingStock');
    }
    return change;
  }

  private async productId(m: EntityManager, model: string): Promise<number> {
    const row = await findProductByModel(m, model);
    if (!row)
      throw new DomainError('VALIDATION_FAILED.unknownRecord', { entity: 'product model', id: model });
    return row.id;
  }

  private async lock(
    entry: BookEntry,
    id: number,
    alsoLock: number[],
  ): Promise<{ old: StoredAdjustment; stocks: Map<number, LockedStock> }> {
    const locked = await entry.lockMovement<StoredAdjustment>(STORED_ADJUSTMENT_SELECT, [id], alsoLock);
    if (!locked) throw notFound(id);
    return { old: locked.row, stocks: locked.stocks };
  }

  private async findRow(m: EntityManager, id: number): Promise<AdjustmentRow> {
    const row = await adjustmentRow(m, id);
    if (!row) throw notFound(id);
    return row;
  }
}

function notFound(id: number | string): DomainError {
  return new DomainError('NOT_FOUND', { entity: 'stock adjustment', id });
}
