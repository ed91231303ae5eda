import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamps } from '../../common/base.entity';
import { numericTransformer } from '../../common/numeric';
import { Account } from './account.entity';

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

  @Column({ type: 'integer' })
  from_account_id: number;

  @ManyToOne(() => Account, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'from_account_id', foreignKeyConstraintName: 'FK_account_transfers_from' })
  from_account: Account;

  @Column({ type: 'integer' })
  to_account_id: number;

  @ManyToOne(() => Account, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'to_account_id', foreignKeyConstraintName: 'FK_account_transfers_to' })
  to_account: Account;

  @Column({ type: 'numeric', precision: 14, scale: 2, transformer: numericTransformer })
  amount: number;

  @Column({ type: 'date' })
  transfer_date: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  remark: string | null;
}
