import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * The Idempotency-Key of a committed create, per user: inserted by the write's own transaction (so a
 * write that committed always has its key), its answer stored right after. Kept 24 hours; no foreign
 * key to users: a deleted user's keys expire like any other.
 */
@Entity('idempotency_keys')
export class IdempotencyKey {
  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'PK_idempotency_keys' })
  user_id: number;

  @PrimaryColumn({ type: 'varchar', length: 100, primaryKeyConstraintName: 'PK_idempotency_keys' })
  key: string;

  /** SHA-256 (hex) of the route and the body: the same key with another request is refused. */
  @Column({ type: 'char', length: 64 })
  request_hash: string;

  /** The answer's JSON as it was sent; null until it is stored (or when the process died first). */
  @Column({ type: 'text', nullable: true })
  answer: string | null;

  @Index('IDX_idempotency_keys_created_at')
  @Column({ type: 'timestamptz', default: () => 'now()' })
  created_at: Date;
}
