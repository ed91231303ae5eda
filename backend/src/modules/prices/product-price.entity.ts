import { Check, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamps } from '../../common/base.entity';
import { Partner } from '../partners/partner.entity';
import { Product } from '../products/product.entity';
import { DateOnly, Integer, Numeric, RefersTo } from '../../database/columns';

/** A partner's price for a product, in force from effective_date until the next one. */
@Check('CHK_product_prices_unit_price', `unit_price >= 0`)
@Entity('product_prices')
@Index('UQ_product_prices_partner_product_date', ['partner_id', 'product_id', 'effective_date'], {
  unique: true,
})
export class ProductPrice extends Timestamps {
  @PrimaryGeneratedColumn()
  id: number;

  @Integer()
  partner_id: number;

  @RefersTo(() => Partner, 'partner_id', 'RESTRICT')
  partner: Partner;

  @Index('IDX_product_prices_product')
  @Integer()
  product_id: number;

  @RefersTo(() => Product, 'product_id', 'RESTRICT')
  product: Product;

  @Numeric(14, 4)
  unit_price: number;

  @Index('IDX_product_prices_effective_date')
  @DateOnly()
  effective_date: string;
}
