import { Injectable } from '@nestjs/common';
import { DomainError } from '../../common/errors/domain-error';
import { prefixRefusal } from '../../common/http/refusal';
import { UnitOfWork } from '../../database/unit-of-work/unit-of-work';
import { PostingEngine } from '../books/posting-engine';
import { dropEmptyDocuments, followLines } from '../documents/document-store';
import { BATCH_FIELDS, TradeBatchChanges } from './dto/trade-batch.dto';
import { Side } from '../../common/side';
import { findRows, recordNotFound, toTradeView } from './trade-records';
import {
  BATCH_RECORDS_SELECT,
  BatchRecord,
  deleteRecords,
  lockRecordDates,
  setRecordFields,
} from './trade-records.queries';

/** A refusal about one record of a batch names it: "outbound record 12: The books are closed …". */
const recordPrefix = (dir: Side, id: number) => ({ record: `${dir.route} record`, id });

/**
 * Batch actions on the selected rows of a record list: set invoice fields, order number or remark
 * on many records, or delete many, all or none. Every record obeys the rules of its single update or
 * delete; the first one refused (in the order the ids were sent) is named, and nothing is written.
 */
@Injectable()
export class TradeBatchService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly books: PostingEngine,
  ) {}

  /**
   * Sets the given fields on every record, in one UPDATE. These fields move neither stock, cost nor
   * balances, so only the records are locked (in id order), not their products' stock rows.
   */
  async update(dir: Side, ids: number[], changes: TradeBatchChanges): Promise<number> {
    const wanted = [...new Set(ids)];
    return this.uow.run(async (tx) => {
      const m = tx.manager;
      const entry = this.books.entry(tx);
      const locked = await lockRecordDates(m, wanted, dir.direction);
      const records = inRequestOrder(dir, wanted, locked);
      for (const r of records)
        await prefixRefusal('record', recordPrefix(dir, r.id), () => entry.touches(r.record_date));
      const fields = BATCH_FIELDS.filter((f) => changes[f] !== undefined);
      const before = await findRows(m, dir, wanted);
      await setRecordFields(
        m,
        wanted,
        fields.map((f) => [f, changes[f]]),
      );
      // The fields are their documents' header: the documents and their other lines take them too.
      const followed = await followLines(m, dir, wanted);
      await entry.post({
        audit: [
          ...before.map((row) => {
            const view = toTradeView(dir, row);
            return {
              action: 'update' as const,
              entity: dir.route,
              id: row.id,
              before: view,
              after: { ...view, ...changes },
            };
          }),
          ...followed,
        ],
      });
      return wanted.length;
    });
  }

  /**
   * Deletes every record: the stock rows of their products are locked first, then the records (in id
   * order). Each record obeys the single delete's rules: the period lock, no returns left behind (its
   * returns may be deleted with it), and stock not below zero after the whole batch.
   */
  async remove(dir: Side, ids: number[]): Promise<number> {
    const wanted = [...new Set(ids)];
    return this.uow.run(async (tx) => {
      const m = tx.manager;
      const entry = this.books.entry(tx);
      const { rows, stocks } = await entry.lockMovements<BatchRecord>(
        BATCH_RECORDS_SELECT,
        [wanted, dir.direction],
        [],
      );
      const records = inRequestOrder(dir, wanted, rows);
      // Each product's stock after the batch: its records' changes undone together.
      const change = new Map<number, number>();
      for (const r of records) {
        change.set(r.product_id, (change.get(r.product_id) ?? 0) - dir.stockSign * r.quantity);
      }
      for (const r of records) {
        await prefixRefusal('record', recordPrefix(dir, r.id), async () => {
          await entry.touches(r.record_date);
          if (r.other_returns > 0) throw new DomainError('IN_USE.hasReturns');
          // The records that take stock away are refused when their product would end below zero.
          if (-dir.stockSign * r.quantity < 0) {
            entry.assertAvailable(stocks.get(r.product_id)!, change.get(r.product_id)!);
          }
        });
      }
      const audit = (await findRows(m, dir, wanted)).map((row) => ({
        action: 'delete' as const,
        entity: dir.route,
        id: row.id,
        before: toTradeView(dir, row),
      }));
      // Returns first: the foreign key from a return to its original is checked row by row.
      const returns = records.filter((r) => r.return_of !== null).map((r) => r.id);
      const others = records.filter((r) => r.return_of === null).map((r) => r.id);
      for (const batch of [returns, others]) {
        if (batch.length > 0) await deleteRecords(m, batch);
      }
      const dropped = await dropEmptyDocuments(m, dir, [...new Set(records.map((r) => r.document_id))]);
      await entry.post({
        stock: { replay: [...stocks.values()] },
        balances: records.map((r) => ({ partnerId: r.partner_id, amount: r.owed, sign: -1 })),
        audit: [...audit, ...dropped],
      });
      return wanted.length;
    });
  }
}

/** The locked records in the order their ids were sent; 404 naming the first id not found. */
function inRequestOrder<T extends { id: number }>(dir: Side, ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw recordNotFound(dir, id);
    return row;
  });
}
