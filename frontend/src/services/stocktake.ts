import { cleanParams, request, type Answer } from './request';
import type { StockAdjustment } from './stock';
import type { Schemas } from './types';

/** A product on the count sheet: its stock at the end of the count date. */
export type CountSheetRow = Schemas['CountSheetRow'];

/** `GET /stock/count-sheet?date`: every product by category and model, with its stock on that date. */
export async function getCountSheet(date: string): Promise<CountSheetRow[]> {
  const answer = await request.get<Answer<'/stock/count-sheet', 'get'>>('/stock/count-sheet', {
    params: cleanParams({ date }),
  });
  return answer.data;
}

export interface CountInput {
  date: string;
  remark?: string | null;
  lines: { product_model: string; counted_quantity: number }[];
}

export interface CountResult {
  /** The adjustments created, one per line whose count differed from the stock. */
  created: StockAdjustment[];
  /** Lines whose count equalled the stock: nothing was created for them. */
  unchanged: number;
}

/** `POST /stock/adjustments/batch` with reason stocktake: all lines or none; the page shows the refusal. */
export async function postCount(input: CountInput): Promise<CountResult> {
  const answer = await request.post<Answer<'/stock/adjustments/batch', 'post'>>('/stock/adjustments/batch', {
    data: { ...input, reason: 'stocktake' },
    skipErrorHandler: true,
  });
  return { created: answer.data, unchanged: answer.unchanged };
}
