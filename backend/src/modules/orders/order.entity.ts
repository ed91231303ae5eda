import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamps } from '../../common/base.entity';
import { Direction } from '../../common/side';
import { Partner } from '../partners/partner.entity';
import { DateOnly, Integer, NULLABLE, Numeric, RefersTo, Smallint, Varchar } from '../../database/columns';

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

  @Smallint()
  direction: Direction;

  /** Unique per direction; generated as SO-/PO-YYYYMMDD-NNN from the order's date when not given. */
  @Varchar(50)
  order_number: string;

  @Integer()
  partner_id: number;

  @RefersTo(() => Partner, 'partner_id', 'RESTRICT', 'FK_orders_partner')
  partner: Partner;

  @DateOnly()
  order_date: string;

  /** When the partner expects the goods; an open order past it is overdue. */
  @DateOnly(NULLABLE)
  delivery_date: string | null;

  @Varchar(500, NULLABLE)
  remark: string | null;

  /** Closed by hand: the quantities still open are no longer expected. */
  @Column({ type: 'boolean', default: false })
  closed: boolean;

  @Varchar(10, { default: 'open' })
  status: string;

  /** Σ of the lines' totals. */
  @Numeric(18, 3)
  total_price: number;
}
