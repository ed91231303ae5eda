import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamps } from '../../common/base.entity';
import { PartnerType } from '../../common/side';
import { Integer, NULLABLE, Numeric, Smallint, Varchar } from '../../database/columns';

@Check('CHK_partners_type', `type IN (0, 1)`)
@Check('CHK_partners_payment_terms_days', `payment_terms_days >= 0`)
@Check('CHK_partners_credit_limit', `credit_limit >= 0`)
@Entity('partners')
@Index('UQ_partners_code', ['code'], { unique: true, where: 'code IS NOT NULL' })
export class Partner extends Timestamps {
  @PrimaryGeneratedColumn()
  id: number;

  @Varchar(50, NULLABLE)
  code: string | null;

  @Index('UQ_partners_short_name', { unique: true })
  @Varchar(50)
  short_name: string;

  @Varchar(200)
  full_name: string;

  @Index('IDX_partners_type')
  @Smallint()
  type: PartnerType;

  @Varchar(500, NULLABLE)
  address: string | null;

  @Varchar(100, NULLABLE)
  contact_person: string | null;

  @Varchar(50, NULLABLE)
  contact_phone: string | null;

  /** Days after a record's date until it is due (aging); null or 0: due on its date. */
  @Integer(NULLABLE)
  payment_terms_days: number | null;

  /** Customers only: an outbound that would take the balance above it needs `over_credit_limit`. */
  @Numeric(14, 2, NULLABLE)
  credit_limit: number | null;

  /** An inactive partner stays in the lists and its records, but is not offered for new documents or payments. */
  @Column({ type: 'boolean', default: true })
  active: boolean;

  /** Raised by every change (a trigger on UPDATE); an edit naming an older one is refused. */
  @Integer({ default: 1 })
  version: number;
}
