import { Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { Partner } from '../partners/partner.entity';
import { Integer, Numeric } from '../../database/columns';

/**
 * One partner's all-time totals, kept by every record and payment write in its transaction (and
 * verified by the stock refresh): the receivable and payable lists read these instead of summing every
 * record. A partner has one type, so its records and payments are all of one side.
 */
@Entity('partner_balances')
export class PartnerBalance {
  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'PK_partner_balances' })
  partner_id: number;

  @OneToOne(() => Partner, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'partner_id', foreignKeyConstraintName: 'FK_partner_balances_partner' })
  partner: Partner;

  /** Number of the partner's trade records. */
  @Integer({ default: 0 })
  records: number;

  /** Σ what is owed for the partner's trade records (owedSql in books/line-tax.ts). */
  @Numeric(20, 3, { default: 0 })
  total: number;

  @Integer({ default: 0 })
  payments: number;

  /** Σ amount of the partner's payments. */
  @Numeric(20, 2, { default: 0 })
  paid: number;
}
