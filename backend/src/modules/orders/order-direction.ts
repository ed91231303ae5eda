import { INBOUND, OUTBOUND, Side } from '../../common/side';

/**
 * Everything that differs between sales orders (delivered by outbound records to customers) and
 * purchase orders (received by inbound records from suppliers): one implementation serves both.
 */
export interface OrderDirection {
  trade: Side;
  /** Route under /api. */
  route: 'sales-orders' | 'purchase-orders';
  /** The audit trail's entity. */
  auditEntity: 'sales_order' | 'purchase_order';
  /** The word in messages: "sales order 12 not found". */
  entity: 'sales order' | 'purchase order';
  /** Generated numbers: SO-20250301-001. */
  prefix: 'SO' | 'PO';
  /** The action's path: /sales-orders/{id}/deliver. */
  action: 'deliver' | 'receive';
  /** The name of the status `complete` in the API. */
  completeStatus: 'delivered' | 'received';
  /** The name of a line's delivered quantity in the API. */
  doneField: 'delivered_quantity' | 'received_quantity';
  /** The name of an order's delivered value (Σ delivered quantity × unit price) in the list's rows. */
  doneValueField: 'delivered_value' | 'received_value';
}

export const SALES_ORDERS: OrderDirection = {
  trade: OUTBOUND,
  route: 'sales-orders',
  auditEntity: 'sales_order',
  entity: 'sales order',
  prefix: 'SO',
  action: 'deliver',
  completeStatus: 'delivered',
  doneField: 'delivered_quantity',
  doneValueField: 'delivered_value',
};

export const PURCHASE_ORDERS: OrderDirection = {
  trade: INBOUND,
  route: 'purchase-orders',
  auditEntity: 'purchase_order',
  entity: 'purchase order',
  prefix: 'PO',
  action: 'receive',
  completeStatus: 'received',
  doneField: 'received_quantity',
  doneValueField: 'received_value',
};

/** The order direction of a trade direction (a document naming an order). */
export function orderDirectionOf(trade: Side): OrderDirection {
  return trade.direction === OUTBOUND.direction ? SALES_ORDERS : PURCHASE_ORDERS;
}

/** Statuses as stored; `complete` is answered as the direction's delivered / received. */
export type StoredOrderStatus = 'open' | 'partial' | 'complete' | 'closed';

export function apiStatus(dir: OrderDirection, status: StoredOrderStatus): string {
  return status === 'complete' ? dir.completeStatus : status;
}

export function storedStatus(dir: OrderDirection, status: string): StoredOrderStatus {
  return status === dir.completeStatus ? 'complete' : (status as StoredOrderStatus);
}
