import { Check, Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { Timestamps } from '../../common/base.entity';
import { numericTransformer } from '../../common/numeric';
import { Partner } from '../partners/partner.entity';

/**
 * What a partner owed (customer) or was owed (supplier) when the company started keeping its books in
 * Tradebook: at most one per partner, its side given by the partner's type. Positive = owed to us by a
 * customer / owed by us to a supplier.
 */
@Check('CHK_opening_balances_amount', `amount <> 0`)
@Entity('opening_balances')
export class OpeningBalance extends Timestamps {
  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'PK_opening_balances' })
  partner_id: number;

  @OneToOne(() => Partner, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'partner_id' })
  partner: Partner;

  @Column({ type: 'numeric', precision: 14, scale: 2, transformer: numericTransformer })
  amount: number;

  @Column({ type: 'date' })
  balance_date: string;
}
