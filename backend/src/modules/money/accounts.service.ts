import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import Decimal from 'decimal.js';
import { DataSource, EntityManager } from 'typeorm';
import { daysBetween, todayDateOnly } from '../../common/dates';
import { DomainError } from '../../common/errors/domain-error';
import { MessageRef } from '../../common/i18n/coded-messages';
import { toNumber } from '../../common/numeric';
import { violatedUniqueIndex } from '../../common/unique-violation';
import { Queryable } from '../../common/sql-params';
import { Tx, UnitOfWork } from '../../database/unit-of-work/unit-of-work';
import { PostingEngine } from '../books/posting-engine';
import { MoneyEntry } from '../books/posting';
import { accountPaymentCount } from '../ledger/ledger.queries';
import {
  AccountRef,
  AccountRow,
  StatementRow,
  accountMovementCounts,
  accountsWithBalances,
  balanceAtStart,
  clearDefaultAccount,
  findAccount,
  holdAccount,
  insertAccount,
  movementTotals,
  statementPage,
  totalAccountBalance,
  updateAccount,
} from './accounts.queries';
import {
  AccountBody,
  AccountChanges,
  AccountEntriesQuery,
  AccountEntryView,
  AccountListView,
  AccountStatementView,
  AccountView,
} from './dto/money.dto';
import { DateFilter, deleteMoneyRow, lockMoneyRow } from './money.queries';

/** The audit trail's name for accounts. */
const AUDIT_ENTITY = 'account';

/**
 * The company's accounts (till, bank…), their balances, and each account's statement. Each balance is
 * stored on the account's row and moved by the posting engine in the transaction of every write that
 * moves money, so a read is one row per account.
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
    const rows = await accountsWithBalances(this.dataSource);
    return {
      data: rows.map(toView),
      total_balance: rows.length ? toNumber(rows[0].total_balance) : 0,
    };
  }

  async get(id: number, db: Queryable = this.dataSource): Promise<AccountView> {
    const row = await findAccount(db, id);
    if (!row) throw new DomainError('NOT_FOUND', { entity: 'account', id });
    return toView(row);
  }

  /** Σ of every account's balance: the company's cash position (the overview). */
  async totalBalance(): Promise<number> {
    return toNumber(await totalAccountBalance(this.dataSource));
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
    const id = await this.unique(body.name, () =>
      insertAccount(tx.manager, {
        name: body.name,
        kind: body.kind,
        opening_balance: opening,
        opening_date: openingDate,
        remark: body.remark ?? null,
      }),
    );
    let view!: AccountView;
    await entry.post({
      money: [openingEntry(id, opening, 1)],
      // Read after the posting: the answer shows the balance it stored.
      audit: async () => {
        view = await this.get(id, tx.manager);
        return [{ action: 'create', entity: AUDIT_ENTITY, id, after: view }];
      },
    });
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
    const row = await this.lockAndRead(m, id);
    const before = toView(row);
    const opening = changes.opening_balance ?? undefined;
    const balanceChanges = opening !== undefined && !new Decimal(opening).eq(row.opening_balance);
    const openingChanges =
      balanceChanges || (changes.opening_date !== undefined && changes.opening_date !== before.opening_date);
    await entry.touches(...(openingChanges ? [before.opening_date, changes.opening_date] : []));
    if (changes.is_default && !before.is_default) await clearDefaultAccount(m);
    await this.unique(changes.name ?? before.name, () =>
      updateAccount(
        m,
        id,
        {
          name: changes.name ?? before.name,
          kind: changes.kind ?? before.kind,
          opening_balance: opening ?? row.opening_balance,
          opening_date: changes.opening_date ?? before.opening_date,
          remark: changes.remark !== undefined ? changes.remark : before.remark,
        },
        changes.is_default === true,
      ),
    );
    let view!: AccountView;
    await entry.post({
      money: balanceChanges ? [openingEntry(id, row.opening_balance, -1), openingEntry(id, opening, 1)] : [],
      audit: async () => {
        view = await this.get(id, m);
        return [{ action: 'update', entity: AUDIT_ENTITY, id, before, after: view }];
      },
    });
    return view;
  }

  /** 409 while it is the default or anything refers to it (payments, transfers, cash entries). */
  async remove(id: number): Promise<void> {
    await this.uow.run(async (tx) => {
      const m = tx.manager;
      const entry = this.books.entry(tx);
      const before = toView(await this.lockAndRead(m, id));
      if (before.is_default) throw new DomainError('IN_USE.defaultAccount', { name: before.name });
      const refs = await this.references(m, id);
      if (refs) throw new DomainError('IN_USE.accountDelete', { name: before.name, reason: refs });
      await entry.touches(before.opening_balance !== 0 ? before.opening_date : null);
      await deleteMoneyRow(m, 'accounts', id);
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
    const start = query.start_date;
    const [openingText, rows] = await Promise.all([
      start
        ? balanceAtStart(this.dataSource, id, start, isLateInHistory(account.opening_date, start))
        : String(account.opening_balance),
      statementPage(this.dataSource, id, query, query),
    ]);
    // Without lines on the page (an empty range, or a page past the end) the range's figures are read apart.
    const range =
      rows.length > 0
        ? { sum: rows[0].range_sum, total: Number(rows[0].total) }
        : await movementTotals(this.dataSource, id, query);
    const opening = new Decimal(openingText);
    return {
      account,
      opening_balance: opening.toNumber(),
      closing_balance: opening.plus(range.sum).toNumber(),
      data: rows.map((row) => statementLine(row, opening)),
      pagination: { page: query.page, limit: query.limit, total: range.total },
    };
  }

  /**
   * The account's statement for the export: the account and its balance before the range (read now,
   * so an unknown account or a backward range is refused before the first byte), then its lines in
   * batches, oldest first, each with the balance after it.
   */
  async statementForExport(
    id: number,
    range: DateFilter,
  ): Promise<{ account: AccountView; opening: Decimal; lines: AsyncGenerator<AccountEntryView[]> }> {
    if (range.start_date && range.end_date && range.start_date > range.end_date) {
      throw new DomainError('VALIDATION_FAILED.dateRange');
    }
    const account = await this.get(id);
    const opening = new Decimal(
      range.start_date
        ? await balanceAtStart(
            this.dataSource,
            id,
            range.start_date,
            isLateInHistory(account.opening_date, range.start_date),
          )
        : String(account.opening_balance),
    );
    const db = this.dataSource;
    async function* lines(): AsyncGenerator<AccountEntryView[]> {
      for (let offset = 0; ; offset += EXPORT_BATCH) {
        const rows = await statementPage(db, id, range, { limit: EXPORT_BATCH, offset });
        if (rows.length === 0) return;
        yield rows.map((row) => statementLine(row, opening));
      }
    }
    return { account, opening, lines: lines() };
  }

  /**
   * The account a payment or cash entry goes to: the one named (unknown: 400), else the default. The
   * row is held (key share) until the write commits, so it cannot be deleted under it.
   */
  async resolve(m: EntityManager, id: number | null | undefined): Promise<AccountRef> {
    const account = await holdAccount(m, id ?? null);
    if (!account) {
      throw new DomainError('VALIDATION_FAILED.unknownRecord', { entity: 'account', id: id ?? '' });
    }
    return account;
  }

  private async lockAndRead(m: EntityManager, id: number): Promise<AccountRow> {
    const row = (await lockMoneyRow(m, 'accounts', id)) ? await findAccount(m, id) : null;
    if (!row) throw new DomainError('NOT_FOUND', { entity: 'account', id });
    return row;
  }

  /** What refers to the account, as a message ("used by 2 payments, 1 transfer"), or null. */
  private async references(m: EntityManager, id: number): Promise<MessageRef | null> {
    const payments = await accountPaymentCount(m, id);
    const { transfers, entries } = await accountMovementCounts(m, id);
    const counts: [number, MessageRef['id'], MessageRef['id']][] = [
      [payments, 'count.payment', 'count.payments'],
      [transfers, 'count.transfer', 'count.transfers'],
      [entries, 'count.cashEntry', 'count.cashEntries'],
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

/** An account's opening balance as money into it, set (1) or taken back (−1). */
function openingEntry(accountId: number, amount: string, sign: 1 | -1): MoneyEntry {
  return { accountId, amount, sign, flow: 1 };
}

/**
 * Whether `date` is nearer today than the account's opening date: then fewer of its movements lie on or
 * after it than before it (movements spread over the account's life), and its statement's opening
 * balance is read from the stored balance back rather than from the opening balance forward.
 */
function isLateInHistory(openingDate: string, date: string): boolean {
  return daysBetween(openingDate, date) > daysBetween(date, todayDateOnly());
}

function toView(row: AccountRow): AccountView {
  return {
    id: Number(row.id),
    name: row.name,
    kind: row.kind,
    opening_balance: toNumber(row.opening_balance),
    opening_date: row.opening_date,
    balance: toNumber(row.balance),
    is_default: row.is_default,
    remark: row.remark,
  };
}

/** Lines of an account's statement read per statement by the export. */
const EXPORT_BATCH = 2000;

/** A statement line as answered, its balance the opening plus the range's running sum up to it. */
function statementLine(row: StatementRow, opening: Decimal): AccountEntryView {
  return {
    date: row.date,
    kind: row.kind,
    ref_id: Number(row.ref_id),
    partner_short_name: row.partner_short_name,
    description: row.description,
    amount: toNumber(row.amount),
    balance: opening.plus(row.run).toNumber(),
  };
}
