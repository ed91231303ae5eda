import { Check, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamps } from '../../common/base.entity';
import { Direction } from '../../common/side';
import { Partner } from '../partners/partner.entity';
import { DateOnly, Integer, NULLABLE, RefersTo, Smallint, Varchar } from '../../database/columns';

/**
 * The text a document's keyword search looks in: its number, order number, invoice number and remark,
 * joined by a unit separator (U+001F) that no keyword contains. Alias `d`; the trigram index
 * IDX_trade_documents_keyword is on exactly this expression, so queries must use it as it is.
 */
export const DOCUMENT_KEYWORD_TEXT = `(d.document_number || E'\\x1F' || COALESCE(d.order_number, '') || E'\\x1F' || COALESCE(d.invoice_number, '') || E'\\x1F' || COALESCE(d.remark, ''))`;

/**
 * A document: the unit a bookkeeper works in (a sale or purchase with its number, partner, date, order
 * and invoice fields). Its lines are the trade records whose `document_id` names it; they carry copies
 * of its partner, date, order number, invoice fields and remark, kept equal by every write, so stock,
 * cost, balances and the record lists read the records alone.
 */
@Check('CHK_trade_documents_direction', `direction IN (0, 1)`)
@Entity('trade_documents')
@Index('UQ_trade_documents_number', ['direction', 'document_number'], { unique: true })
@Index('IDX_trade_documents_list', ['direction', 'document_date', 'id'])
// The keyword search's trigram index on DOCUMENT_KEYWORD_TEXT, written by migration only.
@Index('IDX_trade_documents_keyword', { synchronize: false })
@Index('IDX_trade_documents_partner_order', ['partner_id', 'order_number'])
export class TradeDocument extends Timestamps {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_trade_documents' })
  id: number;

  @Smallint()
  direction: Direction;

  /** IN-YYYYMMDD-NNN / OUT-YYYYMMDD-NNN when generated; any text the user gave otherwise. */
  @Varchar(50)
  document_number: string;

  @Integer()
  partner_id: number;

  @RefersTo(() => Partner, 'partner_id', 'RESTRICT', 'FK_trade_documents_partner')
  partner: Partner;

  /** inbound_date or outbound_date of its lines. */
  @DateOnly()
  document_date: string;

  /** The partner's own reference (free text). */
  @Varchar(100, NULLABLE)
  order_number: string | null;

  @Varchar(100, NULLABLE)
  invoice_number: string | null;

  @DateOnly(NULLABLE)
  invoice_date: string | null;

  @Varchar(500, NULLABLE)
  invoice_image_url: string | null;

  @Varchar(500, NULLABLE)
  remark: string | null;

  /** Raised by every change (a trigger on UPDATE); an edit naming an older one is refused. */
  @Integer({ default: 1 })
  version: number;
}

/**
 * The last number a direction's documents on a day were given or set aside (generated numbers are
 * handed out up to it, the rest kept in trade_document_spare_numbers): only the create that raises it
 * takes the row's lock until its transaction ends (see `createDocuments`).
 */
@Entity('trade_document_counters')
export class TradeDocumentCounter {
  @PrimaryColumn({ type: 'smallint', primaryKeyConstraintName: 'PK_trade_document_counters' })
  direction: Direction;

  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'PK_trade_document_counters' })
  day: string;

  @Integer()
  last: number;
}

/**
 * A number of a direction's documents on a day that the day's counter set aside and no document has
 * yet: the next create takes the lowest one no other transaction holds (FOR UPDATE SKIP LOCKED) and
 * deletes it, so concurrent creates on one day neither wait for each other nor take the same number.
 */
@Entity('trade_document_spare_numbers')
export class TradeDocumentSpareNumber {
  @PrimaryColumn({ type: 'smallint', primaryKeyConstraintName: 'PK_trade_document_spare_numbers' })
  direction: Direction;

  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'PK_trade_document_spare_numbers' })
  day: string;

  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'PK_trade_document_spare_numbers' })
  n: number;
}
