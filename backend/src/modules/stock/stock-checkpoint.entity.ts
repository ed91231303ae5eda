import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { Product } from '../products/product.entity';
import { DateOnly, Integer, RefersTo, Smallint } from '../../database/columns';

/**
 * A product's running stock after every CHECKPOINT_EVERY-th movement in the cost engine's order, so a
 * movement card page or a count up to a date reads at most that many movements instead of the whole
 * history. Derived data: database triggers delete the checkpoints at and after any movement or cost
 * that changes, and the movement card builds the missing ones when it next reads the product.
 */
@Entity('stock_checkpoints')
@Index('IDX_stock_checkpoints_key', ['product_id', 'record_date', 'day_order', 'record_id'])
export class StockCheckpoint {
  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'PK_stock_checkpoints' })
  product_id: number;

  @RefersTo(() => Product, 'product_id', 'CASCADE')
  product: Product;

  /** How many of the product's movements precede this point, this one included. */
  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'PK_stock_checkpoints' })
  position: number;

  // The key of the movement at `position`.
  @DateOnly()
  record_date: string;

  /** The movement's day order (DayOrder in common/side.ts). */
  @Smallint()
  day_order: number;

  @Integer()
  record_id: number;

  /** Stock in units after that movement. */
  @Integer()
  quantity: number;

  /** Stock value after that movement, exact (decimal text). */
  @Column({ type: 'numeric' })
  value: string;
}
