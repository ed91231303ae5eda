import { Check, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { Timestamps } from '../../common/base.entity';
import { Partner } from '../partners/partner.entity';
import { DateOnly, Numeric } from '../../database/columns';

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

  @Numeric(14, 2)
  amount: number;

  @DateOnly()
  balance_date: string;
}
