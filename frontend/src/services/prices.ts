import { cleanParams, field, listOf, num, request, segment } from './request';
import type { ProductPrice, ProductPriceInput } from './types';

export interface PriceListQuery {
  page: number;
  limit?: number;
  partner_short_name?: string;
  product_model?: string;
  effective_date?: string;
}

export async function listPrices(query: PriceListQuery): Promise<{ data: ProductPrice[]; total: number }> {
  const answer = await request.get('/product-prices', { params: cleanParams(query) });
  const rows = listOf<ProductPrice>(answer).map((row) => ({ ...row, unit_price: num(row.unit_price) }));
  const pagination = field<{ total?: number }>(answer, 'pagination');
  return { data: rows, total: num(pagination?.total ?? rows.length) };
}

export interface AutoPriceQuery {
  partner_short_name: string;
  product_model: string;
  date: string;
}

/** GET /product-prices/auto: the price effective for that partner, model and date; null when none (a 200 answer). */
export async function lookupPrice(query: AutoPriceQuery): Promise<number | null> {
  const answer = await request.get('/product-prices/auto', { params: query, skipErrorHandler: true });
  const price = field<unknown>(answer, 'unit_price');
  if (price === null || price === undefined || price === '') return null;
  const value = Number(price);
  return Number.isFinite(value) ? value : null;
}

export const createPrice = (body: ProductPriceInput) =>
  request.post('/product-prices', { data: body, skipErrorHandler: true });

export const updatePrice = (id: number, body: ProductPriceInput) =>
  request.put(`/product-prices/${segment(id)}`, { data: body, skipErrorHandler: true });

export const deletePrice = (id: number) =>
  request.delete(`/product-prices/${segment(id)}`, { skipErrorHandler: true });
