import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamps } from '../../common/base.entity';
import { numericTransformer } from '../../common/numeric';
import { Account } from './account.entity';

export const CASH_ENTRY_KINDS = ['income', 'expense'] as const;
export type CashEntryKind = (typeof CASH_ENTRY_KINDS)[number];

/**
 * Money in or out that is not a partner's payment: other income (interest, a refund) and expenses (rent,
 * freight, wages), each under a free category. The amount is positive; the kind gives its direction.
 */
@Check('CHK_cash_entries_kind', `kind IN ('income', 'expense')`)
@Check('CHK_cash_entries_amount', `amount > 0`)
@Entity('cash_entries')
@Index('IDX_cash_entries_account', ['account_id', 'entry_date', 'id'])
@Index('IDX_cash_entries_date', ['entry_date', 'kind'])
@Index('IDX_cash_entries_category', ['kind', 'category'])
export class CashEntry extends Timestamps {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_cash_entries' })
  id: number;

  @Column({ type: 'varchar', length: 10 })
  kind: CashEntryKind;

  @Column({ type: 'date' })
  entry_date: string;

  @Column({ type: 'integer' })
  account_id: number;

  @ManyToOne(() => Account, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'account_id', foreignKeyConstraintName: 'FK_cash_entries_account' })
  account: Account;

  @Column({ type: 'varchar', length: 50 })
  category: string;

  @Column({ type: 'numeric', precision: 14, scale: 2, transformer: numericTransformer })
  amount: number;

  @Column({ type: 'varchar', length: 500, nullable: true })
  remark: string | null;
}
