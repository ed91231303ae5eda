import { Check, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Payment } from './payment.entity';
import { TradeDocument } from '../documents/trade-document.entity';
import { Partner } from '../partners/partner.entity';
import { Integer, Numeric, RefersTo } from '../../database/columns';

/**
 * What of a payment settles a named document of its partner (a receipt against a sale, a payment
 * against a purchase). Written by the posting engine with its payment, replaced by the payment's edit,
 * gone with the payment (written by the posting engine, books/allocations.ts); a document that has allocations cannot be deleted.
 */
@Check('CHK_payment_allocations_amount', `amount > 0`)
@Entity('payment_allocations')
@Index('UQ_payment_allocations_payment_document', ['payment_id', 'document_id'], { unique: true })
@Index('IDX_payment_allocations_document', ['document_id'])
@Index('IDX_payment_allocations_partner', ['partner_id'])
export class PaymentAllocation {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_payment_allocations' })
  id: number;

  @Integer()
  payment_id: number;

  @RefersTo(() => Payment, 'payment_id', 'CASCADE', 'FK_payment_allocations_payment')
  payment: Payment;

  @Integer()
  document_id: number;

  @RefersTo(() => TradeDocument, 'document_id', 'RESTRICT', 'FK_payment_allocations_document')
  document: TradeDocument;

  /** The payment's partner (the document's too), so the aging reads a partner's allocations by index. */
  @Integer()
  partner_id: number;

  @RefersTo(() => Partner, 'partner_id', 'RESTRICT', 'FK_payment_allocations_partner')
  partner: Partner;

  @Numeric(14, 2)
  amount: number;
}
