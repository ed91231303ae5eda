import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamps } from '../../common/base.entity';
import { PartnerType } from '../../common/direction';

@Check('CHK_partners_type', `type IN (0, 1)`)
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
}
