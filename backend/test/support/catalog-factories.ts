import { TestApp } from './app';
import { newProduct } from './factories';
import { newInbound } from './ledger-factories';

export interface PriceView {
  id: number;
  partner_code: string | null;
  partner_short_name: string;
  product_code: string;
  product_model: string;
  unit_price: number;
  effective_date: string;
}

/** A product price created through the API as an editor; partner_short_name and product_model are required. */
export async function newPrice(
  t: TestApp,
  fields: { partner_short_name: string; product_model: string } & Record<string, unknown>,
): Promise<PriceView> {
  const body = { unit_price: 10, effective_date: '2025-01-01', ...fields };
  const res = await t.http().post('/api/product-prices').set(t.as.editor).send(body);
  if (res.status !== 201) throw new Error(`newPrice: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as PriceView;
}

/**
 * A product with `stock` units on hand (one purchase from `supplier` on 2025-01-02; none for 0) and the
 * given product fields (a `reorder_level`, for instance).
 */
export async function newStockedProduct(
  t: TestApp,
  supplier: { code: string; short_name: string },
  stock: number,
  fields: Record<string, unknown> = {},
) {
  const product = await newProduct(t, fields);
  if (stock > 0)
    await newInbound(t, supplier, product, { date: '2025-01-02', quantity: stock, unit_price: 1 });
  return product;
}
