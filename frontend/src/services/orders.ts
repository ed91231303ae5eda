import { cleanParams, field, listOf, num, request, segment } from './request';
import type { Direction } from './types';

/** Sales orders are delivered by outbound documents, purchase orders received by inbound ones. */
export type OrderKind = 'sales' | 'purchase';

export type OrderStatus = 'open' | 'partial' | 'done' | 'closed';

interface KindFields {
  path: string;
  direction: Direction;
  partner: 'customer' | 'supplier';
  /** The API's name of the status `done`. */
  done: 'delivered' | 'received';
  /** The document body's field naming the order. */
  orderIdField: 'sales_order_id' | 'purchase_order_id';
  /** The audit trail's entity. */
  entity: 'sales_order' | 'purchase_order';
}

export const ORDER_KINDS: Record<OrderKind, KindFields> = {
  sales: {
    path: '/sales-orders',
    direction: 'outbound',
    partner: 'customer',
    done: 'delivered',
    orderIdField: 'sales_order_id',
    entity: 'sales_order',
  },
  purchase: {
    path: '/purchase-orders',
    direction: 'inbound',
    partner: 'supplier',
    done: 'received',
    orderIdField: 'purchase_order_id',
    entity: 'purchase_order',
  },
};

export const ORDER_STATUSES: OrderStatus[] = ['open', 'partial', 'done', 'closed'];

export interface OrderLine {
  id: number;
  product_code: string;
  product_model: string;
  quantity: number;
  unit_price: number;
  total_price: number;
  /** Delivered (sales) or received (purchases). */
  done_quantity: number;
  open_quantity: number;
}

export interface OrderDelivery {
  document_id: number | null;
  document_number: string | null;
  record_id: number;
  line_id: number;
  date: string;
  quantity: number;
}

export interface OrderHeader {
  id: number;
  order_number: string;
  partner_code: string;
  partner_short_name: string;
  date: string;
  delivery_date: string | null;
  status: OrderStatus;
  remark: string | null;
  total_price: number;
}

export interface OrderRow extends OrderHeader {
  lines_count: number;
  ordered_quantity: number;
  done_quantity: number;
}

export interface Order extends OrderHeader {
  lines: OrderLine[];
  deliveries: OrderDelivery[];
}

export interface OrderInput {
  partner_code: string;
  partner_short_name: string;
  date: string;
  delivery_date?: string | null;
  order_number?: string | null;
  remark?: string | null;
  lines: {
    id?: number;
    product_code: string;
    product_model: string;
    quantity: number;
    unit_price?: number;
  }[];
}

export interface OrderQuery {
  page: number;
  limit?: number;
  status?: OrderStatus;
  partner_short_name?: string;
  keyword?: string;
  start_date?: string;
  end_date?: string;
}

export interface OpenOrdersFigures {
  count: number;
  value: number;
  overdue_count: number;
  overdue_value: number;
}

type Raw = Record<string, unknown>;

const text = (value: unknown): string | null =>
  value === undefined || value === null ? null : String(value);

function statusFromApi(kind: OrderKind, value: unknown): OrderStatus {
  if (value === ORDER_KINDS[kind].done) return 'done';
  return ORDER_STATUSES.includes(value as OrderStatus) ? (value as OrderStatus) : 'open';
}

function headerFromApi(kind: OrderKind, raw: Raw): OrderHeader {
  const { partner } = ORDER_KINDS[kind];
  return {
    id: num(raw.id),
    order_number: String(raw.order_number ?? ''),
    partner_code: String(raw[`${partner}_code`] ?? ''),
    partner_short_name: String(raw[`${partner}_short_name`] ?? ''),
    date: String(raw.date ?? ''),
    delivery_date: text(raw.delivery_date),
    status: statusFromApi(kind, raw.status),
    remark: text(raw.remark),
    total_price: num(raw.total_price),
  };
}

const doneOf = (kind: OrderKind, raw: Raw) => num(raw[`${ORDER_KINDS[kind].done}_quantity`]);

export function orderFromApi(kind: OrderKind, raw: Raw): Order {
  return {
    ...headerFromApi(kind, raw),
    lines: ((raw.lines as Raw[] | undefined) ?? []).map((line) => ({
      id: num(line.id),
      product_code: String(line.product_code ?? ''),
      product_model: String(line.product_model ?? ''),
      quantity: num(line.quantity),
      unit_price: num(line.unit_price),
      total_price: num(line.total_price),
      done_quantity: doneOf(kind, line),
      open_quantity: num(line.open_quantity),
    })),
    deliveries: ((raw.deliveries as Raw[] | undefined) ?? []).map((d) => ({
      document_id: d.document_id === null || d.document_id === undefined ? null : num(d.document_id),
      document_number: text(d.document_number),
      record_id: num(d.record_id),
      line_id: num(d.line_id),
      date: String(d.date ?? ''),
      quantity: num(d.quantity),
    })),
  };
}

function toApi(kind: OrderKind, input: OrderInput): Raw {
  const { partner } = ORDER_KINDS[kind];
  return {
    [`${partner}_code`]: input.partner_code,
    [`${partner}_short_name`]: input.partner_short_name,
    date: input.date,
    delivery_date: input.delivery_date || null,
    order_number: input.order_number || null,
    remark: input.remark || null,
    lines: input.lines,
  };
}

export async function listOrders(
  kind: OrderKind,
  query: OrderQuery,
): Promise<{ data: OrderRow[]; total: number }> {
  const { path, partner, done } = ORDER_KINDS[kind];
  const { partner_short_name, status, ...rest } = query;
  const answer = await request.get(path, {
    params: cleanParams({
      ...rest,
      status: status === 'done' ? done : status,
      [`${partner}_short_name`]: partner_short_name,
    }),
  });
  const rows = listOf<Raw>(answer).map((raw) => ({
    ...headerFromApi(kind, raw),
    lines_count: num(raw.lines_count),
    ordered_quantity: num(raw.ordered_quantity),
    done_quantity: doneOf(kind, raw),
  }));
  return { data: rows, total: num(field<{ total?: number }>(answer, 'pagination')?.total ?? rows.length) };
}

export async function getOrder(kind: OrderKind, id: number): Promise<Order> {
  return orderFromApi(kind, (await request.get(`${ORDER_KINDS[kind].path}/${segment(id)}`)) as Raw);
}

export async function createOrder(kind: OrderKind, input: OrderInput): Promise<Order> {
  const answer = await request.post(ORDER_KINDS[kind].path, {
    data: toApi(kind, input),
    skipErrorHandler: true,
  });
  return orderFromApi(kind, answer as Raw);
}

export async function updateOrder(kind: OrderKind, id: number, input: OrderInput): Promise<Order> {
  const answer = await request.put(`${ORDER_KINDS[kind].path}/${segment(id)}`, {
    data: toApi(kind, input),
    skipErrorHandler: true,
  });
  return orderFromApi(kind, answer as Raw);
}

export const deleteOrder = (kind: OrderKind, id: number) =>
  request.delete(`${ORDER_KINDS[kind].path}/${segment(id)}`, { skipErrorHandler: true });

/** Closes (no more expected) or reopens an order. */
export async function setOrderClosed(kind: OrderKind, id: number, closed: boolean): Promise<Order> {
  const answer = await request.post(
    `${ORDER_KINDS[kind].path}/${segment(id)}/${closed ? 'close' : 'reopen'}`,
    {
      skipErrorHandler: true,
    },
  );
  return orderFromApi(kind, answer as Raw);
}

/** The overview's open orders of both kinds. */
export async function openOrders(): Promise<Record<OrderKind, OpenOrdersFigures>> {
  const answer = (await request.get('/overview/open-orders', { skipErrorHandler: true })) as Raw;
  const figures = (raw: unknown): OpenOrdersFigures => {
    const r = (raw ?? {}) as Raw;
    return {
      count: num(r.count),
      value: num(r.value),
      overdue_count: num(r.overdue_count),
      overdue_value: num(r.overdue_value),
    };
  };
  return { sales: figures(answer.sales), purchase: figures(answer.purchases) };
}
