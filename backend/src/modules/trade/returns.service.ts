import { Injectable } from '@nestjs/common';
import { DomainError } from '../../common/errors/domain-error';
import { Movement, Side } from '../../common/side';
import { Tx } from '../../database/unit-of-work/unit-of-work';
import { PostingEngine } from '../books/posting-engine';
import { DocumentRef } from '../documents/document-store';
import { MONEY_SCALE, toUnits } from '../stock/cost/units';
import { ReturnOrigin } from '../stock/movements';
import { TradeRecordInput } from './dto/trade-record.dto';
import {
  insertRecords,
  References,
  lineMoneyOf,
  storedRow,
  toTradeView,
  TradeRecordView,
} from './trade-records';
import { returnOriginal } from './trade-records.queries';
import { Queryable } from '../../common/sql-params';

/** A return's original: its references as a return inherits them, and what is left to return. */
export interface ReturnOriginal {
  refs: References;
  partner_code: string;
  partner_short_name: string;
  product_code: string;
  product_model: string;
  record_date: string;
  unit_price: string;
  /** Quantity minus the units its other returns took back. */
  returnable: number;
  /** What the cost engine needs of it for a return appended now (read under the product's lock). */
  origin: ReturnOrigin;
}

/**
 * Returns: a record of its original's direction with a negative quantity, naming the original
 * (`return_of`). It inherits the original's partner, product and (unless given) price, is dated on or
 * after it, and returns no more than is left of it; it posts through the engine like any record.
 */
@Injectable()
export class ReturnsService {
  constructor(private readonly books: PostingEngine) {}

  /**
   * Creates a return inside a unit of work (the original is re-read under its product's lock): a line
   * of `document` when given, else a one-line document of its own.
   */
  async createIn(
    tx: Tx,
    dir: Side,
    body: TradeRecordInput,
    document?: DocumentRef,
  ): Promise<TradeRecordView> {
    const m = tx.manager;
    const entry = this.books.entry(tx);
    await entry.touches(body.date);
    const first = await this.original(m, dir, body, null);
    const refs = first.refs;
    const input = this.asReturnOf(first, body);
    const stock = (await entry.lockStock([refs.productId])).get(refs.productId);
    if (!stock) throw new DomainError('VALIDATION_FAILED.productMismatch'); // deleted meanwhile
    // Re-read under the product's lock: a concurrent return of the same original has committed.
    const original = await this.original(m, dir, input, null);
    if (-input.quantity > original.returnable) throw new DomainError('RETURN_EXCEEDS');
    entry.assertAvailable(stock, dir.stockSign * input.quantity);
    const money = lineMoneyOf(input.quantity, input.unit_price, refs.tax);
    const [{ id, document: doc }] = await insertRecords(m, dir, [
      { partnerId: refs.partnerId, productId: refs.productId, input, tax: refs.tax, money, document },
    ]);
    const view = toTradeView(dir, storedRow(id, input, refs, money, 0, doc));
    await entry.post({
      stock: {
        inserted: [
          {
            stock,
            event: {
              id,
              date: input.date,
              direction: dir.direction,
              kind: Movement.Return,
              quantity: input.quantity,
              unit_price: input.unit_price,
              return_of: input.return_of,
              totalPrice: money.worth,
              origin: original.origin,
            },
          },
        ],
      },
      balances: [{ partnerId: refs.partnerId, amount: money.owed, sign: 1 }],
      audit: [{ action: 'create', entity: dir.route, id, after: view }],
    });
    return view;
  }

  /**
   * The original a return names (same direction, not itself a return, not the record being edited),
   * checked against what the body says: the partner and product, when sent, must be the original's,
   * and the return is dated on or after it. `returnable` leaves out the units of `editing`.
   */
  async original(
    m: Queryable,
    dir: Side,
    input: TradeRecordInput,
    editing: number | null,
  ): Promise<ReturnOriginal> {
    const row = await returnOriginal(m, input.return_of, dir.direction, editing);
    if (!row || row.id === editing) {
      throw new DomainError('VALIDATION_FAILED.returnOfNotFound', {
        entity: `${dir.route} record`,
        id: input.return_of!,
      });
    }
    if (row.return_of !== null) throw new DomainError('VALIDATION_FAILED.returnOfReturn');
    const differs = (sent: string | undefined, actual: string) => sent !== undefined && sent !== actual;
    if (
      differs(input.partner_code, row.partner_code) ||
      differs(input.partner_short_name, row.partner_short_name) ||
      differs(input.product_code, row.product_code) ||
      differs(input.product_model, row.product_model)
    ) {
      throw new DomainError('VALIDATION_FAILED.returnParties', { party: dir.partner });
    }
    if (input.date < row.record_date) {
      throw new DomainError('VALIDATION_FAILED.returnBeforeOriginal', { date: row.record_date });
    }
    return {
      refs: {
        partnerId: row.partner_id,
        productId: row.product_id,
        partnerFullName: row.partner_full_name,
        productCategory: row.product_category,
        creditLimit: null, // a return lowers the balance: never held to the limit
        tax: { rate: row.tax_rate, includesTax: row.price_includes_tax },
      },
      partner_code: row.partner_code,
      partner_short_name: row.partner_short_name,
      product_code: row.product_code,
      product_model: row.product_model,
      record_date: row.record_date,
      unit_price: row.unit_price,
      returnable: row.returnable,
      origin: {
        quantity: row.quantity,
        // A purchase return leaves stock at its original's unit cost (without tax).
        unitPrice: toUnits(row.cost_unit_price, MONEY_SCALE),
        cost: row.cost_amount === null ? 0n : toUnits(row.cost_amount, MONEY_SCALE),
        returned: row.quantity - row.returnable,
      },
    };
  }

  /** A return's input with the original's partner, product and (unless given) price filled in. */
  asReturnOf(original: ReturnOriginal, input: TradeRecordInput): TradeRecordInput {
    return {
      ...input,
      partner_code: original.partner_code,
      partner_short_name: original.partner_short_name,
      product_code: original.product_code,
      product_model: original.product_model,
      unit_price: input.unit_price ?? original.unit_price,
    };
  }
}
