import { TestApp } from './app';

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
