import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { AuditAction } from '../../database/unit-of-work/unit-of-work';
import { NULLABLE, Varchar } from '../../database/columns';

/**
 * One change of the books, written in the transaction of the change itself: who, when, what and the
 * changed fields as { field: [old, new] }. Append-only: no API changes or deletes entries.
 */
@Entity('audit_log')
@Index('IDX_audit_log_entity', ['entity', 'entity_id', 'id'])
@Index('IDX_audit_log_username', ['username', 'id'])
@Index('IDX_audit_log_at', ['at'])
export class AuditEntry {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @CreateDateColumn({ type: 'timestamptz' })
  at: Date;

  /** Who made the change; null for the server itself (a command-line tool, a migration). */
  @Varchar(50, NULLABLE)
  username: string | null;

  @Varchar(6)
  action: AuditAction;

  /** What changed: inbound, outbound, stock_adjustment, payment, partner, product, price, user, … */
  @Varchar(40)
  entity: string;

  @Varchar(100)
  entity_id: string;

  @Column({ type: 'jsonb' })
  changes: Record<string, [unknown, unknown]>;

  @Varchar(100, NULLABLE)
  request_id: string | null;
}
