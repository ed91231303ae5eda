import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error';
import { toNumber } from '../../common/numeric';
import { Paginated, paginated } from '../../common/pagination/page-query.dto';
import { Tx, UnitOfWork } from '../../database/unit-of-work/unit-of-work';
import { MoneyEntry } from '../books/posting';
import { AccountsService } from './accounts.service';
import { TransferBody, TransferChanges, TransferListQuery, TransferView } from './dto/money.dto';
import { MoneyRowKind, MoneyRowWrites } from './money-row-writes';
import { TransferRow, findTransfer, insertTransfer, transferPage, updateTransfer } from './transfers.queries';

/** Transfers as money rows; the audit trail names them `account_transfer`. */
const TRANSFER_ROWS: MoneyRowKind<TransferRow, TransferView> = {
  table: 'account_transfers',
  auditEntity: 'account_transfer',
  entity: 'transfer',
  find: findTransfer,
  toView,
  movements,
};

/** Money moved between two of the company's accounts: out of one, into the other, in one write. */
@Injectable()
export class TransfersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly accounts: AccountsService,
    private readonly rows: MoneyRowWrites,
  ) {}

  /** Newest first; `account_id` keeps the transfers out of or into that account. */
  async list(query: TransferListQuery): Promise<Paginated<TransferView>> {
    const { rows, total } = await transferPage(this.dataSource, query, query);
    return paginated(rows.map(toView), query, total);
  }

  async create(body: TransferBody): Promise<TransferView> {
    return this.uow.run((tx) => this.createIn(tx, body));
  }

  /** The write of a new transfer: both accounts must exist and differ (400), the date be open. */
  async createIn(tx: Tx, body: TransferBody): Promise<TransferView> {
    return this.rows.create(TRANSFER_ROWS, tx, body.date, async (m) => {
      await this.checkAccounts(m, body.from_account_id, body.to_account_id);
      return insertTransfer(m, {
        from_account_id: body.from_account_id,
        to_account_id: body.to_account_id,
        amount: body.amount,
        date: body.date,
        remark: body.remark ?? null,
      });
    });
  }

  /** Changes the fields sent; the old and the new date must both be open. */
  async update(id: number, changes: TransferChanges): Promise<TransferView> {
    return this.rows.update(TRANSFER_ROWS, id, changes.date, async (m, before, old) => {
      const from = changes.from_account_id ?? before.from_account_id;
      const to = changes.to_account_id ?? before.to_account_id;
      await this.checkAccounts(m, from, to);
      await updateTransfer(m, id, {
        from_account_id: from,
        to_account_id: to,
        amount: changes.amount ?? old.amount,
        date: changes.date ?? before.date,
        remark: changes.remark !== undefined ? changes.remark : before.remark,
      });
    });
  }

  async remove(id: number): Promise<void> {
    await this.rows.remove(TRANSFER_ROWS, id);
  }

  private async checkAccounts(m: EntityManager, from: number, to: number): Promise<void> {
    if (from === to) throw new DomainError('VALIDATION_FAILED.sameAccount');
    await this.accounts.resolve(m, from);
    await this.accounts.resolve(m, to);
  }
}

/** A transfer's two sides as money movements, added (1) or taken back (−1). */
function movements(transfer: TransferRow, sign: 1 | -1): MoneyEntry[] {
  const amount = transfer.amount;
  return [
    { accountId: Number(transfer.from_account_id), amount, sign, flow: -1 },
    { accountId: Number(transfer.to_account_id), amount, sign, flow: 1 },
  ];
}

function toView(row: TransferRow): TransferView {
  return {
    id: Number(row.id),
    from_account_id: Number(row.from_account_id),
    from_account_name: row.from_account_name,
    to_account_id: Number(row.to_account_id),
    to_account_name: row.to_account_name,
    amount: toNumber(row.amount),
    date: row.date,
    remark: row.remark,
  };
}
