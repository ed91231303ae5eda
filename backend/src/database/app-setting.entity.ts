import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Small server-side facts that every instance must agree on (e.g. the cost method the stored costs use). */
@Entity('app_settings')
export class AppSetting {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  key: string;

  @Column({ type: 'text' })
  value: string;
}
