import { Check, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamps } from '../../common/base.entity';
import { Direction } from '../../common/side';
import { Partner } from '../partners/partner.entity';
import { Account } from '../money/account.entity';
import { DateOnly, Integer, NULLABLE, Numeric, RefersTo, Smallint, Varchar } from '../../database/columns';

export const PAY_METHODS = ['Cash', 'E-Transfer', 'Cheque', "Banker's acceptance", 'Other'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

/** Money received from a customer (direction 1, receivable) or paid to a supplier (direction 0, payable). */
@Check('CHK_payments_direction', `direction IN (0, 1)`)
@Entity('payments')
@Index('IDX_payments_partner', ['direction', 'partner_id', 'pay_date', 'id'])
// (account_id, pay_date, id) INCLUDE (direction, amount), written by migration: index-only opening balances.
@Index('IDX_payments_account', { synchronize: false })
// (direction, partner_id, pay_date) INCLUDE (amount) WHERE amount < 0: the adjustments the aging
// counts as charges; written by migration only (AgingIndexes).
@Index('IDX_payments_adjustments', { synchronize: false })
export class Payment extends Timestamps {
  @PrimaryGeneratedColumn()
  id: number;

  @Smallint()
  direction: Direction;

  @Integer()
  partner_id: number;

  @RefersTo(() => Partner, 'partner_id', 'RESTRICT')
  partner: Partner;

  @Numeric(14, 2)
  amount: number;

  /** The account the money went into (a receipt) or came out of (a payment to a supplier). */
  @Integer()
  account_id: number;

  @RefersTo(() => Account, 'account_id', 'RESTRICT', 'FK_payments_account')
  account: Account;

  @Index('IDX_payments_pay_date')
  @DateOnly()
  pay_date: string;

  @Varchar(30)
  pay_method: PayMethod;

  @Varchar(500, NULLABLE)
  remark: string | null;

  /** Raised by every change (a trigger on UPDATE); an edit naming an older one is refused. */
  @Integer({ default: 1 })
  version: number;
}
