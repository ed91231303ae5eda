import { Entity, PrimaryColumn } from 'typeorm';
import { Numeric } from '../../database/columns';

/**
 * The cost of goods sold of one outbound record, written by the cost engine under the product's stock
 * lock. Kept apart from trade_records so that re-costing a product's sales writes narrow rows with one
 * index instead of new versions of wide records with six; keyed by product first, so a replay reads
 * its products' costs as one index range. Deliberately no foreign key: the per-row check costs four
 * times the insert itself (docs/PERFORMANCE.md). A replay deletes the costs of records no longer in
 * the product's history (deleted, or moved to another product), so none outlives its record.
 */
@Entity('trade_record_costs')
export class TradeRecordCost {
  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'PK_trade_record_costs' })
  product_id: number;

  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'PK_trade_record_costs' })
  record_id: number;

  /** Authoritative for profit sums; 4 decimals. */
  @Numeric(18, 4)
  cost_amount: number;
}
