import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamps } from '../../common/base.entity';
import { numericTransformer } from '../../common/numeric';
import { Partner } from '../partners/partner.entity';
import { Product } from '../products/product.entity';

/** A partner's price for a product, in force from effective_date until the next one. */
@Check('CHK_product_prices_unit_price', `unit_price >= 0`)
@Entity('product_prices')
@Index('UQ_product_prices_partner_product_date', ['partner_id', 'product_id', 'effective_date'], {
  unique: true,
})
export class ProductPrice extends Timestamps {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  partner_id: number;

  @ManyToOne(() => Partner, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'partner_id' })
  partner: Partner;

  @Index('IDX_product_prices_product')
  @Column({ type: 'integer' })
  product_id: number;

  @ManyToOne(() => Product, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'product_id' })
  product: Product;

  @Column({ type: 'numeric', precision: 14, scale: 4, transformer: numericTransformer })
  unit_price: number;

  @Index('IDX_product_prices_effective_date')
  @Column({ type: 'date' })
  effective_date: string;
}
