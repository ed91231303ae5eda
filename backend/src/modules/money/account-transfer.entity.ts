import { Check, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamps } from '../../common/base.entity';
import { Account } from './account.entity';
import { DateOnly, Integer, NULLABLE, Numeric, RefersTo, Varchar } from '../../database/columns';

/** Money moved from one of the company's accounts to another (it leaves one and enters the other). */
@Check('CHK_account_transfers_amount', `amount > 0`)
@Check('CHK_account_transfers_accounts', `from_account_id <> to_account_id`)
@Entity('account_transfers')
@Index('IDX_account_transfers_from', ['from_account_id', 'transfer_date', 'id'])
@Index('IDX_account_transfers_to', ['to_account_id', 'transfer_date', 'id'])
@Index('IDX_account_transfers_date', ['transfer_date', 'id'])
export class AccountTransfer extends Timestamps {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_account_transfers' })
  id: number;

  @Integer()
  from_account_id: number;

  @RefersTo(() => Account, 'from_account_id', 'RESTRICT', 'FK_account_transfers_from')
  from_account: Account;

  @Integer()
  to_account_id: number;

  @RefersTo(() => Account, 'to_account_id', 'RESTRICT', 'FK_account_transfers_to')
  to_account: Account;

  @Numeric(14, 2)
  amount: number;

  @DateOnly()
  transfer_date: string;

  @Varchar(500, NULLABLE)
  remark: string | null;
}
