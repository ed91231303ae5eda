import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { todayDateOnly } from '../../common/dates';
import { DomainError } from '../../common/errors/domain-error';
import { onLine, prefixRefusal } from '../../common/http/refusal';
import { UnitOfWork } from '../../database/unit-of-work/unit-of-work';
import { AUDIT_ENTITY, toView } from './adjustments.service';
import { adjustmentRows } from './adjustments.queries';
import { countSheetLines } from './stock.queries';
import { productsByModels } from '../products/products.queries';
import { insertMovement, stocksOnDate } from '../trade/trade-records.queries';
import { Queryable } from '../../common/sql-params';
import { CountBody, CountResult, CountSheet, CountSheetQuery } from './dto/stocktake.dto';
import { PostingEngine } from '../books/posting-engine';
import { AdjustmentView } from './dto/adjustment.dto';
import { InsertedEvent, LockedStock } from './inventory.service';
import { Movement } from '../../common/side';

const unknownModel = (index: number, model: string) =>
  new DomainError('VALIDATION_FAILED.unknownRecord', { entity: 'product model', id: model }).within(
    'line',
    onLine(index),
  );

/**
 * The count sheet (a stocktake of many products at once): the sheet to print, with every product's
 * stock at the end of the count date, and the posting of the counted quantities in one transaction,
 * each line by the single adjustment's rule (the change is counted − stock on that date; a count equal
 * to the stock creates nothing).
 */
@Injectable()
export class StocktakeService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly books: PostingEngine,
  ) {}

  /** Every product, by category and model, with its stock at the end of `date` (today by default). */
  async sheet(query: CountSheetQuery): Promise<CountSheet> {
    const date = query.date ?? todayDateOnly();
    const data = await countSheetLines(this.dataSource, date);
    return { date, data };
  }

  /**
   * Posts a count: one adjustment per line whose count differs from the stock on the date, all or
   * nothing. The first line refused is named ("line 3: …"); a product may be counted once per post.
   */
  async post(body: CountBody): Promise<CountResult> {
    return this.uow.run(async (tx) => {
      const m = tx.manager;
      const entry = this.books.entry(tx);
      await entry.touches(body.date);
      const firstLine = new Map<string, number>();
      for (const [i, line] of body.lines.entries()) {
        const first = firstLine.get(line.product_model);
        if (first !== undefined) {
          throw new DomainError('VALIDATION_FAILED.countedTwice', {
            model: line.product_model,
            line: first + 1,
          }).within('line', onLine(i));
        }
        firstLine.set(line.product_model, i);
      }
      const found = await productsByModels(m, [...firstLine.keys()]);
      const idOf = new Map(found.map((row) => [row.product_model, row.id]));
      const productIds = body.lines.map((line, i) => {
        const id = idOf.get(line.product_model);
        if (id === undefined) throw unknownModel(i, line.product_model);
        return id;
      });
      const stocks = await entry.lockStock(productIds);
      const onDate = await this.stockOn(m, productIds, body.date);
      const reason = body.reason ?? 'stocktake';
      const inserted: { stock: LockedStock; event: InsertedEvent }[] = [];
      for (const [i, line] of body.lines.entries()) {
        const productId = productIds[i];
        const stock = stocks.get(productId);
        if (!stock) throw unknownModel(i, line.product_model);
        const change = line.counted_quantity - (onDate.get(productId) ?? 0);
        if (change === 0) continue;
        await prefixRefusal('line', onLine(i), () => entry.assertAvailable(stock, change));
        const id = await insertMovement(m, {
          kind: Movement.Adjustment,
          productId,
          date: body.date,
          quantity: change,
          unitPrice: null,
          reason,
          remark: body.remark ?? null,
        });
        inserted.push({
          stock,
          event: {
            id,
            date: body.date,
            direction: null,
            kind: Movement.Adjustment,
            quantity: change,
            unit_price: null,
            return_of: null,
            totalPrice: null,
          },
        });
      }
      const ids = inserted.map(({ event }) => event.id);
      let data: AdjustmentView[] = [];
      await entry.post({
        stock: { inserted },
        // Read after the fold: the answers show the costs it stored.
        audit: async () => {
          const rows = ids.length > 0 ? await adjustmentRows(m, ids) : [];
          data = rows.map(toView);
          return data.map((view) => ({ action: 'create', entity: AUDIT_ENTITY, id: view.id, after: view }));
        },
      });
      return { date: body.date, data, unchanged: body.lines.length - data.length };
    });
  }

  /** Each product's stock at the end of `date` (every movement up to that day); products with none are left out. */
  private async stockOn(m: Queryable, productIds: number[], date: string): Promise<Map<number, number>> {
    const rows = await stocksOnDate(m, productIds, date);
    return new Map(rows.map((row) => [row.product_id, row.stock]));
  }
}
