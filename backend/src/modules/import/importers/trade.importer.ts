import { HttpException, HttpStatus } from '@nestjs/common';
import Decimal from 'decimal.js';
import { PricesService } from '../../prices/prices.service';
import {
  toTradeInput,
  tradeRecordDtos,
  TradeRecordBody,
  TradeRecordInput,
} from '../../trade/dto/trade-record.dto';
import { Side } from '../../../common/side';
import { PRODUCT_MISMATCH } from '../../trade/trade-records';
import { TradeDocumentsService } from '../../trade/trade-documents.service';
import { TradeService } from '../../trade/trade.service';
import { DocumentRef } from '../../documents/document-store';
import { ImportedDocumentNumber } from '../dto/import.dto';
import { ImportContext, Outcome, RowErrors, validated } from '../import-context';
import { ImportRow } from '../import-rows';
import { FieldRule, PERIOD_LOCK, refusal, RetryRowByRow, RowImporter, RowResult, writeOne } from './importer';

const DUPLICATE_RULE = 'same partner, product, date, quantity, unit price and order number';

/**
 * A row as the API's body: the record's input, whether the file gave a price, whether it is a return,
 * and the number of the document it is a line of (null: a one-line document of its own).
 */
interface Parsed {
  input: TradeRecordInput;
  priced: boolean;
  isReturn: boolean;
  documentNumber: string | null;
}

/** A row waiting to be written with the rows around it. */
interface Pending {
  index: number;
  row: ImportRow;
  input: TradeRecordInput;
  priced: boolean;
  documentNumber: string | null;
}

/**
 * Inbound or outbound records, through TradeService.createIn: the API's validation (the direction's
 * DTO), code↔name and partner-type checks, stock check and cost engine. An empty unit price is the
 * price in force on the record's date (the price lookup); a negative quantity is a return of the
 * latest earlier record of that partner and product with enough units left to return. Rows with a
 * document number are lines of that document (TradeDocumentsService.numberedIn: the one the books hold,
 * else a new one), so an export's documents come back whole.
 */
export class TradeImporter implements RowImporter {
  private readonly RecordBody: new () => TradeRecordBody;
  /** Parses started by `prepare`, by row (rows of concurrent imports are distinct objects). */
  private readonly parsing = new WeakMap<ImportRow, Promise<Parsed>>();

  constructor(
    private readonly dir: Side,
    private readonly trade: TradeService,
    private readonly documents: TradeDocumentsService,
    private readonly prices: PricesService,
  ) {
    this.RecordBody = tradeRecordDtos(dir).RecordBody;
  }

  async write(row: ImportRow, ctx: ImportContext): Promise<Outcome> {
    const m = ctx.tx.manager;
    const { input, priced, isReturn, documentNumber } = await this.parsed(row);
    if (!priced && !isReturn) {
      // Unknown partner or product, or a partner of the other type: the API's message, not "no price".
      await this.trade.resolveReferences(m, this.dir, input);
      input.unit_price = await this.lookUpPrice(m, input.partner_short_name, input.product_model, input.date);
    }
    let unitPrice = input.unit_price;
    if (isReturn) {
      const original = await this.returnable(ctx, input.partner_code, input.partner_short_name, input);
      input.return_of = original.id;
      if (!priced) unitPrice = original.unit_price;
    }
    const key = this.keyOf(input, unitPrice);
    await ctx.assertNotDuplicate(key, DUPLICATE_RULE, async () => {
      const [hit] = await this.inBooks(m, [{ input, unitPrice }]);
      return hit;
    });
    await ctx.touchProduct(input.product_model);
    await ctx.touchPartner(input.partner_code, this.dir.partnerType);
    await ctx.write(async () => {
      const document =
        documentNumber === null ? undefined : await this.namedDocument(ctx, documentNumber, input);
      return this.trade.createIn(ctx.tx, this.dir, input, document);
    });
    ctx.remember(key, row.row);
    return 'created';
  }

  /**
   * Rows as `write` would take them one after the other: returns (which depend on every earlier row)
   * one by one, the rows between them together: one price lookup, one duplicate query and one
   * `createManyIn` for all. A row equal to an earlier row of the same chunk that the API then refuses
   * would have been written instead: the chunk is written again row by row (RetryRowByRow).
   */
  async writeMany(rows: ImportRow[], ctx: ImportContext): Promise<RowResult[]> {
    const results: RowResult[] = new Array(rows.length);
    let pending: Pending[] = [];
    for (const [index, row] of rows.entries()) {
      if (row.cellErrors.length > 0) {
        results[index] = row.cellErrors;
        continue;
      }
      let parsed: Parsed;
      try {
        parsed = await this.parsed(row);
      } catch (error) {
        results[index] = refusal(this, error);
        continue;
      }
      if (parsed.isReturn) {
        await this.writePending(pending, results, ctx);
        pending = [];
        results[index] = await writeOne(this, row, ctx);
        continue;
      }
      const { input, priced, documentNumber } = parsed;
      pending.push({ index, row, input, priced, documentNumber });
    }
    await this.writePending(pending, results, ctx);
    return results;
  }

  private async writePending(pending: Pending[], results: RowResult[], ctx: ImportContext): Promise<void> {
    const m = ctx.tx.manager;
    const fail = (index: number, error: unknown) => (results[index] = refusal(this, error));
    // A missing price: first the references (their message wins), then the lookup.
    const unpriced = pending.filter((p) => !p.priced);
    const refs = await this.trade.resolveManyReferences(
      m,
      this.dir,
      unpriced.map((p) => p.input),
    );
    const lookups = unpriced.filter((p, i) => {
      if (refs[i] instanceof HttpException) fail(p.index, refs[i]);
      return !(refs[i] instanceof HttpException);
    });
    const prices = await this.prices.pricesInForce(
      m,
      lookups.map(({ input }) => ({
        partnerShortName: input.partner_short_name,
        productModel: input.product_model,
        date: input.date,
      })),
    );
    lookups.forEach((p, i) => {
      const price = prices[i];
      if (price instanceof HttpException) fail(p.index, RowErrors.fromHttp('unit_price', price));
      else p.input.unit_price = price;
    });
    const ready = pending.filter((p) => !results[p.index]);
    const keys = ready.map((p) => this.keyOf(p.input, p.input.unit_price));
    const inBooks = await this.inBooks(
      m,
      ready
        .filter((_, i) => !ctx.seenBefore(keys[i]))
        .map(({ input }) => ({ input, unitPrice: input.unit_price })),
    );
    // Equal rows of this chunk: the later one is a duplicate of the earlier one, if that gets written.
    const firstOfKey = new Map<string, number>();
    const dependsOn = new Map<number, number>();
    let writes: typeof ready = [];
    let asked = 0;
    ready.forEach((p, i) => {
      const books = ctx.seenBefore(keys[i]) ? false : inBooks[asked++];
      const earlier = firstOfKey.get(keys[i]);
      const duplicate = ctx.duplicate(keys[i], DUPLICATE_RULE, books, ready[earlier ?? -1]?.row.row);
      if (duplicate) {
        fail(p.index, duplicate);
        if (earlier !== undefined) dependsOn.set(p.index, ready[earlier].index);
        return;
      }
      if (!firstOfKey.has(keys[i])) firstOfKey.set(keys[i], i);
      writes.push(p);
    });
    const documents = await this.namedDocuments(ctx, writes);
    writes = writes.filter((p) => {
      const document = documents.get(p.index);
      if (document instanceof HttpException) fail(p.index, document);
      return !(document instanceof HttpException);
    });
    if (writes.length === 0) return;
    await ctx.touchProducts(writes.map((p) => p.input.product_model));
    await ctx.touchPartners(
      writes.map((p) => p.input.partner_code),
      this.dir.partnerType,
    );
    const created = await this.trade.createManyIn(
      ctx.tx,
      this.dir,
      writes.map((p) => p.input),
      writes.map((p) => documents.get(p.index) as DocumentRef | undefined),
    );
    writes.forEach((p, i) => {
      const view = created[i];
      if (view instanceof HttpException) fail(p.index, view);
      else {
        results[p.index] = 'created';
        ctx.remember(this.keyOf(p.input, p.input.unit_price), p.row.row);
      }
    });
    for (const [, earlier] of dependsOn) {
      if (results[earlier] !== 'created') throw new RetryRowByRow();
    }
  }

  /** The documents the rows name by number (rows without one: none), by the rows' index. */
  private async namedDocuments(
    ctx: ImportContext,
    rows: Pending[],
  ): Promise<Map<number, DocumentRef | HttpException>> {
    const named = rows.filter((p) => p.documentNumber !== null);
    const documents = await this.documents.numberedIn(
      ctx.tx,
      this.dir,
      named.map((p) => ({ number: p.documentNumber!, input: p.input })),
    );
    return new Map(named.map((p, i) => [p.index, documents[i]]));
  }

  /** The document a single row names by number; refused: its 4xx. */
  private async namedDocument(
    ctx: ImportContext,
    number: string,
    input: TradeRecordInput,
  ): Promise<DocumentRef> {
    const [document] = await this.documents.numberedIn(ctx.tx, this.dir, [{ number, input }]);
    if (document instanceof HttpException) throw document;
    return document;
  }

  prepare(row: ImportRow): void {
    const parsing = this.parse(row);
    // Settled when writeMany awaits it; until then a refusal must not count as unhandled.
    parsing.catch(() => undefined);
    this.parsing.set(row, parsing);
  }

  /** The row's parse started by `prepare`, else now. */
  private parsed(row: ImportRow): Promise<Parsed> {
    const started = this.parsing.get(row);
    this.parsing.delete(row);
    return started ?? this.parse(row);
  }

  /** A row read and checked as the API's body would be; a missing price is looked up later. */
  private async parse(row: ImportRow): Promise<Parsed> {
    const isReturn = typeof row.values.quantity === 'number' && row.values.quantity < 0;
    const priced = row.values.unit_price !== null && row.values.unit_price !== undefined;
    const plain = {
      ...row.values,
      // A return without a price takes its original's (left out, as the API's body would leave it).
      unit_price: priced ? row.values.unit_price : isReturn ? undefined : '0',
      return_of: isReturn ? 1 : null,
    };
    const [body, numbered] = await Promise.allSettled([
      validated(this.RecordBody, plain),
      validated(ImportedDocumentNumber, { document_number: row.values.document_number ?? null }),
    ]);
    if (body.status === 'rejected' || numbered.status === 'rejected') {
      throw new RowErrors(
        [body, numbered].flatMap((check) => (check.status === 'rejected' ? rowErrorsOf(check.reason) : [])),
      );
    }
    // Historical sales are taken as they happened: the credit limit governs new sales, and mid-file the
    // balance lacks the payments later rows (or the payments import) bring.
    return {
      input: { ...toTradeInput(this.dir, body.value), over_credit_limit: true },
      priced,
      isReturn,
      documentNumber: numbered.value.document_number ?? null,
    };
  }

  /** What makes two records duplicates: partner, product, date, quantity, unit price, order number. */
  private keyOf(input: TradeRecordInput, unitPrice: string): string {
    return [
      this.dir.route,
      input.partner_code,
      input.product_model,
      input.date,
      input.quantity,
      new Decimal(unitPrice).toFixed(4),
      input.order_number ?? '',
    ].join('\u0000');
  }

  /** Whether the books hold a record equal to each row (one query for all). */
  private async inBooks(
    m: ImportContext['tx']['manager'],
    rows: { input: TradeRecordInput; unitPrice: string }[],
  ): Promise<boolean[]> {
    if (rows.length === 0) return [];
    const { dir } = this;
    // Each row is one probe of the index on the whole key's digest (trade_duplicate_key, a migration's),
    // then compared column by column; OFFSET 0 keeps the planner on that index: it knows nothing of the
    // rows this import wrote before, and a narrower index (partner, product, date) would make a file of
    // rows that differ only in their order numbers quadratic.
    const hits: { n: string }[] = await m.query(
      `SELECT u.n FROM unnest($3::text[], $4::text[], $5::date[], $6::int[], $7::numeric[], $8::text[])
                    WITH ORDINALITY AS u(partner_code, product_model, record_date, quantity, unit_price, order_number, n)
         JOIN partners pt ON pt.code = u.partner_code AND pt.type = $2
         JOIN products p ON p.product_model = u.product_model
        WHERE EXISTS (
          SELECT 1
            FROM (SELECT r.* FROM trade_records r
                   WHERE trade_duplicate_key(r.direction, r.partner_id, r.product_id, r.record_date, r.quantity,
                                             r.unit_price, r.order_number)
                       = trade_duplicate_key($1::smallint, pt.id, p.id, u.record_date, u.quantity, u.unit_price,
                                             u.order_number)
                  OFFSET 0) r
           WHERE r.direction = $1 AND r.partner_id = pt.id AND r.product_id = p.id
             AND r.record_date = u.record_date AND r.quantity = u.quantity AND r.unit_price = u.unit_price
             AND r.order_number IS NOT DISTINCT FROM u.order_number)`,
      [
        dir.direction,
        dir.partnerType,
        rows.map((r) => r.input.partner_code),
        rows.map((r) => r.input.product_model),
        rows.map((r) => r.input.date),
        rows.map((r) => r.input.quantity),
        rows.map((r) => r.unitPrice),
        rows.map((r) => r.input.order_number),
      ],
    );
    const found = new Set(hits.map((h) => Number(h.n) - 1));
    return rows.map((_, i) => found.has(i));
  }

  get refusalFields(): FieldRule[] {
    const f = this.dir.fields;
    return [
      [new RegExp(`^${this.dir.partner} code`), f.partnerCode],
      [new RegExp(`^${PRODUCT_MISMATCH.slice(0, 20)}`), 'product_code'],
      [/^insufficient stock|^Return quantity/, 'quantity'],
      [/^no price found/, 'unit_price'],
      [PERIOD_LOCK, f.date],
      [/^document \S+ (is of another|holds|has \d+ lines)/, 'document_number'],
      [/^A return cannot be dated/, f.date],
    ];
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
      if (error instanceof HttpException && error.getStatus() === HttpStatus.NOT_FOUND) {
        throw RowErrors.fromHttp('unit_price', error);
      }
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

/** A validation's row errors; anything else thrown again. */
function rowErrorsOf(reason: unknown): RowErrors['errors'] {
  if (reason instanceof RowErrors) return reason.errors;
  throw reason;
}
