import { Check, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Product } from '../products/product.entity';
import { Order } from './order.entity';
import { Integer, Numeric, RefersTo, Smallint } from '../../database/columns';

/**
 * A line of an order. `delivered_quantity` is not written by the application: a trigger on
 * trade_records sets it to the sum of the quantities of the records (returns left out) that name the
 * line, in the same statement that changes them, and refuses a sum above `quantity`.
 */
@Check('CHK_order_lines_quantity', `quantity > 0`)
@Check('CHK_order_lines_unit_price', `unit_price >= 0`)
@Check('CHK_order_lines_delivered', `delivered_quantity >= 0 AND delivered_quantity <= quantity`)
@Entity('order_lines')
@Index('IDX_order_lines_order', ['order_id', 'line_no'])
// The open lines by product, for reserved and on-order stock.
@Index('IDX_order_lines_open', ['product_id'], { where: 'delivered_quantity < quantity' })
export class OrderLine {
  @PrimaryGeneratedColumn()
  id: number;

  @Integer()
  order_id: number;

  @RefersTo(() => Order, 'order_id', 'CASCADE', 'FK_order_lines_order')
  order: Order;

  /** Position on the order, from 1. */
  @Smallint()
  line_no: number;

  @Integer()
  product_id: number;

  @RefersTo(() => Product, 'product_id', 'RESTRICT', 'FK_order_lines_product')
  product: Product;

  @Integer()
  quantity: number;

  @Numeric(14, 4)
  unit_price: number;

  @Numeric(18, 3)
  total_price: number;

  @Integer({ default: 0 })
  delivered_quantity: number;
}
