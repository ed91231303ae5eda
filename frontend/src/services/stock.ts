import { cleanParams, recordRoutes, request, type Answer } from './request';
import type { Schemas, SortOrder, StockRow } from './types';

export interface StockQuery {
  page: number;
  limit: number;
  product_model?: string;
  /** Stock at the end of this day (YYYY-MM-DD); left out: the current stock. */
  as_of?: string;
  sort_field?: string;
  sort_order?: SortOrder;
}

export async function listStock(
  query: StockQuery,
  options: { quiet?: boolean } = {},
): Promise<{ data: StockRow[]; total: number }> {
  const answer = await request.get<Answer<'/stock', 'get'>>('/stock', {
    params: cleanParams(query),
    skipErrorHandler: options.quiet,
  });
  return { data: answer.data, total: answer.pagination.total };
}

/** A product's stock as the forms show it: on hand, and how much of that open sales orders wait for. */
export interface StockLevel {
  current: number;
  reserved: number;
}

/**
 * The stock of one product model, or null when the list does not have it. The list searches by
 * "contains", so the exact model is picked from the first page of matches. Quiet: it is a hint.
 */
export async function stockOf(productModel: string): Promise<StockLevel | null> {
  const { data } = await listStock({ page: 1, limit: 100, product_model: productModel }, { quiet: true });
  const row = data.find((item) => item.product_model === productModel);
  return row ? { current: row.current_stock, reserved: row.reserved_quantity } : null;
}

/** The value of the stock on hand under the cost method: now, or at the end of `asOf` (YYYY-MM-DD). */
export async function totalCostEstimate(asOf?: string): Promise<number> {
  const answer = await request.get<Answer<'/stock/total-cost-estimate', 'get'>>(
    '/stock/total-cost-estimate',
    {
      params: cleanParams({ as_of: asOf }),
    },
  );
  return answer.total_cost_estimate;
}

/** Recalculates stock; the page shows its own messages. */
export const refreshStock = () => request.post('/stock/refresh', { data: {}, skipErrorHandler: true });

/** why stock was adjusted; `opening` is opening stock (an increase with a unit cost). */
export const ADJUSTMENT_REASONS = ['stocktake', 'damage', 'loss', 'sample', 'opening', 'other'] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

/** An adjustment: `quantity_change` is signed (negative takes goods out), `total_cost` the value it added. */
export type StockAdjustment = Schemas['AdjustmentView'];

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

/** `GET /stock/adjustments`: newest first. */
export async function listAdjustments(
  query: AdjustmentQuery,
): Promise<{ data: StockAdjustment[]; total: number }> {
  const answer = await request.get<Answer<'/stock/adjustments', 'get'>>('/stock/adjustments', {
    params: cleanParams(query),
  });
  return { data: answer.data, total: answer.pagination.total };
}

export const {
  create: createAdjustment,
  update: updateAdjustment,
  remove: deleteAdjustment,
} = recordRoutes<AdjustmentInput, number>('/stock/adjustments');

/** A line of the movement card; `balance_quantity` is the stock after it. */
export type Movement = Schemas['MovementView'];

export type MovementKind = Movement['kind'];

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
  const { pagination, ...card } = await request.get<Answer<'/stock/movements', 'get'>>('/stock/movements', {
    params: cleanParams(query),
    skipErrorHandler: quiet,
  });
  return { ...card, total: pagination.total };
}

/**
 * A product's stock at the end of `date`: every movement up to that day (the movement card's closing
 * quantity with only an end date), which is what a counted quantity is compared with.
 */
export async function stockOn(productModel: string, date: string): Promise<number> {
  const card = await listMovements({ product_model: productModel, end_date: date, page: 1, limit: 1 }, true);
  return card.closing_quantity;
}
