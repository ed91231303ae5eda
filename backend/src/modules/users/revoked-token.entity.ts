import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { User } from './user.entity';
import { Integer, RefersTo } from '../../database/columns';

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
  @Integer()
  user_id: number;

  @RefersTo(() => User, 'user_id', 'CASCADE', 'FK_revoked_tokens_user_id')
  user?: User;

  @Index('IDX_revoked_tokens_expires_at')
  @Column({ type: 'timestamptz' })
  expires_at: Date;
}
