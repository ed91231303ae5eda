import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error';
import { toNumber } from '../../common/numeric';
import { Tx, UnitOfWork } from '../../database/unit-of-work/unit-of-work';
import { MoneyEntry } from '../books/posting';
import { AccountsService } from './accounts.service';
import {
  CashEntryFilter,
  CashEntryRow,
  cashEntryBatch,
  cashEntryCategories,
  cashEntryPage,
  findCashEntry,
  insertCashEntry,
  updateCashEntry,
} from './cash-entries.queries';
import { CashEntryKind } from './cash-entry.entity';
import {
  CashEntryBody,
  CashEntryChanges,
  CashEntryListQuery,
  CashEntryListView,
  CashEntryView,
  CategoryView,
} from './dto/money.dto';
import { MoneyRowKind, MoneyRowWrites } from './money-row-writes';

/** Entries read per statement by the export. */
const EXPORT_BATCH = 2000;

/** Cash entries as money rows; the audit trail names them `cash_entry`. */
const CASH_ENTRY_ROWS: MoneyRowKind<CashEntryRow, CashEntryView> = {
  table: 'cash_entries',
  auditEntity: 'cash_entry',
  entity: 'cash entry',
  find: findCashEntry,
  toView,
  movements: (row, sign) => [movement(row, sign)],
};

/** Other income and expenses: money in or out of an account that is no partner's payment. */
@Injectable()
export class CashEntriesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly accounts: AccountsService,
    private readonly rows: MoneyRowWrites,
  ) {}

  /** Newest first, with the total of every entry the filters match (the net across both kinds). */
  async list(query: CashEntryListQuery): Promise<CashEntryListView> {
    if (query.start_date && query.end_date && query.start_date > query.end_date) {
      throw new DomainError('VALIDATION_FAILED.dateRange');
    }
    const { rows, total, amount } = await cashEntryPage(this.dataSource, query, query);
    return {
      data: rows.map(toView),
      pagination: { page: query.page, limit: query.limit, total },
      total_amount: toNumber(amount),
    };
  }

  /**
   * Every entry the filters match, oldest first, in batches (the income and expenses export, which
   * checks the range before its first byte); amounts stay exact text for the sheet's sums.
   */
  async *exportBatches(filter: CashEntryFilter): AsyncGenerator<CashEntryRow[]> {
    let after: { date: string; id: number } | null = null;
    for (;;) {
      const rows = await cashEntryBatch(this.dataSource, filter, after, EXPORT_BATCH);
      if (rows.length === 0) return;
      yield rows;
      const last = rows[rows.length - 1];
      after = { date: last.date, id: Number(last.id) };
    }
  }

  /** The categories in use (of one kind, or both), most used first, then by name. */
  async categories(kind?: CashEntryKind): Promise<{ data: CategoryView[] }> {
    return { data: await cashEntryCategories(this.dataSource, kind ?? null) };
  }

  async create(body: CashEntryBody): Promise<CashEntryView> {
    return this.uow.run((tx) => this.createIn(tx, body));
  }

  /** The write of a new entry (also the import's): the default account when none is named. */
  async createIn(tx: Tx, body: CashEntryBody): Promise<CashEntryView> {
    return this.rows.create(CASH_ENTRY_ROWS, tx, body.date, async (m) => {
      const account = await this.accounts.resolve(m, body.account_id);
      return insertCashEntry(m, {
        kind: body.kind,
        date: body.date,
        account_id: account.id,
        category: body.category,
        amount: body.amount,
        remark: body.remark ?? null,
      });
    });
  }

  /** Changes the fields sent; the old and the new date must both be open. */
  async update(id: number, changes: CashEntryChanges): Promise<CashEntryView> {
    return this.rows.update(CASH_ENTRY_ROWS, id, changes.date, async (m, before, old) => {
      const account =
        changes.account_id !== undefined
          ? (await this.accounts.resolve(m, changes.account_id)).id
          : before.account_id;
      await updateCashEntry(m, id, {
        kind: changes.kind ?? before.kind,
        date: changes.date ?? before.date,
        account_id: account,
        category: changes.category ?? before.category,
        amount: changes.amount ?? old.amount,
        remark: changes.remark !== undefined ? changes.remark : before.remark,
      });
    });
  }

  async remove(id: number): Promise<void> {
    await this.rows.remove(CASH_ENTRY_ROWS, id);
  }
}

/** An entry as a money movement on its account, added (1) or taken back (−1). */
function movement(cashEntry: CashEntryRow, sign: 1 | -1): MoneyEntry {
  return {
    accountId: Number(cashEntry.account_id),
    amount: cashEntry.amount,
    sign,
    flow: cashEntry.kind === 'income' ? 1 : -1,
  };
}

function toView(row: CashEntryRow): CashEntryView {
  return {
    id: Number(row.id),
    kind: row.kind,
    date: row.date,
    account_id: Number(row.account_id),
    account_name: row.account_name,
    category: row.category,
    amount: toNumber(row.amount),
    remark: row.remark,
  };
}
