import {
  cleanParams,
  named,
  partnerContactFromApi,
  partnerFromApi,
  request,
  segment,
  type Answer,
  type PartnerContact,
} from './request';
import type { Direction, Schemas } from './types';

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

/** A delivery (receipt): one record of a document, on one of the order's lines. */
export type OrderDelivery = Schemas['OrderDeliveryResponse'];

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
  /** Raised by every change: a save sends the one it loaded, and another one is refused (STALE_VERSION). */
  version: number;
}

export interface OrderRow extends OrderHeader {
  lines_count: number;
  ordered_quantity: number;
  done_quantity: number;
  /** Σ delivered (received) quantity × unit price. */
  done_value: number;
}

export interface Order extends OrderHeader {
  partner_full_name: string;
  partner_contact: PartnerContact;
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

export type OpenOrdersFigures = Schemas['OpenOrdersFiguresResponse'];

type ApiLine = Schemas['SalesOrderLineResponse'] | Schemas['PurchaseOrderLineResponse'];
type ApiOrder =
  | Schemas['SalesOrderResponse']
  | Schemas['PurchaseOrderResponse']
  | Schemas['SalesOrderDetailResponse']
  | Schemas['PurchaseOrderDetailResponse'];
type ApiRow = Schemas['SalesOrderRowResponse'] | Schemas['PurchaseOrderRowResponse'];
type ApiHeader = ApiOrder | ApiRow;
type ApiPage = Schemas['SalesOrderRowPage'] | Schemas['PurchaseOrderRowPage'];

function statusFromApi(status: ApiHeader['status']): OrderStatus {
  return status === 'delivered' || status === 'received' ? 'done' : status;
}

function headerFromApi(kind: OrderKind, raw: ApiHeader): OrderHeader {
  return {
    id: raw.id,
    order_number: raw.order_number,
    ...partnerFromApi(raw, ORDER_KINDS[kind].partner),
    date: raw.date,
    delivery_date: raw.delivery_date,
    status: statusFromApi(raw.status),
    remark: raw.remark,
    total_price: raw.total_price,
    version: raw.version,
  };
}

/** A line's or row's delivered (sales) or received (purchases) quantity. */
const doneOf = (kind: OrderKind, raw: ApiLine | ApiRow): number =>
  named(raw, `${ORDER_KINDS[kind].done}_quantity`);

/** An order as the pages use it; an answer without deliveries (a create, change, close) has none. */
export function orderFromApi(kind: OrderKind, raw: ApiOrder): Order {
  const { partner } = ORDER_KINDS[kind];
  return {
    ...headerFromApi(kind, raw),
    partner_full_name: named(raw, `${partner}_full_name`),
    partner_contact: partnerContactFromApi(raw, partner),
    lines: raw.lines.map((line: ApiLine) => ({
      id: line.id,
      product_code: line.product_code,
      product_model: line.product_model,
      quantity: line.quantity,
      unit_price: line.unit_price,
      total_price: line.total_price,
      done_quantity: doneOf(kind, line),
      open_quantity: line.open_quantity,
    })),
    deliveries: 'deliveries' in raw ? raw.deliveries : [],
  };
}

function toApi(kind: OrderKind, input: OrderInput) {
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
  const answer = await request.get<ApiPage>(path, {
    params: cleanParams({
      ...rest,
      status: status === 'done' ? done : status,
      [`${partner}_short_name`]: partner_short_name,
    }),
  });
  const rows = answer.data.map((raw: ApiRow) => ({
    ...headerFromApi(kind, raw),
    lines_count: raw.lines_count,
    ordered_quantity: raw.ordered_quantity,
    done_quantity: doneOf(kind, raw),
    done_value: named<number>(raw, `${ORDER_KINDS[kind].done}_value`),
  }));
  return { data: rows, total: answer.pagination.total };
}

export async function getOrder(kind: OrderKind, id: number): Promise<Order> {
  return orderFromApi(kind, await request.get<ApiOrder>(`${ORDER_KINDS[kind].path}/${segment(id)}`));
}

export async function createOrder(kind: OrderKind, input: OrderInput): Promise<Order> {
  const answer = await request.post<ApiOrder>(ORDER_KINDS[kind].path, {
    data: toApi(kind, input),
    skipErrorHandler: true,
  });
  return orderFromApi(kind, answer);
}

/** Changes the order loaded at `version`: changed since, it is refused (409 STALE_VERSION), nothing written. */
export async function updateOrder(
  kind: OrderKind,
  id: number,
  input: OrderInput,
  version: number,
): Promise<Order> {
  const answer = await request.put<ApiOrder>(`${ORDER_KINDS[kind].path}/${segment(id)}`, {
    data: { ...toApi(kind, input), version },
    skipErrorHandler: true,
  });
  return orderFromApi(kind, answer);
}

export const deleteOrder = (kind: OrderKind, id: number) =>
  request.delete(`${ORDER_KINDS[kind].path}/${segment(id)}`, { skipErrorHandler: true });

/** Closes (no more expected) or reopens an order. */
export async function setOrderClosed(kind: OrderKind, id: number, closed: boolean): Promise<Order> {
  const answer = await request.post<ApiOrder>(
    `${ORDER_KINDS[kind].path}/${segment(id)}/${closed ? 'close' : 'reopen'}`,
    {
      skipErrorHandler: true,
    },
  );
  return orderFromApi(kind, answer);
}

/** The overview's open orders of both kinds. */
export async function openOrders(): Promise<Record<OrderKind, OpenOrdersFigures>> {
  const answer = await request.get<Answer<'/overview/open-orders', 'get'>>('/overview/open-orders', {
    skipErrorHandler: true,
  });
  return { sales: answer.sales, purchase: answer.purchases };
}
