import { listOf, request, segment } from './request';
import type { Product } from './types';

export type ProductInput = Omit<Product, 'id'>;

export async function listProducts(): Promise<Product[]> {
  return listOf<Product>(await request.get('/products'));
}

export const createProduct = (body: ProductInput) =>
  request.post('/products', { data: body, skipErrorHandler: true });

export const updateProduct = (code: string, body: ProductInput) =>
  request.put(`/products/${segment(code)}`, { data: body, skipErrorHandler: true });

export const deleteProduct = (code: string) =>
  request.delete(`/products/${segment(code)}`, { skipErrorHandler: true });
