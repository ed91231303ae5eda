import { Check, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamps } from '../../common/base.entity';
import { Account } from './account.entity';
import { DateOnly, Integer, NULLABLE, Numeric, RefersTo, Varchar } from '../../database/columns';

export const CASH_ENTRY_KINDS = ['income', 'expense'] as const;
export type CashEntryKind = (typeof CASH_ENTRY_KINDS)[number];

/**
 * Money in or out that is not a partner's payment: other income (interest, a refund) and expenses (rent,
 * freight, wages), each under a free category. The amount is positive; the kind gives its direction.
 */
@Check('CHK_cash_entries_kind', `kind IN ('income', 'expense')`)
@Check('CHK_cash_entries_amount', `amount > 0`)
@Entity('cash_entries')
// (account_id, entry_date, id) INCLUDE (kind, amount), written by migration: index-only opening balances.
@Index('IDX_cash_entries_account', { synchronize: false })
@Index('IDX_cash_entries_date', ['entry_date', 'kind'])
@Index('IDX_cash_entries_category', ['kind', 'category'])
export class CashEntry extends Timestamps {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_cash_entries' })
  id: number;

  @Varchar(10)
  kind: CashEntryKind;

  @DateOnly()
  entry_date: string;

  @Integer()
  account_id: number;

  @RefersTo(() => Account, 'account_id', 'RESTRICT', 'FK_cash_entries_account')
  account: Account;

  @Varchar(50)
  category: string;

  @Numeric(14, 2)
  amount: number;

  @Varchar(500, NULLABLE)
  remark: string | null;
}
