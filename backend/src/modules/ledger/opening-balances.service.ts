import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { toNumber } from '../../common/numeric';
import { Paginated, PageQueryDto, paginated } from '../../common/pagination/page-query.dto';
import { Queryable } from '../../common/sql-params';
import { PostingEngine } from '../books/posting-engine';
import { Tx, UnitOfWork } from '../../database/unit-of-work/unit-of-work';
import { Side } from '../../common/side';
import { DomainError } from '../../common/errors/domain-error';
import { findPartnerByCode } from '../partners/partners.queries';
import {
  OpeningBalanceRow,
  deleteOpeningBalance,
  findOpeningBalance,
  openingBalancePage,
  putOpeningBalance,
} from './opening-balances.queries';

/** An opening balance as the API shows it: `{ customer_code, customer_short_name, amount, date }` (or supplier_*). */
export type OpeningBalanceView = Record<string, string | number | null>;

function toView(side: Side, row: OpeningBalanceRow): OpeningBalanceView {
  return {
    [`${side.partner}_code`]: row.code,
    [`${side.partner}_short_name`]: row.short_name,
    amount: toNumber(row.amount),
    date: row.date,
  };
}

/**
 * Opening balances: what each partner owed, or was owed, when the books moved to
 * Tradebook. One per partner, its side given by the partner's type; part of every total and balance
 * the ledger shows (LedgerQueries adds it as an item dated on its date). Writes are audited and checked
 * against the period lock like every dated write.
 */
@Injectable()
export class OpeningBalancesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly books: PostingEngine,
  ) {}

  async list(side: Side, query: PageQueryDto): Promise<Paginated<OpeningBalanceView>> {
    const { rows, total } = await openingBalancePage(this.dataSource, side.partnerType, query);
    return paginated(
      rows.map((r) => toView(side, r)),
      query,
      total,
    );
  }

  async get(side: Side, code: string): Promise<OpeningBalanceView> {
    const partnerId = await this.partnerId(this.dataSource, side, code);
    const row = await findOpeningBalance(this.dataSource, partnerId);
    if (!row) throw new DomainError('NOT_FOUND.openingBalance', { party: side.partner, code });
    return toView(side, row);
  }

  /** Sets (creates or replaces) the partner's opening balance; `amount` is a validated non-zero decimal string. */
  async put(side: Side, code: string, amount: string, date: string): Promise<OpeningBalanceView> {
    return this.uow.run((tx) => this.putIn(tx, side, code, amount, date));
  }

  /** Sets an opening balance inside a unit of work that may hold other writes (the import). */
  async putIn(tx: Tx, side: Side, code: string, amount: string, date: string): Promise<OpeningBalanceView> {
    const entry = this.books.entry(tx);
    const partnerId = await this.partnerId(tx.manager, side, code, true);
    const before = await findOpeningBalance(tx.manager, partnerId, true);
    await entry.touches(before?.date, date);
    await putOpeningBalance(tx.manager, partnerId, amount, date);
    const view = toView(side, (await findOpeningBalance(tx.manager, partnerId))!);
    await entry.post({
      audit: [
        before
          ? {
              action: 'update',
              entity: 'opening_balance',
              id: code,
              before: toView(side, before),
              after: view,
            }
          : { action: 'create', entity: 'opening_balance', id: code, after: view },
      ],
    });
    return view;
  }

  async remove(side: Side, code: string): Promise<void> {
    await this.uow.run(async (tx) => {
      const entry = this.books.entry(tx);
      const partnerId = await this.partnerId(tx.manager, side, code, true);
      const before = await findOpeningBalance(tx.manager, partnerId, true);
      if (!before) throw new DomainError('NOT_FOUND.openingBalance', { party: side.partner, code });
      await entry.touches(before.date);
      await deleteOpeningBalance(tx.manager, partnerId);
      await entry.post({
        audit: [{ action: 'delete', entity: 'opening_balance', id: code, before: toView(side, before) }],
      });
    });
  }

  /**
   * The partner of this side with this code: 404 when unknown or of the other type. Inside a write it is
   * key-share locked, so a concurrent delete or type change of the partner waits for the write and then
   * sees the opening balance (and a write after such a change finds no partner).
   */
  private async partnerId(db: Queryable, side: Side, code: string, lock = false): Promise<number> {
    const partner = await findPartnerByCode(db, code, side.partnerType, { keyShare: lock });
    if (!partner) throw new DomainError('NOT_FOUND', { entity: side.partner, id: code });
    return partner.id;
  }
}
