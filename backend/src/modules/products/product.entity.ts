import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamps } from '../../common/base.entity';

@Check('CHK_products_reorder_level', `reorder_level >= 0`)
@Entity('products')
export class Product extends Timestamps {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('UQ_products_code', { unique: true })
  @Column({ type: 'varchar', length: 50 })
  code: string;

  @Index('UQ_products_product_model', { unique: true })
  @Column({ type: 'varchar', length: 100 })
  product_model: string;

  @Column({ type: 'varchar', length: 100 })
  category: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  remark: string | null;

  /** Stock below this is low; null: the spec's default of 10. */
  @Column({ type: 'integer', nullable: true })
  reorder_level: number | null;
}
