import { HttpException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import Decimal from 'decimal.js';
import { DataSource, EntityManager } from 'typeorm';
import { Direction, recordKind, Side } from '../../common/side';
import { DomainError } from '../../common/errors/domain-error';
import { Paginated } from '../../common/pagination/page-query.dto';
import { Tx, UnitOfWork } from '../../database/unit-of-work/unit-of-work';
import { BookEntry, PostingEngine } from '../books/posting-engine';
import { DocumentRef, dropEmptyDocuments, followLines } from '../documents/document-store';
import { LockedStock } from '../stock/inventory.service';
import { TradeListFilter, TradeRecordInput } from './dto/trade-record.dto';
import { ReturnsService } from './returns.service';
import {
  findRows,
  insertRecords,
  mapRow,
  recordNotFound,
  References,
  lineMoneyOf,
  resolveParties,
  storedRow,
  toTradeView,
  TradeRecordRow,
  TradeRecordView,
} from './trade-records';
import {
  countMatchingRecords,
  deleteRecord,
  RecordConditions,
  recordListPage,
  recordListSort,
  recordScreenConditions,
  recordSearchPage,
  STORED_RECORD_SELECT,
  StoredRecord,
  updateRecord,
} from './trade-records.queries';
import { recordCountInStock } from '../stock/stock.queries';
import { partnerRecordCount } from '../books/partner-balances';
import { SortOrder } from '../../common/pagination/sort';
import { costUnitPrice, LineMoney, LineTax, newLineTax } from '../books/line-tax';

const productMismatch = () => new DomainError('VALIDATION_FAILED.productMismatch');

/**
 * Inbound and outbound records, one implementation for both directions. Every write is one
 * transaction: check partner and product, lock the products' stock rows, refuse negative stock, write
 * the record, fold the change into stock and cost (InventoryService).
 */
@Injectable()
export class TradeService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly books: PostingEngine,
    private readonly returns: ReturnsService,
  ) {}

  /** A page of records with the list's filters; sort by a whitelisted field, default date desc, id desc. */
  async list(dir: Side, filter: TradeListFilter): Promise<Paginated<TradeRecordView>> {
    const sort = recordListSort(dir.fields.date, filter.sort_field, filter.sort_order);
    const conditions = recordScreenConditions(dir.direction, {
      partnerShortName: filter.partner_short_name,
      productModel: filter.product_model,
      startDate: filter.start_date,
      endDate: filter.end_date,
      keyword: filter.keyword,
      invoiced: filter.invoiced,
    });
    const window = { limit: filter.limit, offset: filter.offset };
    if (filter.keyword) return this.searchPage(dir, filter, conditions, sort);
    const [rows, total] = await Promise.all([
      recordListPage(this.dataSource, conditions, sort, window),
      this.count(dir, filter, conditions),
    ]);
    return {
      data: rows.map((r) => toTradeView(dir, mapRow(r))),
      pagination: { page: filter.page, limit: filter.limit, total },
    };
  }

  /**
   * A page of a keyword search, and its count, from one scan of the matching records (the trigram
   * index finds them). Asked for a page alone, the planner walks the list's date index backward and
   * filters, which reads most of the table when the matches are old (an invoice number's month: 1.5 s
   * at 1,000,000 records, against 0.1 s this way); the count needs every match anyway.
   */
  private async searchPage(
    dir: Side,
    filter: TradeListFilter,
    conditions: RecordConditions,
    sort: { expression: string; order: SortOrder },
  ): Promise<Paginated<TradeRecordView>> {
    const { total, ids } = await recordSearchPage(this.dataSource, conditions, sort, {
      limit: filter.limit,
      offset: filter.offset,
    });
    const rows = await findRows(this.dataSource.manager, dir, ids);
    return {
      data: rows.map((r) => toTradeView(dir, r)),
      pagination: { page: filter.page, limit: filter.limit, total },
    };
  }

  /**
   * How many records the list's filter matches. Without a date range, keyword or invoiced filter, the
   * product's or partner's record totals (or their sum over all products) answer without counting up to
   * a million index entries; otherwise the matching records are counted (a date range through its
   * index; a keyword search counts in `searchPage`).
   */
  private count(dir: Side, filter: TradeListFilter, conditions: RecordConditions): Promise<number> {
    const dated = Boolean(filter.start_date || filter.end_date || filter.invoiced !== undefined);
    if (!dated && !filter.partner_short_name && !filter.product_model) {
      return recordCountInStock(this.dataSource, dir.direction, null);
    }
    if (!dated && !filter.partner_short_name) {
      return recordCountInStock(this.dataSource, dir.direction, filter.product_model!);
    }
    if (!dated && !filter.product_model) {
      return partnerRecordCount(this.dataSource, filter.partner_short_name!, dir.partnerType);
    }
    return countMatchingRecords(this.dataSource, conditions);
  }

  /** One record; 404 when unknown or of the other direction. */
  async get(dir: Side, id: number): Promise<TradeRecordView> {
    return toTradeView(dir, await this.findRow(this.dataSource.manager, dir, id));
  }

  async create(dir: Side, body: TradeRecordInput): Promise<TradeRecordView> {
    return this.uow.run((tx) => this.createIn(tx, dir, body));
  }

  /**
   * Creates a record inside a unit of work that may hold other writes (the import, a document's
   * lines): a line of `document` when given, else a one-line document of its own.
   */
  async createIn(
    tx: Tx,
    dir: Side,
    body: TradeRecordInput,
    document?: DocumentRef,
  ): Promise<TradeRecordView> {
    if (body.return_of === null) {
      const [created] = await this.createManyIn(tx, dir, [body], document);
      if (created instanceof HttpException) throw created;
      return created;
    }
    return this.returns.createIn(tx, dir, body, document);
  }

  /**
   * Creates ordinary records (a return has its own path) as `createIn` would one after the other, in
   * one pass: each input is refused alone with its 4xx (the period lock, its partner or product, the
   * stock left after the inputs before it, the credit limit), and the others are written with one
   * INSERT, one fold of each product's new records and one balances update. Per input, its view or
   * its refusal. Each becomes a line of `document` (one for all, or each input's own) when given, else
   * a one-line document of its own.
   */
  async createManyIn(
    tx: Tx,
    dir: Side,
    inputs: TradeRecordInput[],
    document?: DocumentRef | (DocumentRef | undefined)[],
  ): Promise<(TradeRecordView | HttpException)[]> {
    const documentOf = (i: number) => (Array.isArray(document) ? document[i] : document);
    const m = tx.manager;
    const entry = this.books.entry(tx);
    const results: (TradeRecordView | HttpException | undefined)[] = new Array(inputs.length);
    const refuse = (i: number, error: unknown) => {
      if (!(error instanceof HttpException) || error.getStatus() >= 500) throw error;
      results[i] = error;
    };
    for (const [i, input] of inputs.entries()) {
      await entry.touches(input.date).catch((error: unknown) => refuse(i, error));
    }
    const refs = await this.resolveManyReferences(m, dir, inputs);
    refs.forEach((ref, i) => {
      if (ref instanceof HttpException && !results[i]) refuse(i, ref);
    });
    const valid = inputs.flatMap((input, i) =>
      results[i] ? [] : [{ i, input, refs: refs[i] as References }],
    );
    const stocks = await entry.lockStock(valid.map((v) => v.refs.productId));
    const available = new Map([...stocks].map(([id, stock]) => [id, stock.current_stock]));
    // What the accepted inputs before add to each customer's balance, for the credit limit.
    const charged = new Map<number, Decimal>();
    const accepted: { i: number; input: TradeRecordInput; refs: References; money: LineMoney }[] = [];
    for (const { i, input, refs: ref } of valid) {
      const stock = stocks.get(ref.productId);
      if (!stock) {
        refuse(i, productMismatch()); // deleted meanwhile
        continue;
      }
      const delta = dir.stockSign * input.quantity;
      const money = lineMoneyOf(input.quantity, input.unit_price, ref.tax);
      const before = charged.get(ref.partnerId) ?? new Decimal(0);
      try {
        entry.assertAvailable({ ...stock, current_stock: available.get(ref.productId)! }, delta);
        if (this.heldToCreditLimit(dir, input)) {
          await entry.assertCreditLimit({
            partnerId: ref.partnerId,
            creditLimit: ref.creditLimit,
            // The balance does not hold the inputs before yet: they count as part of this sale.
            total: before.plus(money.owed).toFixed(3),
            counted: '0',
            alsoLock: [],
          });
        }
      } catch (error) {
        refuse(i, error);
        continue;
      }
      available.set(ref.productId, available.get(ref.productId)! + delta);
      charged.set(ref.partnerId, before.plus(money.owed));
      accepted.push({ i, input, refs: ref, money });
    }
    if (accepted.length > 0) {
      const inserted = await insertRecords(
        m,
        dir,
        accepted.map(({ i, input, refs: ref, money }) => ({
          partnerId: ref.partnerId,
          productId: ref.productId,
          input,
          tax: ref.tax,
          money,
          document: documentOf(i),
        })),
      );
      const ids = inserted.map((r) => r.id);
      const views = accepted.map(({ input, refs: ref, money }, n) =>
        toTradeView(dir, storedRow(ids[n], input, ref, money, 0, inserted[n].document)),
      );
      await entry.post({
        stock: {
          inserted: accepted.map(({ input, refs: ref, money }, n) => ({
            stock: stocks.get(ref.productId)!,
            event: {
              id: ids[n],
              date: input.date,
              direction: dir.direction,
              kind: recordKind(dir.direction, false),
              quantity: input.quantity,
              unit_price: costUnitPrice(input.unit_price, input.quantity, ref.tax, money.net),
              return_of: null,
              totalPrice: money.worth,
            },
          })),
        },
        balances: accepted.map(({ refs: ref, money }) => ({
          partnerId: ref.partnerId,
          amount: money.owed,
          sign: 1,
        })),
        audit: views.map((view, n) => ({ action: 'create', entity: dir.route, id: ids[n], after: view })),
      });
      accepted.forEach(({ i }, n) => (results[i] = views[n]));
    }
    return results as (TradeRecordView | HttpException)[];
  }

  /**
   * Replaces a record (full body). The stock rows of the old and the new product are locked before the
   * record itself, the order every writer follows; a change of product, date, quantity or (inbound)
   * price replays the products' histories (which also recounts their record totals), other changes leave
   * stock and cost alone and move the totals by the difference.
   */
  async update(dir: Side, id: number, body: TradeRecordInput): Promise<TradeRecordView> {
    return this.uow.run((tx) => this.updateIn(tx, dir, id, body));
  }

  /**
   * `update` inside a unit of work that may hold other writes. `asLine`: the record is a line changed
   * by its document's own change, which writes the document; otherwise its document follows it.
   */
  async updateIn(
    tx: Tx,
    dir: Side,
    id: number,
    body: TradeRecordInput,
    asLine = false,
  ): Promise<TradeRecordView> {
    const m = tx.manager;
    const entry = this.books.entry(tx);
    let input = body;
    let refs: References;
    if (body.return_of === null) {
      refs = await this.resolveReferences(m, dir, input);
    } else {
      const original = await this.returns.original(m, dir, body, id);
      refs = original.refs;
      input = this.returns.asReturnOf(original, body);
    }
    const { partnerId, productId } = refs;
    const { old, stocks } = await this.lockRecord(entry, dir, id, [productId]);
    // An edit keeps the record's tax unless it sends a rate (a return's is its original's).
    const tax: LineTax =
      input.return_of === null && input.tax_rate === null
        ? { rate: old.tax_rate, includesTax: old.price_includes_tax }
        : refs.tax;
    await entry.touches(old.record_date, input.date);
    if (!stocks.has(productId)) throw productMismatch(); // deleted meanwhile
    const before = toTradeView(dir, await this.findRow(m, dir, id));
    if (old.return_of !== input.return_of) {
      throw old.return_of === null
        ? new DomainError('VALIDATION_FAILED.ordinaryToReturn')
        : new DomainError('VALIDATION_FAILED.returnOfFixed', { id: old.return_of });
    }
    if (input.return_of !== null) {
      const original = await this.returns.original(m, dir, input, id);
      if (-input.quantity > original.returnable) throw new DomainError('RETURN_EXCEEDS');
    }
    this.assertKeepsReturns(old, partnerId, productId, input);
    const costChanged =
      old.product_id !== productId ||
      old.record_date !== input.date ||
      old.quantity !== input.quantity ||
      (dir.direction === Direction.Inbound &&
        (!new Decimal(old.unit_price).eq(input.unit_price) ||
          !new Decimal(old.tax_rate).eq(tax.rate) ||
          old.price_includes_tax !== tax.includesTax));
    if (costChanged) {
      const deltas = new Map<number, number>([[old.product_id, -dir.stockSign * old.quantity]]);
      deltas.set(productId, (deltas.get(productId) ?? 0) + dir.stockSign * input.quantity);
      for (const [pid, delta] of deltas) {
        // The units this line already takes from its product count as available to it.
        const own = pid === old.product_id ? Math.max(0, -dir.stockSign * old.quantity) : 0;
        entry.assertAvailable(stocks.get(pid)!, delta, own);
      }
    }
    const money = lineMoneyOf(input.quantity, input.unit_price, tax);
    const amountChanged =
      !new Decimal(old.owed).eq(money.owed) ||
      !new Decimal(old.worth).eq(money.worth) ||
      !new Decimal(old.net_amount).eq(money.net) ||
      !new Decimal(old.gross_amount).eq(money.gross);
    if (this.heldToCreditLimit(dir, input)) {
      // A sale moved to another customer counts whole on that one; on the same customer only a
      // higher total is checked.
      const sameCustomer = old.partner_id === partnerId;
      await entry.assertCreditLimit({
        partnerId,
        creditLimit: refs.creditLimit,
        total: money.owed,
        counted: sameCustomer ? old.owed : '0',
        alsoLock: sameCustomer ? [] : [old.partner_id],
      });
    }
    await updateRecord(m, id, {
      partnerId,
      productId,
      date: input.date,
      quantity: input.quantity,
      unitPrice: input.unit_price,
      tax,
      money,
      invoiceDate: input.invoice_date,
      invoiceNumber: input.invoice_number,
      orderNumber: input.order_number,
      invoiceImageUrl: input.invoice_image_url,
      remark: input.remark,
    });
    const document = { id: old.document_id, document_number: before.document_number as string };
    const view = toTradeView(
      dir,
      storedRow(
        id,
        { ...input, order_line_id: old.order_line_id },
        { ...refs, tax },
        money,
        old.returned,
        document,
      ),
    );
    // A record changed alone: its document takes its header (its other lines the order and invoice fields).
    const followed = asLine ? [] : await followLines(m, dir, [id]);
    const amount = { productId, direction: dir.direction, oldTotal: old.worth, newTotal: money.worth };
    await entry.post({
      stock: costChanged ? { replay: [...stocks.values()] } : { amounts: amountChanged ? [amount] : [] },
      balances:
        old.partner_id !== partnerId || amountChanged
          ? [
              { partnerId: old.partner_id, amount: old.owed, sign: -1 },
              { partnerId, amount: money.owed, sign: 1 },
            ]
          : [],
      audit: [{ action: 'update', entity: dir.route, id, before, after: view }, ...followed],
    });
    return view;
  }

  async remove(dir: Side, id: number): Promise<void> {
    await this.uow.run((tx) => this.removeIn(tx, dir, id));
  }

  /**
   * `remove` inside a unit of work that may hold other writes. `asLine`: the record is a line deleted
   * by its document's own change, which keeps or deletes the document; otherwise its document is
   * deleted with its last line.
   */
  async removeIn(tx: Tx, dir: Side, id: number, asLine = false): Promise<void> {
    const m = tx.manager;
    const entry = this.books.entry(tx);
    const { old, stocks } = await this.lockRecord(entry, dir, id, []);
    await entry.touches(old.record_date);
    if (old.first_return_date !== null) {
      throw new DomainError('IN_USE.hasReturns');
    }
    const stock = stocks.get(old.product_id)!;
    entry.assertAvailable(stock, -dir.stockSign * old.quantity);
    const before = toTradeView(dir, await this.findRow(m, dir, id));
    await deleteRecord(m, id);
    // A record deleted alone takes its document with it when it was the last line.
    const dropped = asLine ? [] : await dropEmptyDocuments(m, dir, [old.document_id]);
    await entry.post({
      stock: { replay: [stock] },
      balances: [{ partnerId: old.partner_id, amount: old.owed, sign: -1 }],
      audit: [{ action: 'delete', entity: dir.route, id, before }, ...dropped],
    });
  }

  /** A sale (not a return) the user has not confirmed beyond the customer's credit limit. */
  private heldToCreditLimit(dir: Side, input: TradeRecordInput): boolean {
    return dir.checksCreditLimit && input.return_of === null && input.over_credit_limit !== true;
  }

  /** An original with returns keeps its partner, product, enough quantity, and a date not after them. */
  private assertKeepsReturns(
    old: StoredRecord,
    partnerId: number,
    productId: number,
    input: TradeRecordInput,
  ) {
    if (old.first_return_date === null) return;
    if (old.partner_id !== partnerId || old.product_id !== productId) {
      throw new DomainError('IN_USE.returnsParties');
    }
    if (input.quantity < old.returned) {
      throw new DomainError('IN_USE.returnsQuantity', { count: old.returned });
    }
    if (input.date > old.first_return_date) {
      throw new DomainError('IN_USE.returnsDate', { date: old.first_return_date });
    }
  }

  /** The partner (of the direction's type) and the product named by code and name/model, or 400. */
  async resolveReferences(m: EntityManager, dir: Side, input: TradeRecordInput): Promise<References> {
    const [refs] = await this.resolveManyReferences(m, dir, [input]);
    if (refs instanceof HttpException) throw refs;
    return refs;
  }

  /** `resolveReferences` of several inputs: per input, its references or its 400 (one query per partner). */
  async resolveManyReferences(
    m: EntityManager,
    dir: Side,
    inputs: TradeRecordInput[],
  ): Promise<(References | HttpException)[]> {
    const byPartner = new Map<string, number[]>();
    inputs.forEach((input, i) => {
      const key = JSON.stringify([input.partner_code, input.partner_short_name]);
      byPartner.set(key, [...(byPartner.get(key) ?? []), i]);
    });
    const refs: (References | HttpException)[] = new Array(inputs.length);
    for (const indexes of byPartner.values()) {
      const { partner_code, partner_short_name } = inputs[indexes[0]];
      const lines = indexes.map((i) => inputs[i]);
      const { partner, products, taxSettings } = await resolveParties(
        m,
        dir,
        partner_code,
        partner_short_name,
        lines,
      );
      indexes.forEach((i, n) => {
        const product = products[n];
        if (partner === null) refs[i] = new DomainError(dir.messages.partnerMismatch);
        else if (product === null) refs[i] = productMismatch();
        else {
          refs[i] = {
            partnerId: partner.id,
            productId: product.id,
            partnerFullName: partner.fullName,
            productCategory: product.category,
            creditLimit: partner.creditLimit,
            tax: newLineTax(inputs[i].tax_rate, product.taxRate, taxSettings),
          };
        }
      });
    }
    return refs;
  }

  /**
   * Locks the stock rows of the record's product and `alsoLock`, then the record. The record's product
   * is read first without a lock; if a concurrent edit moved it meanwhile, the locks are taken again.
   */
  private async lockRecord(
    entry: BookEntry,
    dir: Side,
    id: number,
    alsoLock: number[],
  ): Promise<{ old: StoredRecord; stocks: Map<number, LockedStock> }> {
    const locked = await entry.lockMovement<StoredRecord>(
      STORED_RECORD_SELECT,
      [id, dir.direction],
      alsoLock,
    );
    if (!locked) throw recordNotFound(dir, id);
    return { old: locked.row, stocks: locked.stocks };
  }

  private async findRow(m: EntityManager, dir: Side, id: number): Promise<TradeRecordRow> {
    const [row] = await findRows(m, dir, [id]);
    if (!row) throw recordNotFound(dir, id);
    return row;
  }
}
