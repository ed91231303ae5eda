import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { toNumber } from '../../common/numeric';
import { Paginated, PageQueryDto, paginated } from '../../common/pagination/page-query.dto';
import { PostingEngine } from '../books/posting-engine';
import { Tx, UnitOfWork } from '../../database/unit-of-work/unit-of-work';
import { Side } from '../../common/side';
import { DomainError } from '../../common/errors/domain-error';

/** An opening balance as the API shows it: `{ customer_code, customer_short_name, amount, date }` (or supplier_*). */
export type OpeningBalanceView = Record<string, string | number | null>;

interface OpeningRow {
  code: string | null;
  short_name: string;
  amount: string;
  date: string;
}

const SELECT = `
  SELECT pt.code, pt.short_name, ob.amount, to_char(ob.balance_date, 'YYYY-MM-DD') AS date
    FROM opening_balances ob JOIN partners pt ON pt.id = ob.partner_id`;

function toView(side: Side, row: OpeningRow): OpeningBalanceView {
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
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query(`${SELECT} WHERE pt.type = $1 ORDER BY pt.short_name, pt.id LIMIT $2 OFFSET $3`, [
        side.partnerType,
        query.limit,
        query.offset,
      ]),
      this.dataSource.query(
        `SELECT count(*)::int AS total FROM opening_balances ob JOIN partners pt ON pt.id = ob.partner_id
          WHERE pt.type = $1`,
        [side.partnerType],
      ),
    ]);
    return paginated(
      (rows as OpeningRow[]).map((r) => toView(side, r)),
      query,
      total,
    );
  }

  async get(side: Side, code: string): Promise<OpeningBalanceView> {
    const partnerId = await this.partnerId(this.dataSource.manager, side, code);
    const row = await this.find(this.dataSource.manager, partnerId);
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
    const before = await this.find(tx.manager, partnerId, true);
    await entry.touches(before?.date, date);
    await tx.manager.query(
      `INSERT INTO opening_balances (partner_id, amount, balance_date) VALUES ($1, $2, $3)
         ON CONFLICT (partner_id) DO UPDATE SET amount = EXCLUDED.amount, balance_date = EXCLUDED.balance_date,
                                                updated_at = now()`,
      [partnerId, amount, date],
    );
    const view = toView(side, (await this.find(tx.manager, partnerId))!);
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
      const before = await this.find(tx.manager, partnerId, true);
      if (!before) throw new DomainError('NOT_FOUND.openingBalance', { party: side.partner, code });
      await entry.touches(before.date);
      await tx.manager.query('DELETE FROM opening_balances WHERE partner_id = $1', [partnerId]);
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
  private async partnerId(manager: EntityManager, side: Side, code: string, lock = false): Promise<number> {
    const [row] = await manager.query(
      `SELECT id FROM partners WHERE code = $1 AND type = $2 ${lock ? 'FOR KEY SHARE' : ''}`,
      [code, side.partnerType],
    );
    if (!row) throw new DomainError('NOT_FOUND', { entity: side.partner, id: code });
    return row.id;
  }

  private async find(
    manager: EntityManager,
    partnerId: number,
    lock = false,
  ): Promise<OpeningRow | undefined> {
    const [row] = await manager.query(
      `${SELECT} WHERE ob.partner_id = $1 ${lock ? 'FOR UPDATE OF ob' : ''}`,
      [partnerId],
    );
    return row;
  }
}
