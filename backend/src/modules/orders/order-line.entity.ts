import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { numericTransformer } from '../../common/numeric';
import { Product } from '../products/product.entity';
import { Order } from './order.entity';

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

  @Column({ type: 'integer' })
  order_id: number;

  @ManyToOne(() => Order, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'FK_order_lines_order' })
  order: Order;

  /** Position on the order, from 1. */
  @Column({ type: 'smallint' })
  line_no: number;

  @Column({ type: 'integer' })
  product_id: number;

  @ManyToOne(() => Product, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'product_id', foreignKeyConstraintName: 'FK_order_lines_product' })
  product: Product;

  @Column({ type: 'integer' })
  quantity: number;

  @Column({ type: 'numeric', precision: 14, scale: 4, transformer: numericTransformer })
  unit_price: number;

  @Column({ type: 'numeric', precision: 18, scale: 3, transformer: numericTransformer })
  total_price: number;

  @Column({ type: 'integer', default: 0 })
  delivered_quantity: number;
}
