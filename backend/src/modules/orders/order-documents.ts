import { EntityManager } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error';
import { onLine } from '../../common/http/refusal';
import { Side } from '../../common/side';
import { orderDirectionOf } from './order-direction';

/** What a document delivering (receiving) an order says of it; the fields the order fills in. */
export interface OrderDocument {
  order_id: number | null;
  partner_code: string;
  partner_short_name: string;
  order_number: string | null;
  lines: {
    product_code: string;
    product_model: string;
    quantity: number;
    unit_price: string | null;
    order_line_id: number | null;
  }[];
}

/**
 * Checks a document against the order it delivers (receives), inside the document's transaction, and
 * fills in what the order decides: the order's number as the records' order number, and each line's
 * unit price from its order line unless one was sent. The order row is locked first, so deliveries of
 * one order follow each other. Refused: an order of the other kind or unknown (400), a closed one
 * (409), another partner (400), a line without an order line of this order or with another product
 * (400), more than a line's open quantity counting the document's earlier lines (409, naming the line).
 * A document without an order may not name order lines (400).
 */
export async function applyOrder(m: EntityManager, trade: Side, doc: OrderDocument): Promise<void> {
  const dir = orderDirectionOf(trade);
  if (doc.order_id === null) {
    const i = doc.lines.findIndex((line) => line.order_line_id !== null);
    if (i >= 0) {
      throw new DomainError('VALIDATION_FAILED.orderLineWithoutOrder', { field: trade.orderIdField }).within(
        'line',
        onLine(i),
      );
    }
    return;
  }
  const [order]: { order_number: string; status: string; code: string; short_name: string }[] = await m.query(
    `SELECT o.order_number, o.status, pa.code, pa.short_name
       FROM orders o JOIN partners pa ON pa.id = o.partner_id
      WHERE o.id = $1 AND o.direction = $2
        FOR UPDATE OF o`,
    [doc.order_id, trade.direction],
  );
  if (!order)
    throw new DomainError('VALIDATION_FAILED.unknownRecord', { entity: dir.entity, id: doc.order_id });
  if (order.status === 'closed') throw new DomainError('CONFLICT.orderClosed', { entity: dir.entity });
  if (order.code !== doc.partner_code || order.short_name !== doc.partner_short_name) {
    throw new DomainError('VALIDATION_FAILED.orderPartner', { party: trade.partner, entity: dir.entity });
  }
  const rows: {
    id: number;
    code: string;
    product_model: string;
    open: number;
    unit_price: string;
  }[] = await m.query(
    `SELECT l.id, p.code, p.product_model, l.quantity - l.delivered_quantity AS open, l.unit_price::text AS unit_price
       FROM order_lines l JOIN products p ON p.id = l.product_id
      WHERE l.order_id = $1`,
    [doc.order_id],
  );
  const lines = new Map(rows.map((row) => [row.id, row]));
  const taken = new Map<number, number>();
  for (const [i, line] of doc.lines.entries()) {
    const ordered = line.order_line_id === null ? undefined : lines.get(line.order_line_id);
    if (!ordered) {
      throw new DomainError('VALIDATION_FAILED.orderLineUnknown', {
        id: line.order_line_id ?? '',
        entity: dir.entity,
      }).within('line', onLine(i));
    }
    if (ordered.code !== line.product_code || ordered.product_model !== line.product_model) {
      throw new DomainError('VALIDATION_FAILED.orderLineProduct').within('line', onLine(i));
    }
    const open = ordered.open - (taken.get(ordered.id) ?? 0);
    if (line.quantity > open) {
      throw new DomainError('ORDER_QUANTITY_EXCEEDED', { open }).within('line', onLine(i));
    }
    taken.set(ordered.id, (taken.get(ordered.id) ?? 0) + line.quantity);
    line.unit_price ??= ordered.unit_price;
  }
  doc.order_number = order.order_number;
}
