import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error';
import { toNumber } from '../../common/numeric';
import { Paginated, paginated } from '../../common/pagination/page-query.dto';
import { SqlParams } from '../../common/sql-params';
import { Tx, UnitOfWork } from '../../database/unit-of-work/unit-of-work';
import { PostingEngine } from '../books/posting-engine';
import { MoneyEntry } from '../books/posting';
import { AccountsService } from './accounts.service';
import { TransferBody, TransferChanges, TransferListQuery, TransferView } from './dto/money.dto';

/** The audit trail's name for transfers. */
const AUDIT_ENTITY = 'account_transfer';

const TRANSFER_SELECT = `
  SELECT t.id, t.from_account_id, f.name AS from_account_name, t.to_account_id, o.name AS to_account_name,
         t.amount, to_char(t.transfer_date, 'YYYY-MM-DD') AS date, t.remark
    FROM account_transfers t
    JOIN accounts f ON f.id = t.from_account_id
    JOIN accounts o ON o.id = t.to_account_id`;

/** Money moved between two of the company's accounts: out of one, into the other, in one write. */
@Injectable()
export class TransfersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly accounts: AccountsService,
    private readonly books: PostingEngine,
  ) {}

  /** Newest first; `account_id` keeps the transfers out of or into that account. */
  async list(query: TransferListQuery): Promise<Paginated<TransferView>> {
    const p = new SqlParams();
    const where = ['TRUE'];
    if (query.account_id !== undefined) {
      const account = p.add(query.account_id);
      where.push(`(t.from_account_id = ${account} OR t.to_account_id = ${account})`);
    }
    if (query.start_date) where.push(`t.transfer_date >= ${p.add(query.start_date)}`);
    if (query.end_date) where.push(`t.transfer_date <= ${p.add(query.end_date)}`);
    const whereSql = where.join(' AND ');
    const count = p.values.length;
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query(
        `${TRANSFER_SELECT} WHERE ${whereSql} ORDER BY t.transfer_date DESC, t.id DESC
         LIMIT $${count + 1} OFFSET $${count + 2}`,
        [...p.values, query.limit, query.offset],
      ),
      this.dataSource.query(
        `SELECT count(*)::int AS total FROM account_transfers t WHERE ${whereSql}`,
        p.values,
      ),
    ]);
    return paginated((rows as Record<string, unknown>[]).map(toView), query, total);
  }

  async create(body: TransferBody): Promise<TransferView> {
    return this.uow.run((tx) => this.createIn(tx, body));
  }

  /** The write of a new transfer: both accounts must exist and differ (400), the date be open. */
  async createIn(tx: Tx, body: TransferBody): Promise<TransferView> {
    const m = tx.manager;
    const entry = this.books.entry(tx);
    await entry.touches(body.date);
    await this.checkAccounts(m, body.from_account_id, body.to_account_id);
    const [{ id }] = await m.query(
      `INSERT INTO account_transfers (from_account_id, to_account_id, amount, transfer_date, remark)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [body.from_account_id, body.to_account_id, body.amount, body.date, body.remark ?? null],
    );
    const view = await this.read(m, id);
    await entry.post({
      money: movements(view, 1),
      audit: [{ action: 'create', entity: AUDIT_ENTITY, id, after: view }],
    });
    return view;
  }

  /** Changes the fields sent; the old and the new date must both be open. */
  async update(id: number, changes: TransferChanges): Promise<TransferView> {
    return this.uow.run(async (tx) => {
      const m = tx.manager;
      const entry = this.books.entry(tx);
      const before = await this.lockAndRead(m, id);
      await entry.touches(before.date, changes.date);
      const from = changes.from_account_id ?? before.from_account_id;
      const to = changes.to_account_id ?? before.to_account_id;
      await this.checkAccounts(m, from, to);
      await m.query(
        `UPDATE account_transfers SET from_account_id = $2, to_account_id = $3, amount = $4, transfer_date = $5,
                remark = $6, updated_at = now()
          WHERE id = $1`,
        [
          id,
          from,
          to,
          changes.amount ?? String(before.amount),
          changes.date ?? before.date,
          changes.remark !== undefined ? changes.remark : before.remark,
        ],
      );
      const view = await this.read(m, id);
      await entry.post({
        money: [...movements(before, -1), ...movements(view, 1)],
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
      await tx.manager.query('DELETE FROM account_transfers WHERE id = $1', [id]);
      await entry.post({
        money: movements(before, -1),
        audit: [{ action: 'delete', entity: AUDIT_ENTITY, id, before }],
      });
    });
  }

  private async checkAccounts(m: EntityManager, from: number, to: number): Promise<void> {
    if (from === to) throw new DomainError('VALIDATION_FAILED.sameAccount');
    await this.accounts.resolve(m, from);
    await this.accounts.resolve(m, to);
  }

  private async lockAndRead(m: EntityManager, id: number): Promise<TransferView> {
    const [row] = await m.query('SELECT id FROM account_transfers WHERE id = $1 FOR UPDATE', [id]);
    if (!row) throw new DomainError('NOT_FOUND', { entity: 'transfer', id });
    return this.read(m, id);
  }

  private async read(m: EntityManager, id: number): Promise<TransferView> {
    const [row] = await m.query(`${TRANSFER_SELECT} WHERE t.id = $1`, [id]);
    if (!row) throw new DomainError('NOT_FOUND', { entity: 'transfer', id });
    return toView(row);
  }
}

/** A transfer's two sides as money movements, added (1) or taken back (−1). */
function movements(transfer: TransferView, sign: 1 | -1): MoneyEntry[] {
  const amount = String(transfer.amount);
  return [
    { accountId: transfer.from_account_id, amount, sign },
    { accountId: transfer.to_account_id, amount, sign },
  ];
}

function toView(row: Record<string, unknown>): TransferView {
  return {
    id: Number(row.id),
    from_account_id: Number(row.from_account_id),
    from_account_name: row.from_account_name as string,
    to_account_id: Number(row.to_account_id),
    to_account_name: row.to_account_name as string,
    amount: toNumber(row.amount as string),
    date: row.date as string,
    remark: row.remark as string | null,
  };
}
