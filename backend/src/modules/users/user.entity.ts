import { Check, Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamps } from '../../common/base.entity';
import { Role } from '../../common/auth/roles';

@Check('CHK_users_role', `role IN ('reader', 'editor', 'admin')`)
@Entity('users')
export class User extends Timestamps {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 50, unique: true })
  username: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  display_name: string | null;

  @Column({ type: 'varchar', length: 10 })
  role: Role;

  @Column({ type: 'varchar', length: 100, select: false })
  password_hash: string;

  /** A disabled user cannot log in, and the tokens it holds answer 401. */
  @Column({ type: 'boolean', default: false })
  disabled: boolean;

  /**
   * Raised by a password change or reset, a role change, disabling: a token carries the version it was
   * issued under, and one from an older version answers 401.
   */
  @Column({ type: 'integer', default: 0 })
  session_version: number;
}
