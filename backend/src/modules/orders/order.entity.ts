import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamps } from '../../common/base.entity';
import { Direction } from '../../common/side';
import { numericTransformer } from '../../common/numeric';
import { Partner } from '../partners/partner.entity';

/**
 * A sales order (direction 1, a customer) or a purchase order (direction 0, a supplier): what the
 * partner ordered, delivered or received in parts by inbound/outbound records that name its lines. An
 * order moves no stock and no balance. `status` is kept by the database from the records (see the
 * migration's `orders_refresh_status`): `complete` (shown as delivered / received) when every line is,
 * else `closed` when closed by hand, else `partial` when anything was delivered, else `open`.
 */
@Check('CHK_orders_direction', `direction IN (0, 1)`)
@Check('CHK_orders_status', `status IN ('open', 'partial', 'complete', 'closed')`)
@Entity('orders')
@Index('UQ_orders_number', ['direction', 'order_number'], { unique: true })
@Index('IDX_orders_list', ['direction', 'order_date', 'id'])
@Index('IDX_orders_status', ['direction', 'status', 'order_date'])
@Index('IDX_orders_partner', ['partner_id', 'order_date'])
export class Order extends Timestamps {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'smallint' })
  direction: Direction;

  /** Unique per direction; generated as SO-/PO-YYYYMMDD-NNN from the order's date when not given. */
  @Column({ type: 'varchar', length: 50 })
  order_number: string;

  @Column({ type: 'integer' })
  partner_id: number;

  @ManyToOne(() => Partner, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'partner_id', foreignKeyConstraintName: 'FK_orders_partner' })
  partner: Partner;

  @Column({ type: 'date' })
  order_date: string;

  /** When the partner expects the goods; an open order past it is overdue. */
  @Column({ type: 'date', nullable: true })
  delivery_date: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  remark: string | null;

  /** Closed by hand: the quantities still open are no longer expected. */
  @Column({ type: 'boolean', default: false })
  closed: boolean;

  @Column({ type: 'varchar', length: 10, default: 'open' })
  status: string;

  /** Σ of the lines' totals. */
  @Column({ type: 'numeric', precision: 18, scale: 3, transformer: numericTransformer })
  total_price: number;
}
