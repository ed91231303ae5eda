import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error';
import { toNumber } from '../../common/numeric';
import { SqlParams } from '../../common/sql-params';
import { Tx, UnitOfWork } from '../../database/unit-of-work/unit-of-work';
import { PostingEngine } from '../books/posting-engine';
import { MoneyEntry } from '../books/posting';
import { AccountsService } from './accounts.service';
import { CashEntryKind } from './cash-entry.entity';
import {
  CashEntryBody,
  CashEntryChanges,
  CashEntryListQuery,
  CashEntryListView,
  CashEntryView,
  CategoryView,
} from './dto/money.dto';

/** The audit trail's name for other income and expenses. */
const AUDIT_ENTITY = 'cash_entry';

const ENTRY_SELECT = `
  SELECT e.id, e.kind, to_char(e.entry_date, 'YYYY-MM-DD') AS date, e.account_id, a.name AS account_name,
         e.category, e.amount, e.remark
    FROM cash_entries e
    JOIN accounts a ON a.id = e.account_id`;

/** Other income and expenses: money in or out of an account that is no partner's payment. */
@Injectable()
export class CashEntriesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly accounts: AccountsService,
    private readonly books: PostingEngine,
  ) {}

  /** Newest first, with Σ amount of every entry the filters match. */
  async list(query: CashEntryListQuery): Promise<CashEntryListView> {
    if (query.start_date && query.end_date && query.start_date > query.end_date) {
      throw new DomainError('VALIDATION_FAILED.dateRange');
    }
    const p = new SqlParams();
    const where = ['TRUE'];
    if (query.kind) where.push(`e.kind = ${p.add(query.kind)}`);
    if (query.category) where.push(`e.category = ${p.add(query.category)}`);
    if (query.account_id !== undefined) where.push(`e.account_id = ${p.add(query.account_id)}`);
    if (query.start_date) where.push(`e.entry_date >= ${p.add(query.start_date)}`);
    if (query.end_date) where.push(`e.entry_date <= ${p.add(query.end_date)}`);
    const whereSql = where.join(' AND ');
    const count = p.values.length;
    const [rows, [totals]] = await Promise.all([
      this.dataSource.query(
        `${ENTRY_SELECT} WHERE ${whereSql} ORDER BY e.entry_date DESC, e.id DESC
         LIMIT $${count + 1} OFFSET $${count + 2}`,
        [...p.values, query.limit, query.offset],
      ),
      this.dataSource.query(
        `SELECT count(*)::int AS total, COALESCE(SUM(e.amount), 0) AS amount FROM cash_entries e WHERE ${whereSql}`,
        p.values,
      ),
    ]);
    return {
      data: (rows as Record<string, unknown>[]).map(toView),
      pagination: { page: query.page, limit: query.limit, total: totals.total },
      total_amount: toNumber(totals.amount),
    };
  }

  /** The categories in use (of one kind, or both), most used first, then by name. */
  async categories(kind?: CashEntryKind): Promise<{ data: CategoryView[] }> {
    const rows: { category: string; kind: CashEntryKind; count: number }[] = await this.dataSource.query(
      `SELECT category, kind, count(*)::int AS count FROM cash_entries
        WHERE ($1::varchar IS NULL OR kind = $1)
        GROUP BY kind, category ORDER BY count DESC, category, kind`,
      [kind ?? null],
    );
    return { data: rows };
  }

  async create(body: CashEntryBody): Promise<CashEntryView> {
    return this.uow.run((tx) => this.createIn(tx, body));
  }

  /** The write of a new entry (also the import's): the default account when none is named. */
  async createIn(tx: Tx, body: CashEntryBody): Promise<CashEntryView> {
    const m = tx.manager;
    const entry = this.books.entry(tx);
    await entry.touches(body.date);
    const account = await this.accounts.resolve(m, body.account_id);
    const [{ id }] = await m.query(
      `INSERT INTO cash_entries (kind, entry_date, account_id, category, amount, remark)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [body.kind, body.date, account.id, body.category, body.amount, body.remark ?? null],
    );
    const view = await this.read(m, id);
    await entry.post({
      money: [movement(view, 1)],
      audit: [{ action: 'create', entity: AUDIT_ENTITY, id, after: view }],
    });
    return view;
  }

  /** Changes the fields sent; the old and the new date must both be open. */
  async update(id: number, changes: CashEntryChanges): Promise<CashEntryView> {
    return this.uow.run(async (tx) => {
      const m = tx.manager;
      const entry = this.books.entry(tx);
      const before = await this.lockAndRead(m, id);
      await entry.touches(before.date, changes.date);
      const account =
        changes.account_id !== undefined
          ? (await this.accounts.resolve(m, changes.account_id)).id
          : before.account_id;
      await m.query(
        `UPDATE cash_entries SET kind = $2, entry_date = $3, account_id = $4, category = $5, amount = $6, remark = $7,
                updated_at = now()
          WHERE id = $1`,
        [
          id,
          changes.kind ?? before.kind,
          changes.date ?? before.date,
          account,
          changes.category ?? before.category,
          changes.amount ?? String(before.amount),
          changes.remark !== undefined ? changes.remark : before.remark,
        ],
      );
      const view = await this.read(m, id);
      await entry.post({
        money: [movement(before, -1), movement(view, 1)],
        audit: [{ action: 'update', entity: AUDIT_ENTITY, id, before, after: view }],
      });
      return view;
    });
  }

  async remove(id: number): Promise<void> {
    await this.uow.run(async (tx) => {
      const entry = this.books.entry(tx);
      const before = await this.lockAndRead(tx.manager, id);
      await entry.touches(before.date);
      await tx.manager.query('DELETE FROM cash_entries WHERE id = $1', [id]);
      await entry.post({
        money: [movement(before, -1)],
        audit: [{ action: 'delete', entity: AUDIT_ENTITY, id, before }],
      });
    });
  }

  private async lockAndRead(m: EntityManager, id: number): Promise<CashEntryView> {
    const [row] = await m.query('SELECT id FROM cash_entries WHERE id = $1 FOR UPDATE', [id]);
    if (!row) throw new DomainError('NOT_FOUND', { entity: 'cash entry', id });
    return this.read(m, id);
  }

  private async read(m: EntityManager, id: number): Promise<CashEntryView> {
    const [row] = await m.query(`${ENTRY_SELECT} WHERE e.id = $1`, [id]);
    if (!row) throw new DomainError('NOT_FOUND', { entity: 'cash entry', id });
    return toView(row);
  }
}

/** An entry as a money movement on its account, added (1) or taken back (−1). */
function movement(cashEntry: CashEntryView, sign: 1 | -1): MoneyEntry {
  return { accountId: cashEntry.account_id, amount: String(cashEntry.amount), sign };
}

function toView(row: Record<string, unknown>): CashEntryView {
  return {
    id: Number(row.id),
    kind: row.kind as CashEntryKind,
    date: row.date as string,
    account_id: Number(row.account_id),
    account_name: row.account_name as string,
    category: row.category as string,
    amount: toNumber(row.amount as string),
    remark: row.remark as string | null,
  };
}
