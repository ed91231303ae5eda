import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * How many audit entries there are, split over a few rows so that concurrent writes rarely add to the
 * same one: the unfiltered audit list's total is the sum of these rows instead of a count of every
 * entry. Each write adds its entries to the row of its connection (backend pid mod 64).
 */
@Entity('audit_counts')
export class AuditCount {
  @PrimaryColumn({ type: 'smallint', primaryKeyConstraintName: 'PK_audit_counts' })
  slot: number;

  @Column({ type: 'bigint', default: 0 })
  entries: string;
}
