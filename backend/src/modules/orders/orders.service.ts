import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import Decimal from 'decimal.js';
import { DataSource, EntityManager } from 'typeorm';
import { todayDateOnly } from '../../common/dates';
import { Direction, partnerContactFields, partnerContactNames, partnerFields } from '../../common/side';
import { DomainError } from '../../common/errors/domain-error';
import { onLine } from '../../common/http/refusal';
import { toNumber } from '../../common/numeric';
import { Paginated } from '../../common/pagination/page-query.dto';
import { Tx, UnitOfWork } from '../../database/unit-of-work/unit-of-work';
import { DocumentView } from '../documents/documents.queries';
import { noPriceOnLine, PricesService } from '../prices/prices.service';
import { TradeDocumentsService } from '../trade/trade-documents.service';
import { documentTotal, resolveParties, totalPrice, TradeRecordView } from '../trade/trade-records';
import { DeliveryBody, OrderFilter, OrderInput } from './dto/order.dto';
import { apiStatus, OrderDirection, StoredOrderStatus, storedStatus } from './order-direction';
import {
  deleteOrder,
  deleteOrderLines,
  insertOrder,
  insertOrderLines,
  lockOrder,
  nextOrderSequence,
  openOrderFigures,
  OrderExportLine,
  orderExportBatch,
  OrderHeaderRow,
  orderHeader,
  OrderHeaderValues,
  OrderLineRow,
  orderLines,
  OrderLineValues,
  orderNumberTaken,
  orderPage,
  refreshOrderStatus,
  retotalOrder,
  setOrderClosed,
  updateOrder,
  updateOrderLine,
} from './orders.queries';
import { orderDeliveries } from '../trade/trade-records.queries';
import { assertVersion } from '../../database/row-version';
import { Queryable } from '../../common/sql-params';

export type OrderView = Record<string, unknown> & {
  id: number;
  order_number: string;
  status: string;
  lines: OrderLineView[];
};
export type OrderLineView = Record<string, unknown> & { id: number; quantity: number; open_quantity: number };

/** The header an order is written with: its number, the input's dates and remark, the resolved partner and total. */
function headerValues(
  input: OrderInput,
  orderNumber: string,
  resolved: { partnerId: number; total: string },
): OrderHeaderValues {
  return {
    order_number: orderNumber,
    partner_id: resolved.partnerId,
    order_date: input.date,
    delivery_date: input.delivery_date,
    remark: input.remark,
    total_price: resolved.total,
  };
}

/**
 * Sales and purchase orders, one implementation for both. An order moves no stock and no balance;
 * what its lines delivered (received) is counted by the database from the records that name them (see
 * the Orders migration), so an edited or deleted delivery updates the order by itself and a return,
 * which names no order line, leaves it as it is. Deliveries are documents created through
 * TradeDocumentsService with the order's id; `applyOrder` checks them against the order.
 */
@Injectable()
export class OrdersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly prices: PricesService,
    private readonly documents: TradeDocumentsService,
  ) {}

  /** A page of orders, newest first, with their progress (ordered and delivered units). */
  async list(dir: OrderDirection, filter: OrderFilter): Promise<Paginated<Record<string, unknown>>> {
    const { rows, total } = await orderPage(
      this.dataSource,
      dir.trade.direction,
      {
        status: filter.status ? storedStatus(dir, filter.status) : undefined,
        partnerShortName: filter.partner_short_name,
        startDate: filter.start_date,
        endDate: filter.end_date,
        keyword: filter.keyword,
      },
      { limit: filter.limit, offset: filter.offset },
    );
    return {
      data: rows.map((row) => ({
        ...this.headerView(dir, row),
        lines_count: row.lines_count,
        ordered_quantity: row.ordered_quantity,
        [dir.doneField]: row.delivered_quantity,
        [dir.doneValueField]: toNumber(row.delivered_value),
      })),
      pagination: { page: filter.page, limit: filter.limit, total },
    };
  }

  /**
   * Open and partly delivered orders of each kind: count, the value of their open quantities, and the
   * same for those past their delivery date (today by the server's clock).
   */
  async openOrders(today = todayDateOnly()) {
    const rows = await openOrderFigures(this.dataSource, today);
    const figures = (direction: Direction) => {
      const row = rows.find((r) => r.direction === direction);
      return {
        count: row?.count ?? 0,
        value: toNumber(row?.value ?? 0),
        overdue_count: row?.overdue_count ?? 0,
        overdue_value: toNumber(row?.overdue_value ?? 0),
      };
    };
    return { sales: figures(Direction.Outbound), purchases: figures(Direction.Inbound) };
  }

  /**
   * Every line of every order of a kind, in order number and line order, in keyset batches (the Excel
   * export): the columns the import reads, then the status and quantities.
   */
  async *exportLines(dir: OrderDirection, batch = 2000): AsyncGenerator<OrderExportLine[]> {
    let after: [string, number] = ['', 0];
    for (;;) {
      const rows = await orderExportBatch(this.dataSource, dir.trade.direction, after, batch);
      if (rows.length > 0) yield rows.map((row) => ({ ...row, status: apiStatus(dir, row.status) }));
      if (rows.length < batch) return;
      const last = rows[rows.length - 1];
      after = [last.order_number, last.line_no];
    }
  }

  /** The order with its lines and deliveries (receipts), oldest first. */
  async get(dir: OrderDirection, id: number): Promise<OrderView & { deliveries: unknown[] }> {
    const m = this.dataSource.manager;
    const [order, deliveries] = await Promise.all([this.find(m, dir, id), orderDeliveries(m, id)]);
    return { ...order, deliveries };
  }

  create(dir: OrderDirection, input: OrderInput): Promise<OrderView> {
    return this.uow.run((tx) => this.createIn(tx, dir, input));
  }

  /** Creates an order inside a unit of work that may hold other writes (the import). */
  async createIn(tx: Tx, dir: OrderDirection, input: OrderInput): Promise<OrderView> {
    {
      const m = tx.manager;
      const resolved = await this.resolve(m, dir, input, new Map());
      const number = input.order_number ?? (await this.nextNumber(m, dir, input.date));
      await this.assertNumberFree(m, dir, number, null);
      const id = await insertOrder(m, dir.trade.direction, headerValues(input, number, resolved));
      await this.insertLines(
        m,
        id,
        resolved.lines.map((line, i) => ({ ...line, line_no: i + 1 })),
      );
      // Its open value (and status, open) from the lines just written.
      await refreshOrderStatus(m, id);
      const view = await this.find(m, dir, id);
      tx.created(dir.auditEntity, id, this.audited(dir, view));
      return view;
    }
  }

  /**
   * Adds the lines of `input` to order `id` (the import: the rows of one order number after its first).
   * The partner must be the order's (400); the order is locked and audited like a change.
   */
  async addLinesIn(tx: Tx, dir: OrderDirection, id: number, input: OrderInput): Promise<OrderView> {
    const m = tx.manager;
    const header = await this.lock(m, dir, id);
    const before = await this.find(m, dir, id);
    const resolved = await this.resolve(m, dir, input, new Map());
    if (resolved.partnerId !== header.partner_id) {
      throw new DomainError('VALIDATION_FAILED.orderPartner', {
        party: dir.trade.partner,
        entity: dir.entity,
      });
    }
    const first = before.lines.length + 1;
    await this.insertLines(
      m,
      id,
      resolved.lines.map((line, i) => ({ ...line, line_no: first + i })),
    );
    await retotalOrder(m, id);
    await refreshOrderStatus(m, id);
    const view = await this.find(m, dir, id);
    tx.updated(dir.auditEntity, id, this.audited(dir, before), this.audited(dir, view));
    return view;
  }

  /**
   * Replaces the order (lines with `id` change, without are added, left out are removed). Once
   * anything is delivered, the partner stays, a delivered line keeps its product and price and may not
   * go below what it delivered, and may not be removed (409).
   */
  async update(dir: OrderDirection, id: number, input: OrderInput): Promise<OrderView> {
    return this.uow.run(async (tx) => {
      const m = tx.manager;
      const header = await this.lock(m, dir, id);
      assertVersion(input.version, header.version);
      const before = await this.find(m, dir, id);
      const existing = new Map((await orderLines(m, id)).map((line) => [line.id, line]));
      const resolved = await this.resolve(m, dir, input, existing);
      const delivered = [...existing.values()].some((line) => line.delivered_quantity > 0);
      if (delivered && resolved.partnerId !== header.partner_id) {
        throw new DomainError('CONFLICT.orderPartnerFixed', { party: dir.trade.partner });
      }
      const kept = new Set<number>();
      for (const [i, line] of input.lines.entries()) {
        if (line.id === null) continue;
        const old = existing.get(line.id);
        if (!old || kept.has(line.id)) {
          throw new DomainError('VALIDATION_FAILED.orderLineUnknown', {
            id: line.id,
            entity: dir.entity,
          }).within('line', onLine(i));
        }
        kept.add(line.id);
        if (old.delivered_quantity === 0) continue;
        const next = resolved.lines[i];
        if (next.product_id !== old.product_id || !new Decimal(next.unit_price).eq(old.unit_price)) {
          throw new DomainError('CONFLICT.orderLineFixed').within('line', onLine(i));
        }
        if (next.quantity < old.delivered_quantity) {
          throw new DomainError('CONFLICT.orderLineBelow', { count: old.delivered_quantity }).within(
            'line',
            onLine(i),
          );
        }
      }
      const removed = [...existing.values()].filter((line) => !kept.has(line.id));
      const busy = removed.find((line) => line.delivered_quantity > 0);
      if (busy) throw new DomainError('CONFLICT.orderLineRemoved').within('line', { line: busy.line_no });
      const number = input.order_number ?? header.order_number;
      await this.assertNumberFree(m, dir, number, id);
      if (removed.length > 0) {
        await deleteOrderLines(
          m,
          removed.map((line) => line.id),
        );
      }
      const lines = resolved.lines.map((line, i) => ({ ...line, line_no: i + 1 }));
      for (const [i, line] of lines.entries()) {
        const lineId = input.lines[i].id;
        if (lineId === null) continue;
        await updateOrderLine(m, lineId, line);
      }
      await this.insertLines(
        m,
        id,
        lines.filter((_, i) => input.lines[i].id === null),
      );
      await updateOrder(m, id, headerValues(input, number, resolved));
      await refreshOrderStatus(m, id);
      const view = await this.find(m, dir, id);
      tx.updated(dir.auditEntity, id, this.audited(dir, before), this.audited(dir, view));
      return view;
    });
  }

  /** Deletes the order while nothing is delivered (409 afterwards). */
  async remove(dir: OrderDirection, id: number): Promise<void> {
    await this.uow.run(async (tx) => {
      const m = tx.manager;
      await this.lock(m, dir, id);
      const view = await this.find(m, dir, id);
      if (view.lines.some((line) => line[dir.doneField] !== 0)) {
        throw new DomainError('CONFLICT.orderDelete', { entity: dir.entity });
      }
      tx.deleted(dir.auditEntity, id, this.audited(dir, view));
      await deleteOrder(m, id);
    });
  }

  /** Closes an open or partly delivered order: its open quantities are no longer expected. */
  close(dir: OrderDirection, id: number): Promise<OrderView> {
    return this.setClosed(dir, id, true);
  }

  /** Reopens a closed order. */
  reopen(dir: OrderDirection, id: number): Promise<OrderView> {
    return this.setClosed(dir, id, false);
  }

  /**
   * Delivers (receives) the given lines, or every open quantity, as one document dated `date`, through
   * the document create with the order's id (its rules: stock across lines, credit limit, period lock).
   */
  async deliver(
    dir: OrderDirection,
    id: number,
    body: DeliveryBody,
  ): Promise<DocumentView & { records: TradeRecordView[] }> {
    const order = await this.find(this.dataSource.manager, dir, id);
    const byId = new Map(order.lines.map((line) => [line.id, line]));
    const chosen = body.lines
      ? body.lines.map((sent, i) => {
          const line = byId.get(sent.line_id);
          if (!line) {
            throw new DomainError('VALIDATION_FAILED.orderLineUnknown', {
              id: sent.line_id,
              entity: dir.entity,
            }).within('line', onLine(i));
          }
          return { line, quantity: sent.quantity };
        })
      : order.lines
          .filter((line) => line.open_quantity > 0)
          .map((line) => ({ line, quantity: line.open_quantity }));
    if (order.status === 'closed') throw new DomainError('CONFLICT.orderClosed', { entity: dir.entity });
    if (chosen.length === 0) throw new DomainError('CONFLICT.orderNothingOpen', { entity: dir.entity });
    const { partnerCode, partnerShortName } = dir.trade.fields;
    return this.documents.create(dir.trade, {
      order_id: id,
      partner_code: order[partnerCode] as string,
      partner_short_name: order[partnerShortName] as string,
      document_number: null,
      date: body.date,
      invoice_date: null,
      invoice_number: null,
      order_number: order.order_number,
      invoice_image_url: null,
      remark: null,
      over_credit_limit: body.over_credit_limit === true,
      lines: chosen.map(({ line, quantity }) => ({
        product_code: line.product_code as string,
        product_model: line.product_model as string,
        quantity,
        unit_price: null,
        tax_rate: null,
        save_price: false,
        order_line_id: line.id,
      })),
    });
  }

  private async setClosed(dir: OrderDirection, id: number, closed: boolean): Promise<OrderView> {
    return this.uow.run(async (tx: Tx) => {
      const m = tx.manager;
      const header = await this.lock(m, dir, id);
      const allowed = closed ? ['open', 'partial'] : ['closed'];
      if (!allowed.includes(header.status)) {
        throw new DomainError(closed ? 'CONFLICT.orderClose' : 'CONFLICT.orderReopen', {
          entity: dir.entity,
        });
      }
      const before = await this.find(m, dir, id);
      await setOrderClosed(m, id, closed);
      await refreshOrderStatus(m, id);
      const view = await this.find(m, dir, id);
      tx.updated(dir.auditEntity, id, { status: before.status }, { status: view.status });
      return view;
    });
  }

  /**
   * The partner, the products and each line's unit price: as sent, else (an existing line) its own,
   * else the price in force on the order's date (none: 400 naming the line); and the totals.
   */
  private async resolve(
    m: EntityManager,
    dir: OrderDirection,
    input: OrderInput,
    existing: Map<number, OrderLineRow>,
  ) {
    const { partner, products } = await resolveParties(
      m,
      dir.trade,
      input.partner_code,
      input.partner_short_name,
      input.lines,
    );
    if (partner === null) throw new DomainError(dir.trade.messages.partnerMismatch);
    const productIds = products.map((product, i) => {
      if (product === null)
        throw new DomainError('VALIDATION_FAILED.productMismatch').within('line', onLine(i));
      return product.id;
    });
    const unpriced = input.lines.flatMap((line, i) =>
      line.unit_price === null && !(line.id !== null && existing.has(line.id)) ? [productIds[i]] : [],
    );
    const found =
      unpriced.length > 0 ? await this.prices.pricesOn(m, partner.id, unpriced, input.date) : null;
    const lines = input.lines.map((line, i) => {
      const unitPrice =
        line.unit_price ??
        (line.id !== null ? existing.get(line.id)?.unit_price : undefined) ??
        found?.get(productIds[i]);
      if (unitPrice === undefined) {
        throw noPriceOnLine(i, {
          partner: input.partner_short_name,
          model: line.product_model,
          date: input.date,
        });
      }
      return {
        product_id: productIds[i],
        quantity: line.quantity,
        unit_price: unitPrice,
        total_price: totalPrice(line.quantity, unitPrice),
      };
    });
    const total = documentTotal(lines.map((line) => line.total_price)).toFixed(3);
    return { partnerId: partner.id, lines, total };
  }

  private async insertLines(m: Queryable, orderId: number, lines: OrderLineValues[]): Promise<void> {
    if (lines.length === 0) return;
    await insertOrderLines(m, orderId, lines);
  }

  /**
   * The next SO-/PO-YYYYMMDD-NNN of the date: one more than the highest of that day. Creates of one
   * day and direction take the number in turn (a transaction-level advisory lock on the prefix), so two
   * at once never pick the same.
   */
  private async nextNumber(m: Queryable, dir: OrderDirection, date: string): Promise<string> {
    const prefix = `${dir.prefix}-${date.replace(/-/g, '')}-`;
    const n = await nextOrderSequence(m, dir.trade.direction, prefix);
    return `${prefix}${String(n).padStart(3, '0')}`;
  }

  private async assertNumberFree(m: Queryable, dir: OrderDirection, number: string, self: number | null) {
    if (await orderNumberTaken(m, dir.trade.direction, number, self))
      throw new DomainError('DUPLICATE.orderNumber', { entity: dir.entity, number });
  }

  /** Locks the order's row (404 when unknown or of the other kind). */
  private async lock(
    m: Queryable,
    dir: OrderDirection,
    id: number,
  ): Promise<{ partner_id: number; order_number: string; status: StoredOrderStatus; version: number }> {
    const row = await lockOrder(m, dir.trade.direction, id);
    if (!row) throw this.notFound(dir, id);
    return row;
  }

  private async find(m: Queryable, dir: OrderDirection, id: number): Promise<OrderView> {
    const [header, lines] = await Promise.all([orderHeader(m, dir.trade.direction, id), orderLines(m, id)]);
    if (!header) throw this.notFound(dir, id);
    return {
      ...this.headerView(dir, header),
      [dir.trade.fields.partnerFullName]: header.partner_full_name,
      ...partnerContactFields(dir.trade, header),
      lines: lines.map((line) => ({
        id: line.id,
        product_code: line.product_code,
        product_model: line.product_model,
        quantity: line.quantity,
        unit_price: toNumber(line.unit_price),
        total_price: toNumber(line.total_price),
        [dir.doneField]: line.delivered_quantity,
        open_quantity: line.quantity - line.delivered_quantity,
      })),
    };
  }

  /**
   * An order as the audit trail keeps it: without its partner's card (full name, address, contact), which
   * the answers carry for printing but which is the partner's own history, not the order's.
   */
  private audited(dir: OrderDirection, view: OrderView): Record<string, unknown> {
    const card = new Set<string>([dir.trade.fields.partnerFullName, ...partnerContactNames(dir.trade)]);
    return Object.fromEntries(Object.entries(view).filter(([field]) => !card.has(field)));
  }

  private headerView(dir: OrderDirection, row: OrderHeaderRow) {
    return {
      id: row.id,
      order_number: row.order_number,
      ...partnerFields(dir.trade, {
        partner_code: row.partner_code,
        partner_short_name: row.partner_short_name,
      }),
      date: row.date,
      delivery_date: row.delivery_date,
      status: apiStatus(dir, row.status),
      remark: row.remark,
      total_price: toNumber(row.total_price),
      version: row.version,
    };
  }

  private notFound(dir: OrderDirection, id: number): DomainError {
    return new DomainError('NOT_FOUND', { entity: dir.entity, id });
  }
}
