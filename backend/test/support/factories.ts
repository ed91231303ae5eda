import { TestApp } from './app';

let seq = 0;
const next = () => `${process.pid % 1000}${++seq}`;

/** Small builders for test data, created through the real API as an editor. Overrides win. */
export async function newPartner(t: TestApp, overrides: Record<string, unknown> = {}) {
  const n = next();
  const body = {
    code: `P${n}`,
    short_name: `Partner ${n}`,
    full_name: `Partner ${n} Trading Co., Ltd.`,
    type: 1,
    address: '1 Market Street',
    contact_person: 'Li Lei',
    contact_phone: '010-1234567',
    ...overrides,
  };
  const res = await t.http().post('/api/partners').set(t.as.editor).send(body);
  if (res.status !== 201) throw new Error(`newPartner: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as {
    id: number;
    code: string;
    short_name: string;
    full_name: string;
    type: number;
    active: boolean;
  };
}

export const newSupplier = (t: TestApp, overrides: Record<string, unknown> = {}) =>
  newPartner(t, { type: 0, ...overrides });
export const newCustomer = (t: TestApp, overrides: Record<string, unknown> = {}) =>
  newPartner(t, { type: 1, ...overrides });

export async function newProduct(t: TestApp, overrides: Record<string, unknown> = {}) {
  const n = next();
  const body = {
    code: `C${n}`,
    product_model: `Model-${n}`,
    category: 'category 1',
    remark: null,
    ...overrides,
  };
  const res = await t.http().post('/api/products').set(t.as.editor).send(body);
  if (res.status !== 201) throw new Error(`newProduct: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { id: number; code: string; product_model: string; category: string };
}
