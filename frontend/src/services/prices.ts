import { cleanParams, recordRoutes, request, type Answer } from './request';
import type { ProductPrice, ProductPriceInput } from './types';

export interface PriceListQuery {
  page: number;
  limit?: number;
  partner_short_name?: string;
  product_model?: string;
  effective_date?: string;
}

export async function listPrices(query: PriceListQuery): Promise<{ data: ProductPrice[]; total: number }> {
  const answer = await request.get<Answer<'/product-prices', 'get'>>('/product-prices', {
    params: cleanParams(query),
  });
  return { data: answer.data, total: answer.pagination.total };
}

export interface AutoPriceQuery {
  partner_short_name: string;
  product_model: string;
  date: string;
}

/** GET /product-prices/auto: the price effective for that partner, model and date; null when none (a 200 answer). */
export async function lookupPrice(query: AutoPriceQuery): Promise<number | null> {
  const answer = await request.get<Answer<'/product-prices/auto', 'get'>>('/product-prices/auto', {
    params: query,
    skipErrorHandler: true,
  });
  return answer.unit_price;
}

export const {
  create: createPrice,
  update: updatePrice,
  remove: deletePrice,
} = recordRoutes<ProductPriceInput, number>('/product-prices');
