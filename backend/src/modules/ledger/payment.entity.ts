import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamps } from '../../common/base.entity';
import { Direction } from '../../common/side';
import { numericTransformer } from '../../common/numeric';
import { Partner } from '../partners/partner.entity';
import { Account } from '../money/account.entity';

export const PAY_METHODS = ['Cash', 'E-Transfer', 'Cheque', "Banker's acceptance", 'Other'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

/** Money received from a customer (direction 1, receivable) or paid to a supplier (direction 0, payable). */
@Check('CHK_payments_direction', `direction IN (0, 1)`)
@Entity('payments')
@Index('IDX_payments_partner', ['direction', 'partner_id', 'pay_date', 'id'])
@Index('IDX_payments_account', ['account_id', 'pay_date', 'id'])
// (direction, partner_id, pay_date) INCLUDE (amount) WHERE amount < 0: the adjustments the aging
// counts as charges; written by migration only (AgingIndexes).
@Index('IDX_payments_adjustments', { synchronize: false })
export class Payment extends Timestamps {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'smallint' })
  direction: Direction;

  @Column({ type: 'integer' })
  partner_id: number;

  @ManyToOne(() => Partner, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'partner_id' })
  partner: Partner;

  @Column({ type: 'numeric', precision: 14, scale: 2, transformer: numericTransformer })
  amount: number;

  /** The account the money went into (a receipt) or came out of (a payment to a supplier). */
  @Column({ type: 'integer' })
  account_id: number;

  @ManyToOne(() => Account, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'account_id', foreignKeyConstraintName: 'FK_payments_account' })
  account: Account;

  @Index('IDX_payments_pay_date')
  @Column({ type: 'date' })
  pay_date: string;

  @Column({ type: 'varchar', length: 30 })
  pay_method: PayMethod;

  @Column({ type: 'varchar', length: 500, nullable: true })
  remark: string | null;
}
