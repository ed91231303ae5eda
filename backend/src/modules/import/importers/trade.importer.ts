import { NotFoundException } from '@nestjs/common';
import Decimal from 'decimal.js';
import { PricesService } from '../../prices/prices.service';
import { toTradeInput, tradeRecordDtos, TradeRecordBody } from '../../trade/dto/trade-record.dto';
import { PRODUCT_MISMATCH, TradeDirection } from '../../trade/trade-direction';
import { TradeService } from '../../trade/trade.service';
import { ImportContext, Outcome, RowErrors, validated } from '../import-context';
import { ImportRow } from '../import-rows';
import { fieldByMessage, PERIOD_LOCK, RowImporter } from './importer';

const DUPLICATE_RULE = 'same partner, product, date, quantity, unit price and order number';

/**
 * Inbound or outbound records, through TradeService.createIn: the API's validation (the direction's
 * DTO), code↔name and partner-type checks, stock check and cost engine. An empty unit price is the
 * price in force on the record's date (the price lookup); a negative quantity is a return of the
 * latest earlier record of that partner and product with enough units left to return.
 */
export class TradeImporter implements RowImporter {
  private readonly RecordBody: new () => TradeRecordBody;

  constructor(
    private readonly dir: TradeDirection,
    private readonly trade: TradeService,
    private readonly prices: PricesService,
  ) {
    this.RecordBody = tradeRecordDtos(dir).RecordBody;
  }

  async write(row: ImportRow, ctx: ImportContext): Promise<Outcome> {
    const { dir } = this;
    const m = ctx.tx.manager;
    const isReturn = typeof row.values.quantity === 'number' && row.values.quantity < 0;
    const priced = row.values.unit_price !== null && row.values.unit_price !== undefined;
    // Validated as the API would see it; a missing price is looked up once everything else is valid.
    const plain = {
      ...row.values,
      // A return without a price takes its original's (left out, as the API's body would leave it).
      unit_price: priced ? row.values.unit_price : isReturn ? undefined : '0',
      return_of: isReturn ? 1 : null,
    };
    const body = await validated(this.RecordBody, plain);
    // Historical sales are taken as they happened: the credit limit governs new sales, and mid-file the
    // balance lacks the payments later rows (or the payments import) bring.
    const input = { ...toTradeInput(dir, body), over_credit_limit: true };
    if (!priced && !isReturn) {
      // Unknown partner or product, or a partner of the other type: the API's message, not "no price".
      await this.trade.resolveReferences(m, dir, input);
      input.unit_price = await this.lookUpPrice(m, input.partner_short_name, input.product_model, input.date);
    }
    let unitPrice = input.unit_price;
    if (isReturn) {
      const original = await this.returnable(ctx, input.partner_code, input.partner_short_name, input);
      input.return_of = original.id;
      if (!priced) unitPrice = original.unit_price;
    }
    const key = [
      dir.route,
      input.partner_code,
      input.product_model,
      input.date,
      input.quantity,
      new Decimal(unitPrice).toFixed(4),
      input.order_number ?? '',
    ].join('\u0000');
    await ctx.assertNotDuplicate(key, DUPLICATE_RULE, async () => {
      const [hit] = await m.query(
        `SELECT 1 FROM trade_records r
          WHERE r.direction = $1
            AND r.partner_id = (SELECT id FROM partners WHERE code = $2 AND type = $3)
            AND r.product_id = (SELECT id FROM products WHERE product_model = $4)
            AND r.record_date = $5 AND r.quantity = $6 AND r.unit_price = $7
            AND r.order_number IS NOT DISTINCT FROM $8
          LIMIT 1`,
        [
          dir.direction,
          input.partner_code,
          dir.partnerType,
          input.product_model,
          input.date,
          input.quantity,
          unitPrice,
          input.order_number,
        ],
      );
      return Boolean(hit);
    });
    await ctx.touchProduct(input.product_model);
    await ctx.touchPartner(input.partner_code, dir.partnerType);
    await ctx.write(() => this.trade.createIn(ctx.tx, dir, input));
    ctx.remember(key, row.row);
    return 'created';
  }

  fieldOf(message: string): string | null {
    const f = this.dir.fields;
    return fieldByMessage(
      [
        [new RegExp(`^${this.dir.partner} code`), f.partnerCode],
        [new RegExp(`^${PRODUCT_MISMATCH.slice(0, 20)}`), 'product_code'],
        [/^insufficient stock|^Return quantity/, 'quantity'],
        [/^no price found/, 'unit_price'],
        [PERIOD_LOCK, f.date],
        [/^A return cannot be dated/, f.date],
      ],
      message,
    );
  }

  /** The price lookup of the record forms, inside the import's transaction; none: a row error. */
  private async lookUpPrice(
    m: ImportContext['tx']['manager'],
    shortName: string,
    model: string,
    date: string,
  ): Promise<string> {
    try {
      return await this.prices.priceOn(m, shortName, model, date);
    } catch (error) {
      if (error instanceof NotFoundException) throw RowErrors.fromHttp('unit_price', error);
      throw error;
    }
  }

  /**
   * The original a return row gives goods back to: the latest record of the direction with this
   * partner and product, dated on or before it, that is not itself a return and has enough units left.
   */
  private async returnable(
    ctx: ImportContext,
    partnerCode: string,
    partnerShortName: string,
    input: { product_code: string; product_model: string; date: string; quantity: number },
  ): Promise<{ id: number; unit_price: string }> {
    const { dir } = this;
    const [row] = await ctx.tx.manager.query(
      `SELECT o.id, o.unit_price
         FROM trade_records o
         JOIN partners pa ON pa.id = o.partner_id
         JOIN products p ON p.id = o.product_id
        WHERE o.direction = $1 AND o.return_of IS NULL
          AND pa.code = $2 AND pa.short_name = $3 AND pa.type = $4
          AND p.code = $5 AND p.product_model = $6
          AND o.record_date <= $7
          AND o.quantity + (SELECT COALESCE(sum(x.quantity), 0) FROM trade_records x WHERE x.return_of = o.id) >= $8
        ORDER BY o.record_date DESC, o.id DESC
        LIMIT 1`,
      [
        dir.direction,
        partnerCode,
        partnerShortName,
        dir.partnerType,
        input.product_code,
        input.product_model,
        input.date,
        -input.quantity,
      ],
    );
    if (!row) {
      throw RowErrors.of(
        'quantity',
        `A negative quantity is a return, but no earlier ${dir.route} record of this ${dir.partner} and product has ${-input.quantity} units left to return`,
      );
    }
    return row;
  }
}
