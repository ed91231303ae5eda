import { recordRoutes, request, type Answer } from './request';
import type { Product } from './types';

export type ProductInput = Omit<Product, 'id'>;

export async function listProducts(): Promise<Product[]> {
  return (await request.get<Answer<'/products', 'get'>>('/products')).data;
}

const routes = recordRoutes<ProductInput>('/products');
export const createProduct = routes.create;
export const updateProduct = routes.update;
export const deleteProduct = routes.remove;
