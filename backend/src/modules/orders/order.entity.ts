import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamps } from '../../common/base.entity';
import { Direction } from '../../common/side';
import { Partner } from '../partners/partner.entity';
import { DateOnly, Integer, NULLABLE, Numeric, RefersTo, Smallint, Varchar } from '../../database/columns';

/**
 * The text an order's keyword search looks in: its number and remark, joined by a unit separator
 * (U+001F) that no keyword contains. Alias `o`; the trigram index IDX_orders_keyword is on exactly this
 * expression, so queries must use it as it is.
 */
export const ORDER_KEYWORD_TEXT = `(o.order_number || E'\\x1F' || COALESCE(o.remark, ''))`;

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
// The orders still expected, with their open value (the overview's open orders), written by migration only.
@Index('IDX_orders_open', { synchronize: false })
// The keyword search's trigram index on ORDER_KEYWORD_TEXT, written by migration only.
@Index('IDX_orders_keyword', { synchronize: false })
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

  /**
   * Σ of the lines' open quantity × unit price: kept with `status` by `orders_refresh_status`, so the
   * overview's open orders read IDX_orders_open instead of every open order's lines.
   */
  @Numeric(18, 3, { default: 0 })
  open_value: number;

  /** Raised by every change (a trigger on UPDATE); an edit naming an older one is refused. */
  @Integer({ default: 1 })
  version: number;
}
