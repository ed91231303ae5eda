import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamps } from '../../common/base.entity';
import { PartnerType } from '../../common/side';
import { numericTransformer } from '../../common/numeric';

@Check('CHK_partners_type', `type IN (0, 1)`)
@Check('CHK_partners_payment_terms_days', `payment_terms_days >= 0`)
@Check('CHK_partners_credit_limit', `credit_limit >= 0`)
@Entity('partners')
@Index('UQ_partners_code', ['code'], { unique: true, where: 'code IS NOT NULL' })
export class Partner extends Timestamps {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 50, nullable: true })
  code: string | null;

  @Index('UQ_partners_short_name', { unique: true })
  @Column({ type: 'varchar', length: 50 })
  short_name: string;

  @Column({ type: 'varchar', length: 200 })
  full_name: string;

  @Index('IDX_partners_type')
  @Column({ type: 'smallint' })
  type: PartnerType;

  @Column({ type: 'varchar', length: 500, nullable: true })
  address: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  contact_person: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  contact_phone: string | null;

  /** Days after a record's date until it is due (aging); null or 0: due on its date. */
  @Column({ type: 'integer', nullable: true })
  payment_terms_days: number | null;

  /** Customers only: an outbound that would take the balance above it needs `over_credit_limit`. */
  @Column({ type: 'numeric', precision: 14, scale: 2, nullable: true, transformer: numericTransformer })
  credit_limit: number | null;

  /** An inactive partner stays in the lists and its records, but is not offered for new documents or payments. */
  @Column({ type: 'boolean', default: true })
  active: boolean;
}
