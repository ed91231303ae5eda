import { Check, Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamps } from '../../common/base.entity';
import { Role } from '../../common/auth/roles';
import { Integer, NULLABLE, Varchar } from '../../database/columns';

@Check('CHK_users_role', `role IN ('reader', 'editor', 'admin')`)
@Entity('users')
export class User extends Timestamps {
  @PrimaryGeneratedColumn()
  id: number;

  @Varchar(50, { unique: true })
  username: string;

  @Varchar(100, NULLABLE)
  display_name: string | null;

  @Varchar(10)
  role: Role;

  @Varchar(100, { select: false })
  password_hash: string;

  /** A disabled user cannot log in, and the tokens it holds answer 401. */
  @Column({ type: 'boolean', default: false })
  disabled: boolean;

  /**
   * Raised by a password change or reset, a role change, disabling: a token carries the version it was
   * issued under, and one from an older version answers 401.
   */
  @Integer({ default: 0 })
  session_version: number;
}
