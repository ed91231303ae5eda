import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error';
import { Tx, UnitOfWork } from '../../database/unit-of-work/unit-of-work';
import { PostingEngine } from '../books/posting-engine';
import { MoneyEntry } from '../books/posting';
import { deleteMoneyRow, lockMoneyRow, MoneyTable } from './money.queries';

/** The names of one kind of money row: its table, in the audit trail, in a "not found" answer. */
interface MoneyRowNames {
  table: MoneyTable;
  auditEntity: string;
  entity: string;
}

/** What the writes of one kind of money row (a transfer, a cash entry) need to know of it. */
export interface MoneyRowKind<Row extends { date: string }, View extends object> extends MoneyRowNames {
  /** The row as stored (amounts exact); null when there is none. */
  find(m: EntityManager, id: number): Promise<Row | null>;
  /** The row as the API answers it and the audit trail keeps it. */
  toView(row: Row): View;
  /** The row as money movements on its accounts, added (1) or taken back (−1). */
  movements(row: Row, sign: 1 | -1): MoneyEntry[];
}

/**
 * The write path every dated money row takes: its dates checked against the period lock, the row
 * locked and read before a change, and one post of its money movements with its audit entry.
 */
@Injectable()
export class MoneyRowWrites {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly books: PostingEngine,
  ) {}

  /** A new row dated `date`: `insert` checks what the row names, writes it and gives its id. */
  async create<Row extends { date: string }, View extends object>(
    kind: MoneyRowKind<Row, View>,
    tx: Tx,
    date: string,
    insert: (m: EntityManager) => Promise<number>,
  ): Promise<View> {
    const m = tx.manager;
    const entry = this.books.entry(tx);
    await entry.touches(date);
    const id = await insert(m);
    const row = await this.read(kind, m, id);
    const view = kind.toView(row);
    await entry.post({
      money: kind.movements(row, 1),
      audit: [{ action: 'create', entity: kind.auditEntity, id, after: view }],
    });
    return view;
  }

  /**
   * Changes the row: the old date and `newDate` must both be open; `rewrite` writes it from what it was
   * (as answered, and as stored: its amounts exact).
   */
  async update<Row extends { date: string }, View extends object>(
    kind: MoneyRowKind<Row, View>,
    id: number,
    newDate: string | undefined,
    rewrite: (m: EntityManager, before: View, old: Row) => Promise<void>,
  ): Promise<View> {
    return this.uow.run(async (tx) => {
      const m = tx.manager;
      const entry = this.books.entry(tx);
      const old = await this.lockAndRead(kind, m, id);
      const before = kind.toView(old);
      await entry.touches(old.date, newDate);
      await rewrite(m, before, old);
      const row = await this.read(kind, m, id);
      const view = kind.toView(row);
      await entry.post({
        money: [...kind.movements(old, -1), ...kind.movements(row, 1)],
        audit: [{ action: 'update', entity: kind.auditEntity, id, before, after: view }],
      });
      return view;
    });
  }

  async remove<Row extends { date: string }>(kind: MoneyRowKind<Row, object>, id: number): Promise<void> {
    await this.uow.run(async (tx) => {
      const entry = this.books.entry(tx);
      const old = await this.lockAndRead(kind, tx.manager, id);
      await entry.touches(old.date);
      await deleteMoneyRow(tx.manager, kind.table, id);
      await entry.post({
        money: kind.movements(old, -1),
        audit: [{ action: 'delete', entity: kind.auditEntity, id, before: kind.toView(old) }],
      });
    });
  }

  private async lockAndRead<Row extends { date: string }>(
    kind: MoneyRowKind<Row, object>,
    m: EntityManager,
    id: number,
  ): Promise<Row> {
    if (!(await lockMoneyRow(m, kind.table, id))) {
      throw new DomainError('NOT_FOUND', { entity: kind.entity, id });
    }
    return this.read(kind, m, id);
  }

  private async read<Row extends { date: string }>(
    kind: MoneyRowKind<Row, object>,
    m: EntityManager,
    id: number,
  ): Promise<Row> {
    const row = await kind.find(m, id);
    if (!row) throw new DomainError('NOT_FOUND', { entity: kind.entity, id });
    return row;
  }
}
