import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from './user.entity';

/**
 * Tokens ended before their expiry by a logout, one row per token, kept until the token would have
 * expired anyway. A change here notifies every instance like a change of users does (the profile cache
 * carries each user's revoked tokens), so a logged-out token answers 401 on every instance.
 */
@Entity('revoked_tokens')
export class RevokedToken {
  /** The token's `jti` (tokens issued before jti existed: `<sub>.<iat>`). */
  @PrimaryColumn({ type: 'varchar', length: 64, primaryKeyConstraintName: 'PK_revoked_tokens' })
  token_id: string;

  @Index('IDX_revoked_tokens_user_id')
  @Column({ type: 'integer' })
  user_id: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_revoked_tokens_user_id' })
  user?: User;

  @Index('IDX_revoked_tokens_expires_at')
  @Column({ type: 'timestamptz' })
  expires_at: Date;
}
