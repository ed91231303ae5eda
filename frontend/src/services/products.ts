import { recordRoutes, request, type Answer } from './request';
import type { Product, Schemas } from './types';

/** What the product form sends (POST and PUT). */
export type ProductInput = Schemas['CreateProductDto'];
/** What a change sends: the fields and the version they were loaded at (another one → STALE_VERSION). */
export type ProductChange = Schemas['UpdateProductDto'] & { version: number };

export async function listProducts(): Promise<Product[]> {
  return (await request.get<Answer<'/products', 'get'>>('/products')).data;
}

export const {
  create: createProduct,
  update: updateProduct,
  remove: deleteProduct,
} = recordRoutes<ProductInput, string, ProductChange>('/products');
