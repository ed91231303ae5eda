import { Check, Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamps } from '../../common/base.entity';

export const ROLES = ['reader', 'editor'] as const;
export type Role = (typeof ROLES)[number];

@Check('CHK_users_role', `role IN ('reader', 'editor')`)
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
}
