import { Column, Entity, Index, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { Product } from '../products/product.entity';
import { DateOnly, Integer, NULLABLE, Numeric, Smallint } from '../../database/columns';

/**
 * Running totals per product, updated in the same transaction as every record write. The row is also
 * the lock that serialises writes to one product's stock, and it carries the cost engine's state and
 * the product's record totals.
 */
@Entity('stock')
export class Stock {
  @PrimaryColumn({ type: 'integer' })
  product_id: number;

  @OneToOne(() => Product, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'product_id' })
  product: Product;

  @Index('IDX_stock_current_stock')
  @Integer({ default: 0 })
  current_stock: number;

  /** Cost value of the goods on hand under the configured cost method. */
  @Numeric(20, 4, { default: 0 })
  stock_value: number;

  /** The cost strategy's state after the last event (average: value and last cost; FIFO: open layers). */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  cost_state: Record<string, unknown>;

  /** Ordering key of the latest event folded into cost_state; a write sorting after it is an append. */
  @DateOnly(NULLABLE)
  last_event_date: string | null;

  /** Its day order (DayOrder in common/side.ts). */
  @Smallint(NULLABLE)
  last_event_order: number | null;

  @Integer(NULLABLE)
  last_event_id: number | null;

  // Record totals of the product, kept by every record write (and verified by the refresh), so the
  // dashboard and the unfiltered list counts need not scan the records.
  @Integer({ default: 0 })
  inbound_records: number;

  /** Σ what the product's inbound records are worth (worthSql). */
  @Numeric(20, 3, { default: 0 })
  purchase_amount: number;

  @Integer({ default: 0 })
  outbound_records: number;

  /** Σ what the product's outbound records are worth (worthSql). */
  @Numeric(20, 3, { default: 0 })
  sales_amount: number;

  /** Σ cost_amount of the product's outbound records: written by the cost engine with those costs. */
  @Numeric(20, 4, { default: 0 })
  sales_cost: number;

  @Index('IDX_stock_last_update')
  @Column({ type: 'timestamptz', default: () => 'now()' })
  last_update: Date;
}
