import { HttpException, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error';
import { onLine, prefixRefusal } from '../../common/http/refusal';
import { Tx, UnitOfWork } from '../../database/unit-of-work/unit-of-work';
import { PostingEngine } from '../books/posting-engine';
import { createDocuments, documentEntity, DocumentRef } from '../documents/document-store';
import {
  DocumentView,
  headerView,
  numberedHeaders,
  readDocument,
  readHeader,
} from '../documents/documents.queries';
import { noPriceOnLine, PricesService } from '../prices/prices.service';
import { MAX_DOCUMENT_LINES, TradeDocumentInput } from './dto/trade-document.dto';
import { partnerIdsByNames } from '../partners/partners.queries';
import { applyOrder } from '../orders/order-documents';
import { TradeRecordInput } from './dto/trade-record.dto';
import { recordKind, Side } from '../../common/side';
import {
  insertRecords,
  resolveParties,
  storedRow,
  toTradeView,
  documentTotal,
  lineMoneyOf,
  TradeRecordView,
} from './trade-records';
import { costUnitPrice, newLineTax } from '../books/line-tax';

const productMismatch = (index: number) =>
  new DomainError('VALIDATION_FAILED.productMismatch').within('line', onLine(index));

/**
 * Documents: several lines of one partner, date, order number and invoice created as one record
 * per line in one transaction, with the rules of a single record applied to every line (the first line
 * refused is named) and to the document as a whole: stock across all lines of a product, the credit
 * limit on the document's total. The work is batched: partner and products resolved in one query,
 * prices looked up in one, the stock rows of all products locked once (in id order), the lines inserted
 * in one statement and folded into stock and cost together.
 */
@Injectable()
export class TradeDocumentsService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly books: PostingEngine,
    private readonly prices: PricesService,
  ) {}

  /** The new document, its lines also as `records`. */
  async create(dir: Side, doc: TradeDocumentInput): Promise<DocumentView & { records: TradeRecordView[] }> {
    return this.uow.run(async (tx) => {
      const m = tx.manager;
      const entry = this.books.entry(tx);
      await entry.touches(doc.date);
      await applyOrder(m, dir, doc);
      const { partner, products, taxSettings } = await resolveParties(
        m,
        dir,
        doc.partner_code,
        doc.partner_short_name,
        doc.lines,
      );
      if (partner === null) throw new DomainError(dir.messages.partnerMismatch);
      const productIds: number[] = [];
      for (const [i, product] of products.entries()) {
        if (product === null) throw productMismatch(i);
        productIds.push(product.id);
      }
      const unitPrices = await this.unitPrices(m, doc, partner.id, productIds);
      const stocks = await entry.lockStock(productIds);
      // Lines of one product draw on its stock together, in line order.
      const drawn = new Map<number, number>();
      for (const [i, line] of doc.lines.entries()) {
        const stock = stocks.get(productIds[i]);
        if (!stock) throw productMismatch(i); // deleted meanwhile
        const before = drawn.get(stock.product_id) ?? 0;
        const delta = dir.stockSign * line.quantity;
        await prefixRefusal('line', onLine(i), () =>
          entry.assertAvailable({ ...stock, current_stock: stock.current_stock + before }, delta),
        );
        drawn.set(stock.product_id, before + delta);
      }
      const inputs: TradeRecordInput[] = doc.lines.map((line, i) => ({
        return_of: null,
        partner_code: doc.partner_code,
        partner_short_name: doc.partner_short_name,
        date: doc.date,
        product_code: line.product_code,
        product_model: line.product_model,
        quantity: line.quantity,
        unit_price: unitPrices[i],
        tax_rate: line.tax_rate ?? null,
        invoice_date: doc.invoice_date,
        invoice_number: doc.invoice_number,
        order_number: doc.order_number,
        invoice_image_url: doc.invoice_image_url,
        remark: doc.remark,
        order_line_id: line.order_line_id,
      }));
      const taxes = inputs.map((input, i) => newLineTax(input.tax_rate, products[i]!.taxRate, taxSettings));
      const monies = inputs.map((input, i) => lineMoneyOf(input.quantity, input.unit_price, taxes[i]));
      documentTotal(monies.map((money) => money.total));
      const sum = documentTotal(monies.map((money) => money.owed));
      if (dir.checksCreditLimit && !doc.over_credit_limit) {
        await entry.assertCreditLimit({
          partnerId: partner.id,
          creditLimit: partner.creditLimit,
          total: sum.toFixed(3),
          counted: '0',
          alsoLock: [],
        });
      }
      const [document] = await createDocuments(m, dir, [
        {
          partnerId: partner.id,
          date: doc.date,
          document_number: doc.document_number,
          order_number: doc.order_number,
          invoice_number: doc.invoice_number,
          invoice_date: doc.invoice_date,
          invoice_image_url: doc.invoice_image_url,
          remark: doc.remark,
        },
      ]);
      const inserted = await insertRecords(
        m,
        dir,
        inputs.map((input, i) => ({
          partnerId: partner.id,
          productId: productIds[i],
          input,
          tax: taxes[i],
          money: monies[i],
          document,
        })),
      );
      const ids = inserted.map((r) => r.id);
      // Prices typed on a line and marked for the price list, in line order (a later line of the same
      // product wins).
      for (const line of doc.lines) {
        if (!line.save_price || line.unit_price === null) continue;
        await this.prices.setIn(tx, {
          partner_short_name: doc.partner_short_name,
          partner_code: doc.partner_code,
          product_model: line.product_model,
          product_code: line.product_code,
          unit_price: line.unit_price,
          effective_date: doc.date,
        });
      }
      const records = inputs.map((input, i) => {
        const refs = {
          partnerId: partner.id,
          productId: productIds[i],
          partnerFullName: partner.fullName,
          productCategory: products[i]!.category,
          creditLimit: partner.creditLimit,
          tax: taxes[i],
        };
        return toTradeView(dir, storedRow(ids[i], input, refs, monies[i], 0, document));
      });
      const header = headerView(dir, await readHeader(m, dir, document.id));
      await entry.post({
        stock: {
          inserted: inputs.map((input, i) => ({
            stock: stocks.get(productIds[i])!,
            event: {
              id: ids[i],
              date: doc.date,
              direction: dir.direction,
              kind: recordKind(dir.direction, false),
              quantity: input.quantity,
              unit_price: costUnitPrice(input.unit_price, input.quantity, taxes[i], monies[i].net),
              return_of: null,
              totalPrice: monies[i].worth,
            },
          })),
        },
        balances: monies.map((money) => ({ partnerId: partner.id, amount: money.owed, sign: 1 })),
        audit: [
          ...records.map((view, i) => ({
            action: 'create' as const,
            entity: dir.route,
            id: ids[i],
            after: view,
          })),
          { action: 'create', entity: documentEntity(dir), id: document.id, after: header },
        ],
      });
      return { ...(await readDocument(m, dir, document.id)), records };
    });
  }

  /**
   * The documents that lines to come name by number (an import's rows), per line: the direction's
   * document of that number, which must be of the line's partner and date and hold returns exactly
   * when the line is one (409 otherwise); else a new document of that number whose header is the first
   * such line's (its partner unknown, or its date in the closed period: that line's refusal). A line
   * beyond a document's 200th is refused (400), as a document sent whole would be.
   */
  async numberedIn(
    tx: Tx,
    dir: Side,
    lines: { number: string; input: TradeRecordInput }[],
  ): Promise<(DocumentRef | HttpException)[]> {
    if (lines.length === 0) return [];
    const m = tx.manager;
    const entry = this.books.entry(tx);
    const numbers = [...new Set(lines.map((line) => line.number))];
    const stored = new Map((await numberedHeaders(m, dir, numbers)).map((h) => [h.document_number, h]));
    const firsts = new Map<string, TradeRecordInput>();
    for (const { number, input } of lines) {
      if (!stored.has(number) && !firsts.has(number)) firsts.set(number, input);
    }
    const refused = new Map<string, HttpException>();
    const fresh: [string, TradeRecordInput, number][] = [];
    for (const [number, input] of firsts) {
      await entry.touches(input.date).catch((closed: unknown) => {
        if (!(closed instanceof HttpException)) throw closed;
        refused.set(number, closed);
      });
    }
    const open = [...firsts].filter(([number]) => !refused.has(number));
    const partnerIds = await partnerIdsByNames(
      m,
      open.map(([, input]) => ({ code: input.partner_code, shortName: input.partner_short_name })),
      dir.partnerType,
    );
    open.forEach(([number, input], i) => {
      const partnerId = partnerIds[i];
      if (partnerId === null) refused.set(number, new DomainError(dir.messages.partnerMismatch));
      else fresh.push([number, input, partnerId]);
    });
    const created = await createDocuments(
      m,
      dir,
      fresh.map(([number, input, partnerId]) => ({
        partnerId,
        date: input.date,
        document_number: number,
        order_number: input.order_number,
        invoice_number: input.invoice_number,
        invoice_date: input.invoice_date,
        invoice_image_url: input.invoice_image_url,
        remark: input.remark,
      })),
    );
    if (created.length > 0) {
      const headers = await numberedHeaders(
        m,
        dir,
        created.map((doc) => doc.document_number),
      );
      for (const header of headers) stored.set(header.document_number, header);
      await entry.post({
        audit: headers.map((header) => ({
          action: 'create' as const,
          entity: documentEntity(dir),
          id: header.id,
          after: headerView(dir, header),
        })),
      });
    }
    // What every line of a number must share: the stored document's partner, date and kind of lines
    // (an empty one's kind, and a new one's, is its first line's).
    const kinds = new Map<string, boolean>();
    const counts = new Map<string, number>();
    return lines.map(({ number, input }) => {
      const header = stored.get(number);
      if (!header) return refused.get(number)!;
      const isReturn = input.return_of !== null;
      if (!kinds.has(number)) kinds.set(number, header.of_returns ?? isReturn);
      const count = counts.get(number) ?? header.lines_count;
      if (count >= MAX_DOCUMENT_LINES) {
        return new DomainError('VALIDATION_FAILED.documentFull', { number, max: MAX_DOCUMENT_LINES });
      }
      if (
        header.partner_code !== input.partner_code ||
        header.partner_short_name !== input.partner_short_name ||
        header.date !== input.date
      ) {
        return new DomainError('CONFLICT.documentNumberParties', { number, partner: dir.partner });
      }
      if (kinds.get(number) !== isReturn) {
        return new DomainError(isReturn ? 'CONFLICT.documentNotOfReturns' : 'CONFLICT.documentOfReturns', {
          number,
        });
      }
      counts.set(number, count + 1);
      return { id: header.id, document_number: number };
    });
  }

  /**
   * Each line's unit price: as given, else the price in force for the partner and product on the
   * document's date (the price lookup of the record forms, one query for all lines); none: 400 naming
   * the line.
   */
  private async unitPrices(
    m: EntityManager,
    doc: TradeDocumentInput,
    partnerId: number,
    productIds: number[],
  ): Promise<string[]> {
    const unpriced = productIds.filter((_, i) => doc.lines[i].unit_price === null);
    const found = unpriced.length > 0 ? await this.prices.pricesOn(m, partnerId, unpriced, doc.date) : null;
    return doc.lines.map((line, i) => {
      if (line.unit_price !== null) return line.unit_price;
      const price = found?.get(productIds[i]);
      if (price === undefined) {
        throw noPriceOnLine(i, {
          partner: doc.partner_short_name,
          model: line.product_model,
          date: doc.date,
        });
      }
      return price;
    });
  }
}
