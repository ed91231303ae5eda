import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamps } from '../../common/base.entity';

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
}
