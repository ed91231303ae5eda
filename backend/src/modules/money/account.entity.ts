import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamps } from '../../common/base.entity';
import { DateOnly, NULLABLE, Numeric, Varchar } from '../../database/columns';

export const ACCOUNT_KINDS = ['cash', 'bank', 'other'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/**
 * Where the company's money is: a till, a bank account. Its balance is the opening balance plus every
 * payment, transfer and cash entry on it, stored in `balance` and moved by the posting engine in each
 * write's transaction. Exactly one account is the default (the partial unique index allows at most one;
 * the service never leaves none).
 */
@Check('CHK_accounts_kind', `kind IN ('cash', 'bank', 'other')`)
@Entity('accounts')
@Index('UQ_accounts_name', ['name'], { unique: true })
@Index('UQ_accounts_default', ['is_default'], { unique: true, where: '"is_default"' })
export class Account extends Timestamps {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_accounts' })
  id: number;

  @Varchar(50)
  name: string;

  @Varchar(10)
  kind: AccountKind;

  @Numeric(14, 2, { default: 0 })
  opening_balance: number;

  @DateOnly()
  opening_date: string;

  @Column({ type: 'boolean', default: false })
  is_default: boolean;

  @Varchar(500, NULLABLE)
  remark: string | null;

  /**
   * The opening balance plus Σ of the account's movements (money in positive), kept by the posting
   * engine (books/accounts.ts) and nothing else; the stock refresh and a restore recompute it.
   */
  @Numeric(20, 2, { default: 0 })
  balance: number;
}
