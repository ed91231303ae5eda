import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamps } from '../../common/base.entity';
import { Direction } from '../../common/direction';
import { numericTransformer } from '../../common/numeric';
import { Partner } from '../partners/partner.entity';
import { Product } from '../products/product.entity';

/**
 * One inbound (purchase from a supplier) or outbound (sale to a customer) line. Both directions live in
 * one table so the stock and cost engines read one ordered history per product. An outbound line's
 * cost of goods sold is in trade_record_costs.
 */
@Check('CHK_trade_records_direction', `direction IN (0, 1)`)
@Check('CHK_trade_records_quantity', `quantity > 0`)
@Check('CHK_trade_records_unit_price', `unit_price >= 0`)
@Entity('trade_records')
@Index('IDX_trade_records_list', ['direction', 'record_date', 'id'])
@Index('IDX_trade_records_partner', ['direction', 'partner_id', 'record_date'])
@Index('IDX_trade_records_product_history', ['product_id', 'record_date', 'direction', 'id'])
@Index('IDX_trade_records_total_price', ['direction', 'total_price'])
@Index('IDX_trade_records_unit_price', ['direction', 'unit_price'])
export class TradeRecord extends Timestamps {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'smallint' })
  direction: Direction;

  @Column({ type: 'integer' })
  partner_id: number;

  @ManyToOne(() => Partner, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'partner_id' })
  partner: Partner;

  @Column({ type: 'integer' })
  product_id: number;

  @ManyToOne(() => Product, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'product_id' })
  product: Product;

  /** inbound_date or outbound_date in the API. */
  @Column({ type: 'date' })
  record_date: string;

  @Column({ type: 'integer' })
  quantity: number;

  @Column({ type: 'numeric', precision: 14, scale: 4, transformer: numericTransformer })
  unit_price: number;

  /** quantity × unit_price rounded half-up to 3 decimals, computed by the server. */
  @Column({ type: 'numeric', precision: 18, scale: 3, transformer: numericTransformer })
  total_price: number;

  @Column({ type: 'date', nullable: true })
  invoice_date: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  invoice_number: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  order_number: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  invoice_image_url: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  remark: string | null;
}
