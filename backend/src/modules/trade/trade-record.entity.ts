import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamps } from '../../common/base.entity';
import { Direction, Movement } from '../../common/side';
import { TradeDocument } from '../documents/trade-document.entity';
import { Partner } from '../partners/partner.entity';
import { OrderLine } from '../orders/order-line.entity';
import { Product } from '../products/product.entity';
import { DateOnly, Integer, NULLABLE, Numeric, RefersTo, Smallint, Varchar } from '../../database/columns';

/**
 * The text a record's keyword search looks in: order number, invoice number and remark, joined by a unit
 * separator (U+001F) that no keyword contains, so a match never spans two fields. Alias `r`; the index
 * IDX_trade_records_keyword is on exactly this expression, so queries must use it as it is.
 */
export const KEYWORD_TEXT = `(COALESCE(r.order_number, '') || E'\\x1F' || COALESCE(r.invoice_number, '') || E'\\x1F' || COALESCE(r.remark, ''))`;

/**
 * Every stock movement of a product: inbound (purchase from a supplier) and outbound (sale to a customer)
 * lines, their returns (negative quantity, `return_of` the original, `kind` return) and stock
 * adjustments and opening stock (no side: `direction` NULL, no partner, `reason`, quantity of either
 * sign; `kind` opening or adjustment). They live in one table so the stock
 * and cost engines read one ordered history per product. The value a movement takes out of stock (an
 * outbound line's cost of goods sold, a return's or an adjustment's value) is in trade_record_costs.
 */
@Check('CHK_trade_records_direction', `direction IN (${Direction.Inbound}, ${Direction.Outbound})`)
// kind agrees with the side and return_of: a purchase or sale has its side and no original, a return
// a side and an original, opening stock and adjustments neither (see Movement in common/side.ts).
@Check(
  'CHK_trade_records_kind',
  `COALESCE(CASE kind WHEN ${Movement.Purchase} THEN direction = ${Direction.Inbound} AND return_of IS NULL
                      WHEN ${Movement.Sale} THEN direction = ${Direction.Outbound} AND return_of IS NULL
                      WHEN ${Movement.Return} THEN direction IS NOT NULL AND return_of IS NOT NULL
                      WHEN ${Movement.Opening} THEN direction IS NULL AND return_of IS NULL
                      WHEN ${Movement.Adjustment} THEN direction IS NULL AND return_of IS NULL END, false)`,
)
@Check('CHK_trade_records_partner', `(partner_id IS NULL) = (direction IS NULL)`)
@Check(
  'CHK_trade_records_quantity',
  `quantity <> 0 AND (direction IS NULL OR (return_of IS NULL) = (quantity > 0))`,
)
@Check('CHK_trade_records_unit_price', `COALESCE(unit_price >= 0, direction IS NULL)`)
@Check('CHK_trade_records_total_price', `(total_price IS NULL) = (direction IS NULL)`)
// Opening stock has the reason 'opening', an adjustment one of the others, a side's record none.
@Check(
  'CHK_trade_records_reason',
  `COALESCE(CASE kind WHEN ${Movement.Opening} THEN reason = 'opening'
                      WHEN ${Movement.Adjustment} THEN reason IN ('stocktake', 'damage', 'loss', 'sample', 'other')
                      ELSE reason IS NULL END, false)`,
)
@Check('CHK_trade_records_tax_rate', `tax_rate >= 0 AND tax_rate <= 100`)
// A side's record has its three amounts, a movement of no side none.
@Check(
  'CHK_trade_records_amounts',
  `(net_amount IS NULL) = (direction IS NULL) AND (tax_amount IS NULL) = (direction IS NULL) AND (gross_amount IS NULL) = (direction IS NULL)`,
)
@Check('CHK_trade_records_document', `(document_id IS NULL) = (direction IS NULL)`)
@Entity('trade_records')
@Index('IDX_trade_records_list', ['direction', 'record_date', 'id'])
// (direction, partner_id, record_date) INCLUDE (total_price): per-partner sums are index-only scans
// (aging, statements); written by migration only, like the partial IDX_trade_records_uninvoiced
// (direction, partner_id) INCLUDE (total_price) WHERE invoice_number IS NULL, for invoice tracking.
@Index('IDX_trade_records_partner', { synchronize: false })
@Index('IDX_trade_records_uninvoiced', { synchronize: false })
// The cost fold's order: (product_id, record_date, movement_day_order(kind, direction), id) INCLUDE
// (kind, direction), an expression index written by migration only (index-only scans need the columns).
@Index('IDX_trade_records_product_history', { synchronize: false })
@Index('IDX_trade_records_total_price', ['direction', 'total_price'])
@Index('IDX_trade_records_unit_price', ['direction', 'unit_price'])
@Index('IDX_trade_records_document', ['document_id'])
@Index('IDX_trade_records_return_of', ['return_of'], { where: '"return_of" IS NOT NULL' })
@Index('IDX_trade_records_order_line', ['order_line_id'], { where: '"order_line_id" IS NOT NULL' })
// Opening stock and adjustments (no side) by date: their reports and list (see the AccountAndNoSideIndexes migration).
@Index('IDX_trade_records_no_side', ['record_date', 'id'], { where: '"direction" IS NULL' })
// Keyword search (order number, invoice number or remark, contains): a pg_trgm GIN index on
// KEYWORD_TEXT, written by migration only (TypeORM cannot describe an expression index).
@Index('IDX_trade_records_keyword', { synchronize: false })
// An import's duplicate check, one probe per row: an index on trade_duplicate_key(direction, partner,
// product, date, quantity, unit price, order number), a SQL function; written by migration only.
@Index('IDX_trade_records_duplicate_key', { synchronize: false })
export class TradeRecord extends Timestamps {
  @PrimaryGeneratedColumn()
  id: number;

  /** The side: 0 inbound, 1 outbound; null for movements of no side (opening stock, adjustments). */
  @Smallint(NULLABLE)
  direction: Direction | null;

  /** What the movement is: purchase, sale, return, opening stock or adjustment (Movement). */
  @Smallint()
  kind: Movement;

  /** null for stock adjustments. */
  @Integer(NULLABLE)
  partner_id: number | null;

  @RefersTo(() => Partner, 'partner_id', 'RESTRICT')
  partner: Partner | null;

  @Integer()
  product_id: number;

  @RefersTo(() => Product, 'product_id', 'RESTRICT')
  product: Product;

  /** inbound_date or outbound_date in the API. */
  @DateOnly()
  record_date: string;

  /** Units moved: negative for returns and stock decreases. */
  @Integer()
  quantity: number;

  /** The record's price; an adjustment's given unit cost (null: valued at the average cost). */
  @Numeric(14, 4, NULLABLE)
  unit_price: number | null;

  /** quantity × unit_price rounded half-up to 3 decimals, computed by the server; null for adjustments. */
  @Numeric(18, 3, NULLABLE)
  total_price: number | null;

  /** The tax rate in percent the line was written with (0: no tax). */
  @Numeric(5, 2, { default: 0 })
  tax_rate: number;

  /** Whether unit_price includes the tax: the company's setting when the record was created. */
  @Column({ type: 'boolean', default: false })
  price_includes_tax: boolean;

  /** The line without tax, its tax and with tax (2 decimals, see books/line-tax.ts); null for adjustments. */
  @Numeric(18, 2, NULLABLE)
  net_amount: number | null;

  @Numeric(18, 2, NULLABLE)
  tax_amount: number | null;

  @Numeric(18, 2, NULLABLE)
  gross_amount: number | null;

  /** A return: the earlier record of the same direction it returns goods of. */
  @Integer(NULLABLE)
  return_of: number | null;

  @RefersTo(() => TradeRecord, 'return_of', 'RESTRICT')
  original: TradeRecord | null;

  /** The document this record is a line of; null for stock adjustments. */
  @Integer(NULLABLE)
  document_id: number | null;

  @RefersTo(() => TradeDocument, 'document_id', 'RESTRICT', 'FK_trade_records_document')
  document: TradeDocument | null;

  /** A stock adjustment's reason (opening, stocktake, damage, loss, sample, other); null for records. */
  @Varchar(20, NULLABLE)
  reason: string | null;

  @DateOnly(NULLABLE)
  invoice_date: string | null;

  @Varchar(100, NULLABLE)
  invoice_number: string | null;

  @Varchar(100, NULLABLE)
  order_number: string | null;

  @Varchar(500, NULLABLE)
  invoice_image_url: string | null;

  @Varchar(500, NULLABLE)
  remark: string | null;

  /** The order line this record delivers or receives (not on its returns); see OrderLine. */
  @Integer(NULLABLE)
  order_line_id: number | null;

  @RefersTo(() => OrderLine, 'order_line_id', 'RESTRICT', 'FK_trade_records_order_line')
  orderLine: OrderLine | null;
}
