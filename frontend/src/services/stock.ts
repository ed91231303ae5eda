import { cleanParams, field, listOf, num, request, segment } from './request';
import type { SortOrder, StockRow } from './types';

export interface StockQuery {
  page: number;
  limit: number;
  product_model?: string;
  /** Stock at the end of this day (YYYY-MM-DD); left out: the current stock. */
  as_of?: string;
  sort_field?: string;
  sort_order?: SortOrder;
}

const total = (answer: unknown, fallback: number) =>
  num(field<{ total?: number }>(answer, 'pagination')?.total ?? fallback);

export async function listStock(
  query: StockQuery,
  options: { quiet?: boolean } = {},
): Promise<{ data: StockRow[]; total: number }> {
  const answer = await request.get('/stock', { params: cleanParams(query), skipErrorHandler: options.quiet });
  const rows = listOf<StockRow>(answer).map((row) => ({
    ...row,
    current_stock: num(row.current_stock),
    reserved_quantity: num(row.reserved_quantity),
    on_order_quantity: num(row.on_order_quantity),
    available_quantity: num(row.available_quantity ?? num(row.current_stock) - num(row.reserved_quantity)),
    reorder_level:
      row.reorder_level === null || row.reorder_level === undefined ? null : num(row.reorder_level),
  }));
  return { data: rows, total: total(answer, rows.length) };
}

/**
 * The current stock of one product model, or null when the list does not have it. The list searches
 * by "contains", so the exact model is picked from the first page of matches. Quiet: it is a hint.
 */
export async function stockOf(productModel: string): Promise<number | null> {
  const { data } = await listStock({ page: 1, limit: 100, product_model: productModel }, { quiet: true });
  const row = data.find((item) => item.product_model === productModel);
  return row ? row.current_stock : null;
}

export async function totalCostEstimate(): Promise<number> {
  return num(field(await request.get('/stock/total-cost-estimate'), 'total_cost_estimate'));
}

/** Recalculates stock; the page shows its own messages. */
export const refreshStock = () => request.post('/stock/refresh', { data: {}, skipErrorHandler: true });

/** why stock was adjusted; `opening` is opening stock (an increase with a unit cost). */
export const ADJUSTMENT_REASONS = ['stocktake', 'damage', 'loss', 'sample', 'opening', 'other'] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

export interface StockAdjustment {
  id: number;
  product_model: string;
  date: string;
  reason: AdjustmentReason;
  /** Signed: negative takes goods out. */
  quantity_change: number;
  /** The given unit cost, else the cost the change was valued at. */
  unit_cost: number;
  /** The value added to stock (negative for a decrease). */
  total_cost: number;
  remark: string | null;
}

/** The body of POST and PUT: exactly one of `quantity_change` (≠ 0) and `counted_quantity` (≥ 0). */
export interface AdjustmentInput {
  product_model: string;
  date: string;
  reason: AdjustmentReason;
  quantity_change?: number;
  counted_quantity?: number;
  unit_cost?: number | null;
  remark?: string | null;
}

export interface AdjustmentQuery {
  page: number;
  limit: number;
  product_model?: string;
  start_date?: string;
  end_date?: string;
}

function adjustmentFromApi(raw: StockAdjustment): StockAdjustment {
  return {
    ...raw,
    quantity_change: num(raw.quantity_change),
    unit_cost: num(raw.unit_cost),
    total_cost: num(raw.total_cost),
    remark: raw.remark ?? null,
  };
}

/** `GET /stock/adjustments`: newest first. */
export async function listAdjustments(
  query: AdjustmentQuery,
): Promise<{ data: StockAdjustment[]; total: number }> {
  const answer = await request.get('/stock/adjustments', { params: cleanParams(query) });
  const rows = listOf<StockAdjustment>(answer).map(adjustmentFromApi);
  return { data: rows, total: total(answer, rows.length) };
}

export const createAdjustment = (input: AdjustmentInput) =>
  request.post('/stock/adjustments', { data: input, skipErrorHandler: true });

export const updateAdjustment = (id: number, input: AdjustmentInput) =>
  request.put(`/stock/adjustments/${segment(id)}`, { data: input, skipErrorHandler: true });

export const deleteAdjustment = (id: number) =>
  request.delete(`/stock/adjustments/${segment(id)}`, { skipErrorHandler: true });

export type MovementKind = 'inbound' | 'outbound' | 'inbound_return' | 'outbound_return' | 'adjustment';

export interface Movement {
  date: string;
  kind: MovementKind;
  record_id: number;
  partner_short_name: string | null;
  quantity_change: number;
  /** The stock after this movement. */
  balance_quantity: number;
  unit_cost: number;
  value_change: number;
}

export interface MovementQuery {
  product_model: string;
  page: number;
  limit: number;
  start_date?: string;
  end_date?: string;
}

/** A page of a product's movement card, oldest first, with the stock before and after the range. */
export interface MovementCard {
  product_model: string;
  opening_quantity: number;
  closing_quantity: number;
  data: Movement[];
  total: number;
}

/** `GET /stock/movements`. */
export async function listMovements(query: MovementQuery, quiet = false): Promise<MovementCard> {
  const answer = await request.get<MovementCard & { pagination?: { total?: number } }>('/stock/movements', {
    params: cleanParams(query),
    skipErrorHandler: quiet,
  });
  const rows = listOf<Movement>(answer).map((row) => ({
    ...row,
    quantity_change: num(row.quantity_change),
    balance_quantity: num(row.balance_quantity),
    unit_cost: num(row.unit_cost),
    value_change: num(row.value_change),
  }));
  return {
    product_model: answer.product_model ?? query.product_model,
    opening_quantity: num(answer.opening_quantity),
    closing_quantity: num(answer.closing_quantity),
    data: rows,
    total: total(answer, rows.length),
  };
}

/**
 * A product's stock at the end of `date`: every movement up to that day (the movement card's closing
 * quantity with only an end date), which is what a counted quantity is compared with.
 */
export async function stockOn(productModel: string, date: string): Promise<number> {
  const card = await listMovements({ product_model: productModel, end_date: date, page: 1, limit: 1 }, true);
  return card.closing_quantity;
}
