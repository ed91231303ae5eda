import { Check, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamps } from '../../common/base.entity';
import { Integer, NULLABLE, Numeric, Varchar } from '../../database/columns';

@Check('CHK_products_reorder_level', `reorder_level >= 0`)
@Check('CHK_products_tax_rate', `tax_rate >= 0 AND tax_rate <= 100`)
@Entity('products')
export class Product extends Timestamps {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('UQ_products_code', { unique: true })
  @Varchar(50)
  code: string;

  @Index('UQ_products_product_model', { unique: true })
  @Varchar(100)
  product_model: string;

  @Varchar(100)
  category: string;

  @Varchar(500, NULLABLE)
  remark: string | null;

  /** Stock below this is low; null: the default of 10. */
  @Integer(NULLABLE)
  reorder_level: number | null;

  /** Raised by every change (a trigger on UPDATE); an edit naming an older one is refused. */
  @Integer({ default: 1 })
  version: number;

  /** The tax rate (percent) of its lines; null: the company's default rate at each write. */
  @Numeric(5, 2, NULLABLE)
  tax_rate: number | null;
}
