import { HttpException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error';
import { onLine, prefixRefusal, refusalWithin } from '../../common/http/refusal';
import { Paginated } from '../../common/pagination/page-query.dto';
import { UnitOfWork } from '../../database/unit-of-work/unit-of-work';
import { PostingEngine } from '../books/posting-engine';
import { documentAllocationCount } from '../books/allocations';
import { noPriceOnLine, PricesService } from '../prices/prices.service';
import { TradeRecordInput } from '../trade/dto/trade-record.dto';
import { LineChange } from '../trade/dto/trade-document.dto';
import { Side } from '../../common/side';
import { resolveParties } from '../trade/trade-records';
import { TradeService } from '../trade/trade.service';
import { claimNumbers, createDocuments, DocumentHeader, documentEntity } from './document-store';
import {
  deleteDocument,
  DocumentHeaderRow,
  DocumentView,
  headerView,
  listDocuments,
  readDocument,
  readHeader,
  updateDocumentHeader,
} from './documents.queries';
import { DocumentLine, documentLines, documentLinesReturned } from '../trade/trade-records.queries';
import { partnerIdByNames } from '../partners/partners.queries';
import { Queryable } from '../../common/sql-params';
import { assertVersion } from '../../database/row-version';
import { DocumentListFilter } from './dto/document.dto';

/** A changed document as the service takes it, whatever the direction. */
export interface DocumentUpdateInput extends Omit<DocumentHeader, 'partnerId'> {
  partner_code: string;
  partner_short_name: string;
  /** null: keep the document's number. */
  document_number: string | null;
  over_credit_limit: boolean;
  lines: LineChange[];
  /** The version the change is based on (see assertVersion); absent: not checked. */
  version?: number | null;
}

export interface DocumentReturnInput {
  date: string;
  document_number: string | null;
  lines: { record_id: number; quantity: number }[];
}

/**
 * Documents as a whole: the list, one document with its lines and returns, a change of header and
 * lines in one transaction, deletion, and returns against its lines. Every line goes through the
 * single record's rules (TradeService): stock, cost, credit limit, period lock, returns, audit; the
 * document's own write (its header, its number, its audit entry) posts through an entry of its own.
 */
@Injectable()
export class DocumentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly books: PostingEngine,
    private readonly trade: TradeService,
    private readonly prices: PricesService,
  ) {}

  list(dir: Side, filter: DocumentListFilter): Promise<Paginated<Record<string, unknown>>> {
    return listDocuments(this.dataSource.manager, dir, filter);
  }

  get(dir: Side, id: number): Promise<DocumentView> {
    return readDocument(this.dataSource.manager, dir, id);
  }

  /**
   * Changes the header and the lines: lines left out are deleted first (freeing their stock), then the
   * lines with an id are changed and the new ones added, in the order sent; the first line refused is
   * named. A new line without a unit price takes the price in force on the document's date; a changed
   * one keeps its own.
   */
  async update(dir: Side, id: number, body: DocumentUpdateInput): Promise<DocumentView> {
    return this.uow.run(async (tx) => {
      const m = tx.manager;
      const entry = this.books.entry(tx);
      const old = await readHeader(m, dir, id, true);
      assertVersion(body.version, old.version);
      await entry.touches(old.date, body.date);
      const stored = await this.storedLines(m, id);
      const ofReturns = stored.some((line) => line.return_of !== null);
      const seen = new Set<number>();
      for (const [i, line] of body.lines.entries()) {
        if (line.id === null) {
          if (ofReturns)
            throw new DomainError('VALIDATION_FAILED.returnDocumentLine').within('line', onLine(i));
          continue;
        }
        if (!stored.some((s) => s.id === line.id) || seen.has(line.id)) {
          throw new DomainError('VALIDATION_FAILED.notDocumentLine', { id: line.id }).within(
            'line',
            onLine(i),
          );
        }
        seen.add(line.id);
      }
      const partnerId = await this.partnerId(m, dir, body);
      const number = body.document_number ?? old.document_number;
      if (number !== old.document_number) await claimNumbers(m, dir, [number], id);
      await updateDocumentHeader(m, id, {
        document_number: number,
        partnerId,
        date: body.date,
        order_number: body.order_number,
        invoice_number: body.invoice_number,
        invoice_date: body.invoice_date,
        invoice_image_url: body.invoice_image_url,
        remark: body.remark,
      });
      const document = { id, document_number: number };
      for (const line of stored.filter((s) => !seen.has(s.id))) {
        await prefixRefusal('record', { record: `${dir.route} record`, id: line.id }, () =>
          this.trade.removeIn(tx, dir, line.id, true),
        );
      }
      const newPrices = await this.newLinePrices(m, dir, body, partnerId);
      const added: { index: number; input: TradeRecordInput }[] = [];
      for (const [i, line] of body.lines.entries()) {
        const own = stored.find((s) => s.id === line.id);
        const input: TradeRecordInput = {
          return_of: own?.return_of ?? null,
          partner_code: body.partner_code,
          partner_short_name: body.partner_short_name,
          date: body.date,
          product_code: line.product_code,
          product_model: line.product_model,
          // A return's lines are written as the units it gives back.
          quantity: own?.return_of ? -line.quantity : line.quantity,
          unit_price: line.unit_price ?? own?.unit_price ?? newPrices[i]!,
          tax_rate: line.tax_rate ?? null,
          invoice_date: body.invoice_date,
          invoice_number: body.invoice_number,
          order_number: body.order_number,
          invoice_image_url: body.invoice_image_url,
          remark: body.remark,
          over_credit_limit: body.over_credit_limit,
        };
        if (own)
          await prefixRefusal('line', onLine(i), () => this.trade.updateIn(tx, dir, own.id, input, true));
        else added.push({ index: i, input });
      }
      if (added.length > 0) {
        const results = await this.trade.createManyIn(
          tx,
          dir,
          added.map((a) => a.input),
          document,
        );
        results.forEach((result, n) => {
          if (result instanceof HttpException) throw refusalWithin(result, 'line', onLine(added[n].index));
        });
      }
      const now = await readHeader(m, dir, id);
      await entry.post({
        audit: [
          {
            action: 'update',
            entity: documentEntity(dir),
            id,
            before: headerView(dir, old),
            after: headerView(dir, now),
          },
        ],
      });
      return readDocument(m, dir, id);
    });
  }

  /** Deletes the document and its lines; 409 while any line has returns or a payment is allocated to it. */
  async remove(dir: Side, id: number): Promise<void> {
    await this.uow.run(async (tx) => {
      const m = tx.manager;
      const entry = this.books.entry(tx);
      const old = await readHeader(m, dir, id, true);
      await entry.touches(old.date);
      if (await documentLinesReturned(m, id)) throw new DomainError('IN_USE.documentReturns');
      if (await documentAllocationCount(m, id)) throw new DomainError('IN_USE.documentAllocations');
      for (const line of await this.storedLines(m, id)) {
        await prefixRefusal('record', { record: `${dir.route} record`, id: line.id }, () =>
          this.trade.removeIn(tx, dir, line.id, true),
        );
      }
      await deleteDocument(m, id);
      await entry.post({
        audit: [{ action: 'delete', entity: documentEntity(dir), id, before: headerView(dir, old) }],
      });
    });
  }

  /**
   * A new document (dated `date`, for the same partner and order number) whose lines return units of
   * this document's records, each a return by the single record's rules (at most what is returnable:
   * 400 RETURN_EXCEEDS, naming the line).
   */
  async createReturns(dir: Side, id: number, body: DocumentReturnInput): Promise<DocumentView> {
    return this.uow.run(async (tx) => {
      const m = tx.manager;
      const original = await readHeader(m, dir, id);
      const stored = await this.storedLines(m, id);
      const originals = body.lines.map((line, i) => {
        const own = stored.find((s) => s.id === line.record_id);
        if (!own) {
          throw new DomainError('VALIDATION_FAILED.notDocumentLine', { id: line.record_id }).within(
            'line',
            onLine(i),
          );
        }
        return own;
      });
      const entry = this.books.entry(tx);
      await entry.touches(body.date);
      const [document] = await createDocuments(m, dir, [
        {
          partnerId: original.partner_id,
          date: body.date,
          document_number: body.document_number,
          order_number: original.order_number,
          invoice_number: null,
          invoice_date: null,
          invoice_image_url: null,
          remark: null,
        },
      ]);
      for (const [i, line] of body.lines.entries()) {
        const own = originals[i];
        await prefixRefusal('line', onLine(i), () =>
          this.trade.createIn(tx, dir, this.returnInput(original, own, body.date, line.quantity), document),
        );
      }
      const header = headerView(dir, await readHeader(m, dir, document.id));
      await entry.post({
        audit: [{ action: 'create', entity: documentEntity(dir), id: document.id, after: header }],
      });
      return readDocument(m, dir, document.id);
    });
  }

  private returnInput(
    original: DocumentHeaderRow,
    line: DocumentLine,
    date: string,
    quantity: number,
  ): TradeRecordInput {
    return {
      return_of: line.id,
      partner_code: original.partner_code,
      partner_short_name: original.partner_short_name,
      date,
      product_code: line.product_code,
      product_model: line.product_model,
      quantity: -quantity,
      unit_price: line.unit_price,
      tax_rate: null,
      invoice_date: null,
      invoice_number: null,
      order_number: original.order_number,
      invoice_image_url: null,
      remark: null,
    };
  }

  private storedLines(m: Queryable, documentId: number): Promise<DocumentLine[]> {
    return documentLines(m, documentId);
  }

  /** The partner of the direction's type named by code and short name; 400 when none matches. */
  private async partnerId(m: Queryable, dir: Side, body: DocumentUpdateInput): Promise<number> {
    const id = await partnerIdByNames(m, body.partner_code, body.partner_short_name, dir.partnerType);
    if (id === null) throw new DomainError(dir.messages.partnerMismatch);
    return id;
  }

  /**
   * Per line of the body, the price in force on the document's date for a new line sent without one
   * (undefined for the others); a new line whose product does not exist or has no price: 400 naming it.
   */
  private async newLinePrices(
    m: EntityManager,
    dir: Side,
    body: DocumentUpdateInput,
    partnerId: number,
  ): Promise<(string | undefined)[]> {
    const unpriced = body.lines.flatMap((line, i) =>
      line.id === null && line.unit_price === null ? [i] : [],
    );
    if (unpriced.length === 0) return [];
    const { products } = await resolveParties(
      m,
      dir,
      body.partner_code,
      body.partner_short_name,
      unpriced.map((i) => body.lines[i]),
    );
    const productIds = products.map((product, n) => {
      if (product === null) {
        throw new DomainError('VALIDATION_FAILED.productMismatch').within('line', onLine(unpriced[n]));
      }
      return product.id;
    });
    const found = await this.prices.pricesOn(m, partnerId, productIds, body.date);
    const prices: (string | undefined)[] = [];
    unpriced.forEach((i, n) => {
      const price = found.get(productIds[n]);
      if (price === undefined) {
        throw noPriceOnLine(i, {
          partner: body.partner_short_name,
          model: body.lines[i].product_model,
          date: body.date,
        });
      }
      prices[i] = price;
    });
    return prices;
  }
}
