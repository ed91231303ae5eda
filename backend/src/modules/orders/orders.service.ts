import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import Decimal from 'decimal.js';
import { DataSource, EntityManager } from 'typeorm';
import { todayDateOnly } from '../../common/dates';
import { Direction } from '../../common/side';
import { DomainError } from '../../common/errors/domain-error';
import { toNumber } from '../../common/numeric';
import { Paginated } from '../../common/pagination/page-query.dto';
import { Tx, UnitOfWork } from '../../database/unit-of-work/unit-of-work';
import { DocumentView } from '../documents/documents.queries';
import { PricesService } from '../prices/prices.service';
import { TradeDocumentsService } from '../trade/trade-documents.service';
import { documentTotal, resolveParties, totalPrice, TradeRecordView } from '../trade/trade-records';
import { DeliveryBody, OrderFilter, OrderInput } from './dto/order.dto';
import { apiStatus, OrderDirection, StoredOrderStatus, storedStatus } from './order-direction';

export type OrderView = Record<string, unknown> & {
  id: number;
  order_number: string;
  status: string;
  lines: OrderLineView[];
};
export type OrderLineView = Record<string, unknown> & { id: number; quantity: number; open_quantity: number };

interface HeaderRow {
  id: number;
  order_number: string;
  partner_id: number;
  partner_code: string;
  partner_short_name: string;
  date: string;
  delivery_date: string | null;
  status: StoredOrderStatus;
  remark: string | null;
  total_price: string;
}

interface LineRow {
  id: number;
  line_no: number;
  product_id: number;
  product_code: string;
  product_model: string;
  quantity: number;
  unit_price: string;
  total_price: string;
  delivered_quantity: number;
}

/** A line of an order as the Excel export writes it (numeric as exact text). */
export interface OrderExportLine {
  order_number: string;
  partner_code: string;
  partner_short_name: string;
  date: string;
  delivery_date: string | null;
  status: string;
  remark: string | null;
  line_no: number;
  product_code: string;
  product_model: string;
  quantity: number;
  unit_price: string;
  total_price: string;
  delivered_quantity: number;
}

const HEADER_SELECT = `
  SELECT o.id, o.order_number, o.partner_id, pa.code AS partner_code, pa.short_name AS partner_short_name,
         to_char(o.order_date, 'YYYY-MM-DD') AS date, to_char(o.delivery_date, 'YYYY-MM-DD') AS delivery_date,
         o.status, o.remark, o.total_price::text AS total_price
    FROM orders o JOIN partners pa ON pa.id = o.partner_id`;

const onLine = (i: number) => ({ line: i + 1 });

/** `%`, `_` and `\` in a search text match themselves in ILIKE. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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
    const params: unknown[] = [dir.trade.direction];
    const add = (value: unknown) => `$${params.push(value)}`;
    const where = ['o.direction = $1'];
    if (filter.status) where.push(`o.status = ${add(storedStatus(dir, filter.status))}`);
    if (filter.partner_short_name) {
      where.push(
        `o.partner_id = (SELECT id FROM partners WHERE short_name = ${add(filter.partner_short_name)})`,
      );
    }
    if (filter.start_date) where.push(`o.order_date >= ${add(filter.start_date)}`);
    if (filter.end_date) where.push(`o.order_date <= ${add(filter.end_date)}`);
    if (filter.keyword) {
      const pattern = add(likePattern(filter.keyword));
      where.push(`(o.order_number ILIKE ${pattern} OR o.remark ILIKE ${pattern})`);
    }
    const whereSql = where.join(' AND ');
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query(
        `WITH page AS (
           SELECT o.id FROM orders o WHERE ${whereSql}
            ORDER BY o.order_date DESC, o.id DESC
            LIMIT $${params.length + 1} OFFSET $${params.length + 2}
         )
         SELECT h.*, t.lines_count, t.ordered_quantity, t.delivered_quantity
           FROM (${HEADER_SELECT} JOIN page ON page.id = o.id) h,
           LATERAL (SELECT count(*)::int AS lines_count, sum(l.quantity)::int AS ordered_quantity,
                           sum(l.delivered_quantity)::int AS delivered_quantity
                      FROM order_lines l WHERE l.order_id = h.id) t
          ORDER BY h.date DESC, h.id DESC`,
        [...params, filter.limit, filter.offset],
      ),
      this.dataSource.query(`SELECT count(*)::int AS total FROM orders o WHERE ${whereSql}`, params),
    ]);
    return {
      data: (
        rows as (HeaderRow & { lines_count: number; ordered_quantity: number; delivered_quantity: number })[]
      ).map((row) => ({
        ...this.headerView(dir, row),
        lines_count: row.lines_count,
        ordered_quantity: row.ordered_quantity,
        [dir.doneField]: row.delivered_quantity,
      })),
      pagination: { page: filter.page, limit: filter.limit, total },
    };
  }

  /**
   * Open and partly delivered orders of each kind: count, the value of their open quantities, and the
   * same for those past their delivery date (today by the server's clock).
   */
  async openOrders(today = todayDateOnly()) {
    const rows: {
      direction: number;
      count: number;
      value: string;
      overdue_count: number;
      overdue_value: string;
    }[] = await this.dataSource.query(
      `SELECT direction, count(*)::int AS count, COALESCE(sum(open_value), 0)::text AS value,
                (count(*) FILTER (WHERE delivery_date < $1))::int AS overdue_count,
                COALESCE(sum(open_value) FILTER (WHERE delivery_date < $1), 0)::text AS overdue_value
           FROM open_orders GROUP BY direction`,
      [today],
    );
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
      const rows: (OrderExportLine & { status: StoredOrderStatus })[] = await this.dataSource.query(
        `SELECT o.order_number, pa.code AS partner_code, pa.short_name AS partner_short_name,
                to_char(o.order_date, 'YYYY-MM-DD') AS date, to_char(o.delivery_date, 'YYYY-MM-DD') AS delivery_date,
                o.status, o.remark, l.line_no, p.code AS product_code, p.product_model, l.quantity,
                l.unit_price::text AS unit_price, l.total_price::text AS total_price, l.delivered_quantity
           FROM orders o
           JOIN partners pa ON pa.id = o.partner_id
           JOIN order_lines l ON l.order_id = o.id
           JOIN products p ON p.id = l.product_id
          WHERE o.direction = $1 AND (o.order_number, l.line_no) > ($2, $3)
          ORDER BY o.order_number, l.line_no
          LIMIT $4`,
        [dir.trade.direction, after[0], after[1], batch],
      );
      if (rows.length > 0) yield rows.map((row) => ({ ...row, status: apiStatus(dir, row.status) }));
      if (rows.length < batch) return;
      const last = rows[rows.length - 1];
      after = [last.order_number, last.line_no];
    }
  }

  /** The order with its lines and deliveries (receipts), oldest first. */
  async get(dir: OrderDirection, id: number): Promise<OrderView & { deliveries: unknown[] }> {
    const m = this.dataSource.manager;
    const [order, deliveries] = await Promise.all([
      this.find(m, dir, id),
      m.query(
        `SELECT r.document_id, d.document_number, r.id AS record_id,
                r.order_line_id AS line_id, to_char(r.record_date, 'YYYY-MM-DD') AS date, r.quantity
           FROM order_lines l
           JOIN trade_records r ON r.order_line_id = l.id
           JOIN trade_documents d ON d.id = r.document_id
          WHERE l.order_id = $1 AND r.return_of IS NULL
          ORDER BY r.record_date, r.id`,
        [id],
      ),
    ]);
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
      const [{ id }]: { id: number }[] = await m.query(
        `INSERT INTO orders (direction, order_number, partner_id, order_date, delivery_date, remark, total_price)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [
          dir.trade.direction,
          number,
          resolved.partnerId,
          input.date,
          input.delivery_date,
          input.remark,
          resolved.total,
        ],
      );
      await this.insertLines(
        m,
        id,
        resolved.lines.map((line, i) => ({ ...line, line_no: i + 1 })),
      );
      const view = await this.find(m, dir, id);
      tx.created(dir.auditEntity, id, view);
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
    await m.query(
      `UPDATE orders SET total_price = (SELECT sum(total_price) FROM order_lines WHERE order_id = $1),
              updated_at = now()
        WHERE id = $1`,
      [id],
    );
    await m.query('SELECT orders_refresh_status(ARRAY[$1::int])', [id]);
    const view = await this.find(m, dir, id);
    tx.updated(dir.auditEntity, id, before, view);
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
      const before = await this.find(m, dir, id);
      const existing = new Map((await this.lineRows(m, id)).map((line) => [line.id, line]));
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
        await m.query('DELETE FROM order_lines WHERE id = ANY($1::int[])', [removed.map((line) => line.id)]);
      }
      const lines = resolved.lines.map((line, i) => ({ ...line, line_no: i + 1 }));
      for (const [i, line] of lines.entries()) {
        const lineId = input.lines[i].id;
        if (lineId === null) continue;
        await m.query(
          `UPDATE order_lines SET line_no = $2, product_id = $3, quantity = $4, unit_price = $5, total_price = $6
            WHERE id = $1`,
          [lineId, line.line_no, line.product_id, line.quantity, line.unit_price, line.total_price],
        );
      }
      await this.insertLines(
        m,
        id,
        lines.filter((_, i) => input.lines[i].id === null),
      );
      await m.query(
        `UPDATE orders SET order_number = $2, partner_id = $3, order_date = $4, delivery_date = $5, remark = $6,
                total_price = $7, updated_at = now()
          WHERE id = $1`,
        [id, number, resolved.partnerId, input.date, input.delivery_date, input.remark, resolved.total],
      );
      await m.query('SELECT orders_refresh_status(ARRAY[$1::int])', [id]);
      const view = await this.find(m, dir, id);
      tx.updated(dir.auditEntity, id, before, view);
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
      tx.deleted(dir.auditEntity, id, view);
      await m.query('DELETE FROM orders WHERE id = $1', [id]);
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
      await m.query('UPDATE orders SET closed = $2, updated_at = now() WHERE id = $1', [id, closed]);
      await m.query('SELECT orders_refresh_status(ARRAY[$1::int])', [id]);
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
    existing: Map<number, LineRow>,
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
        throw new DomainError('VALIDATION_FAILED.noPrice', {
          partner: input.partner_short_name,
          model: line.product_model,
          date: input.date,
        }).within('line', onLine(i));
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

  private async insertLines(
    m: EntityManager,
    orderId: number,
    lines: {
      line_no: number;
      product_id: number;
      quantity: number;
      unit_price: string;
      total_price: string;
    }[],
  ): Promise<void> {
    if (lines.length === 0) return;
    await m.query(
      `INSERT INTO order_lines (order_id, line_no, product_id, quantity, unit_price, total_price)
       SELECT $1, u.line_no, u.product_id, u.quantity, u.unit_price, u.total_price
         FROM unnest($2::smallint[], $3::int[], $4::int[], $5::numeric[], $6::numeric[])
           AS u(line_no, product_id, quantity, unit_price, total_price)`,
      [
        orderId,
        lines.map((l) => l.line_no),
        lines.map((l) => l.product_id),
        lines.map((l) => l.quantity),
        lines.map((l) => l.unit_price),
        lines.map((l) => l.total_price),
      ],
    );
  }

  /**
   * The next SO-/PO-YYYYMMDD-NNN of the date: one more than the highest of that day. Creates of one
   * day and direction take the number in turn (a transaction-level advisory lock on the prefix), so two
   * at once never pick the same.
   */
  private async nextNumber(m: EntityManager, dir: OrderDirection, date: string): Promise<string> {
    const prefix = `${dir.prefix}-${date.replace(/-/g, '')}-`;
    await m.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`order-number:${prefix}`]);
    const [{ n }]: { n: number }[] = await m.query(
      `SELECT COALESCE(max(substr(order_number, $3)::int), 0) + 1 AS n
         FROM orders
        WHERE direction = $1 AND starts_with(order_number, $2) AND substr(order_number, $3) ~ '^[0-9]{1,9}$'`,
      [dir.trade.direction, prefix, prefix.length + 1],
    );
    return `${prefix}${String(n).padStart(3, '0')}`;
  }

  private async assertNumberFree(m: EntityManager, dir: OrderDirection, number: string, self: number | null) {
    const [taken] = await m.query(
      'SELECT id FROM orders WHERE direction = $1 AND order_number = $2 AND id IS DISTINCT FROM $3',
      [dir.trade.direction, number, self],
    );
    if (taken) throw new DomainError('DUPLICATE.orderNumber', { entity: dir.entity, number });
  }

  /** Locks the order's row (404 when unknown or of the other kind). */
  private async lock(
    m: EntityManager,
    dir: OrderDirection,
    id: number,
  ): Promise<{ partner_id: number; order_number: string; status: StoredOrderStatus }> {
    const [row] = await m.query(
      'SELECT partner_id, order_number, status FROM orders WHERE id = $1 AND direction = $2 FOR UPDATE',
      [id, dir.trade.direction],
    );
    if (!row) throw this.notFound(dir, id);
    return row;
  }

  private lineRows(m: EntityManager, orderId: number): Promise<LineRow[]> {
    return m.query(
      `SELECT l.id, l.line_no, l.product_id, p.code AS product_code, p.product_model, l.quantity,
              l.unit_price::text AS unit_price, l.total_price::text AS total_price, l.delivered_quantity
         FROM order_lines l JOIN products p ON p.id = l.product_id
        WHERE l.order_id = $1
        ORDER BY l.line_no, l.id`,
      [orderId],
    );
  }

  private async find(m: EntityManager, dir: OrderDirection, id: number): Promise<OrderView> {
    const [[header], lines] = await Promise.all([
      m.query(`${HEADER_SELECT} WHERE o.id = $1 AND o.direction = $2`, [id, dir.trade.direction]) as Promise<
        HeaderRow[]
      >,
      this.lineRows(m, id),
    ]);
    if (!header) throw this.notFound(dir, id);
    return {
      ...this.headerView(dir, header),
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

  private headerView(dir: OrderDirection, row: HeaderRow) {
    return {
      id: row.id,
      order_number: row.order_number,
      [dir.trade.fields.partnerCode]: row.partner_code,
      [dir.trade.fields.partnerShortName]: row.partner_short_name,
      date: row.date,
      delivery_date: row.delivery_date,
      status: apiStatus(dir, row.status),
      remark: row.remark,
      total_price: toNumber(row.total_price),
    };
  }

  private notFound(dir: OrderDirection, id: number): DomainError {
    return new DomainError('NOT_FOUND', { entity: dir.entity, id });
  }
}
