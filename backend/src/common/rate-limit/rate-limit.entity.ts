import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { Integer } from '../../database/columns';

/** Rate-limit counters live in PostgreSQL so every instance behind the proxy counts the same hits. */
@Entity('rate_limits')
export class RateLimit {
  @PrimaryColumn({ type: 'varchar', length: 300 })
  key: string;

  @Integer()
  hits: number;

  @Index('IDX_rate_limits_expires_at')
  @Column({ type: 'timestamptz' })
  expires_at: Date;

  @Column({ type: 'timestamptz', nullable: true })
  blocked_until: Date | null;
}
