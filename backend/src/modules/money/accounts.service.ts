import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import Decimal from 'decimal.js';
import { DataSource, EntityManager } from 'typeorm';
import { todayDateOnly } from '../../common/dates';
import { DomainError } from '../../common/errors/domain-error';
import { MessageRef } from '../../common/i18n/coded-messages';
import { toNumber } from '../../common/numeric';
import { violatedUniqueIndex } from '../../common/unique-violation';
import { SqlParams } from '../../common/sql-params';
import { Tx, UnitOfWork } from '../../database/unit-of-work/unit-of-work';
import { PostingEngine } from '../books/posting-engine';
import { ACCOUNT_BALANCES_SQL, accountMovementsSql } from './account-movements';
import {
  AccountBody,
  AccountChanges,
  AccountEntriesQuery,
  AccountEntryKind,
  AccountListView,
  AccountStatementView,
  AccountView,
} from './dto/money.dto';

/** The audit trail's name for accounts. */
const AUDIT_ENTITY = 'account';

/** An account as a money write needs it: which one, and its name for the answer. */
export interface AccountRef {
  id: number;
  name: string;
}

/**
 * The company's accounts (till, bank…), their balances, and each account's statement. Balances are
 * summed at read time from the payments, transfers and cash entries, so every write is visible at once.
 */
@Injectable()
export class AccountsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly books: PostingEngine,
  ) {}

  /** Every account, default first then by name, and Σ of their balances. */
  async list(): Promise<AccountListView> {
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      `SELECT b.*, SUM(b.balance) OVER () AS total_balance
         FROM (${ACCOUNT_BALANCES_SQL}) b ORDER BY b.is_default DESC, b.name`,
    );
    return {
      data: rows.map(toView),
      total_balance: rows.length ? toNumber(rows[0].total_balance as string) : 0,
    };
  }

  async get(id: number, manager: EntityManager = this.dataSource.manager): Promise<AccountView> {
    const [row] = await manager.query(`SELECT * FROM (${ACCOUNT_BALANCES_SQL}) b WHERE b.id = $1`, [id]);
    if (!row) throw new DomainError('NOT_FOUND', { entity: 'account', id });
    return toView(row);
  }

  /** Σ of every account's balance: the company's cash position (the overview). */
  async totalBalance(): Promise<number> {
    const [row] = await this.dataSource.query(
      `SELECT COALESCE(SUM(balance), 0) AS total FROM (${ACCOUNT_BALANCES_SQL}) b`,
    );
    return toNumber(row.total);
  }

  async create(body: AccountBody): Promise<AccountView> {
    return this.uow.run((tx) => this.createIn(tx, body));
  }

  /** Creates an account inside a unit of work that may hold other writes (the import). */
  async createIn(tx: Tx, body: AccountBody): Promise<AccountView> {
    const openingDate = body.opening_date ?? todayDateOnly();
    const opening = body.opening_balance ?? '0';
    const entry = this.books.entry(tx);
    await entry.touches(new Decimal(opening).isZero() ? null : openingDate);
    const [{ id }] = await this.unique(body.name, () =>
      tx.manager.query(
        `INSERT INTO accounts (name, kind, opening_balance, opening_date, remark)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [body.name, body.kind, opening, openingDate, body.remark ?? null],
      ),
    );
    const view = await this.get(id, tx.manager);
    await entry.post({ audit: [{ action: 'create', entity: AUDIT_ENTITY, id, after: view }] });
    return view;
  }

  /**
   * Changes the fields sent. A change of the opening balance or date is dated (old and new date);
   * `is_default: true` moves the default here, so exactly one account stays the default.
   */
  async update(id: number, changes: AccountChanges): Promise<AccountView> {
    return this.uow.run((tx) => this.updateIn(tx, id, changes));
  }

  async updateIn(tx: Tx, id: number, changes: AccountChanges): Promise<AccountView> {
    const m = tx.manager;
    const entry = this.books.entry(tx);
    const before = await this.lockAndGet(m, id);
    const opening = changes.opening_balance ?? undefined;
    const openingChanges =
      (opening !== undefined && !new Decimal(opening).eq(before.opening_balance)) ||
      (changes.opening_date !== undefined && changes.opening_date !== before.opening_date);
    await entry.touches(...(openingChanges ? [before.opening_date, changes.opening_date] : []));
    if (changes.is_default && !before.is_default) {
      await m.query('UPDATE accounts SET is_default = false, updated_at = now() WHERE is_default');
    }
    await this.unique(changes.name ?? before.name, () =>
      m.query(
        `UPDATE accounts SET name = $2, kind = $3, opening_balance = $4, opening_date = $5, remark = $6,
                is_default = is_default OR $7, updated_at = now()
          WHERE id = $1`,
        [
          id,
          changes.name ?? before.name,
          changes.kind ?? before.kind,
          opening ?? String(before.opening_balance),
          changes.opening_date ?? before.opening_date,
          changes.remark !== undefined ? changes.remark : before.remark,
          changes.is_default === true,
        ],
      ),
    );
    const view = await this.get(id, m);
    await entry.post({ audit: [{ action: 'update', entity: AUDIT_ENTITY, id, before, after: view }] });
    return view;
  }

  /** 409 while it is the default or anything refers to it (payments, transfers, cash entries). */
  async remove(id: number): Promise<void> {
    await this.uow.run(async (tx) => {
      const m = tx.manager;
      const entry = this.books.entry(tx);
      const before = await this.lockAndGet(m, id);
      if (before.is_default) throw new DomainError('IN_USE.defaultAccount', { name: before.name });
      const refs = await this.references(m, id);
      if (refs) throw new DomainError('IN_USE.accountDelete', { name: before.name, reason: refs });
      await entry.touches(before.opening_balance !== 0 ? before.opening_date : null);
      await m.query('DELETE FROM accounts WHERE id = $1', [id]);
      await entry.post({ audit: [{ action: 'delete', entity: AUDIT_ENTITY, id, before }] });
    });
  }

  /**
   * The account's lines in the range, oldest first, each with the balance after it; the opening
   * balance is the balance before the range (the account's opening balance included), the closing one
   * the opening plus Σ of the range's lines (every page alike).
   */
  async statement(id: number, query: AccountEntriesQuery): Promise<AccountStatementView> {
    if (query.start_date && query.end_date && query.start_date > query.end_date) {
      throw new DomainError('VALIDATION_FAILED.dateRange');
    }
    const account = await this.get(id);
    const before = new SqlParams();
    const beforeSql = query.start_date
      ? `SELECT COALESCE(SUM(amount), 0) AS sum FROM (${accountMovementsSql(before, id, { before: query.start_date })}) x`
      : 'SELECT 0 AS sum';
    const inRange = new SqlParams();
    const movements = accountMovementsSql(inRange, id, { from: query.start_date, to: query.end_date });
    const pageSql = `
      WITH lines AS (${movements}),
           running AS (
             SELECT l.*, SUM(l.amount) OVER (ORDER BY l.date, l.kind_order, l.ref_id ROWS UNBOUNDED PRECEDING) AS run,
                    SUM(l.amount) OVER () AS range_sum, count(*) OVER () AS total
               FROM lines l)
      SELECT to_char(date, 'YYYY-MM-DD') AS date, kind, ref_id, partner_short_name, description, amount, run,
             range_sum, total
        FROM running ORDER BY date, kind_order, ref_id
       LIMIT ${inRange.add(query.limit)} OFFSET ${inRange.add(query.offset)}`;
    const [[prior], rows] = await Promise.all([
      this.dataSource.query(beforeSql, before.values),
      this.dataSource.query(pageSql, inRange.values) as Promise<Record<string, unknown>[]>,
    ]);
    // Without lines on the page (an empty range, or a page past the end) the range's sum is read apart.
    const rangeSum =
      rows.length > 0 ? new Decimal(rows[0].range_sum as string) : await this.rangeSum(id, query);
    const total = rows.length > 0 ? Number(rows[0].total) : await this.rangeCount(id, query);
    const opening = new Decimal(account.opening_balance).plus(prior.sum as string);
    return {
      account,
      opening_balance: opening.toNumber(),
      closing_balance: opening.plus(rangeSum).toNumber(),
      data: rows.map((row) => ({
        date: row.date as string,
        kind: row.kind as AccountEntryKind,
        ref_id: Number(row.ref_id),
        partner_short_name: row.partner_short_name as string | null,
        description: row.description as string | null,
        amount: toNumber(row.amount as string),
        balance: opening.plus(row.run as string).toNumber(),
      })),
      pagination: { page: query.page, limit: query.limit, total },
    };
  }

  /**
   * The account a payment or cash entry goes to: the one named (unknown: 400), else the default. The
   * row is held (key share) until the write commits, so it cannot be deleted under it.
   */
  async resolve(m: EntityManager, id: number | null | undefined): Promise<AccountRef> {
    const [row] =
      id === undefined || id === null
        ? await m.query('SELECT id, name FROM accounts WHERE is_default FOR KEY SHARE')
        : await m.query('SELECT id, name FROM accounts WHERE id = $1 FOR KEY SHARE', [id]);
    if (!row) throw new DomainError('VALIDATION_FAILED.unknownRecord', { entity: 'account', id: id ?? '' });
    return { id: Number(row.id), name: row.name as string };
  }

  private async rangeSum(id: number, query: AccountEntriesQuery): Promise<Decimal> {
    const p = new SqlParams();
    const movements = accountMovementsSql(p, id, { from: query.start_date, to: query.end_date });
    const [row] = await this.dataSource.query(
      `SELECT COALESCE(SUM(amount), 0) AS sum FROM (${movements}) x`,
      p.values,
    );
    return new Decimal(row.sum);
  }

  private async rangeCount(id: number, query: AccountEntriesQuery): Promise<number> {
    const p = new SqlParams();
    const movements = accountMovementsSql(p, id, { from: query.start_date, to: query.end_date });
    const [row] = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM (${movements}) x`,
      p.values,
    );
    return row.total;
  }

  private async lockAndGet(m: EntityManager, id: number): Promise<AccountView> {
    const [row] = await m.query('SELECT id FROM accounts WHERE id = $1 FOR UPDATE', [id]);
    if (!row) throw new DomainError('NOT_FOUND', { entity: 'account', id });
    return this.get(id, m);
  }

  /** What refers to the account, as a message ("used by 2 payments, 1 transfer"), or null. */
  private async references(m: EntityManager, id: number): Promise<MessageRef | null> {
    const [row] = await m.query(
      `SELECT (SELECT count(*) FROM payments WHERE account_id = $1)::int AS payments,
              (SELECT count(*) FROM account_transfers WHERE from_account_id = $1 OR to_account_id = $1)::int AS transfers,
              (SELECT count(*) FROM cash_entries WHERE account_id = $1)::int AS entries`,
      [id],
    );
    const counts: [number, MessageRef['id'], MessageRef['id']][] = [
      [row.payments, 'count.payment', 'count.payments'],
      [row.transfers, 'count.transfer', 'count.transfers'],
      [row.entries, 'count.cashEntry', 'count.cashEntries'],
    ];
    const items = counts
      .filter(([count]) => count > 0)
      .map(([count, one, many]): MessageRef => ({ id: count === 1 ? one : many, params: { count } }));
    return items.length ? { id: 'usedBy', params: { items } } : null;
  }

  /** Runs the write; a taken name is a 409 that names it. */
  private async unique<T>(name: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (violatedUniqueIndex(error) === 'UQ_accounts_name') {
        throw new DomainError('DUPLICATE.accountName', { name });
      }
      throw error;
    }
  }
}

function toView(row: Record<string, unknown>): AccountView {
  return {
    id: Number(row.id),
    name: row.name as string,
    kind: row.kind as AccountView['kind'],
    opening_balance: toNumber(row.opening_balance as string),
    opening_date: row.opening_date as string,
    balance: toNumber(row.balance as string),
    is_default: row.is_default as boolean,
    remark: row.remark as string | null,
  };
}
