import { TestApp } from './app';

interface Party {
  code: string;
  short_name: string;
}

interface Item {
  code: string;
  product_model: string;
}

export interface TradeLine {
  date: string;
  quantity: number;
  unit_price: number;
  order_number?: string | null;
  remark?: string | null;
}

/** quantity × unit price with 3 decimals, as the forms send it. */
const totalOf = (line: TradeLine) => Number((line.quantity * line.unit_price).toFixed(3));

/** An inbound record from `supplier` through POST /api/inbound as an editor; returns the answer's data. */
export async function newInbound(t: TestApp, supplier: Party, product: Item, line: TradeLine) {
  const res = await t
    .http()
    .post('/api/inbound')
    .set(t.as.editor)
    .send({
      supplier_code: supplier.code,
      supplier_short_name: supplier.short_name,
      product_code: product.code,
      product_model: product.product_model,
      inbound_date: line.date,
      quantity: line.quantity,
      unit_price: line.unit_price,
      total_price: totalOf(line),
      order_number: line.order_number ?? null,
      remark: line.remark ?? null,
    });
  if (res.status !== 201) throw new Error(`newInbound: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { id: number };
}

/** An outbound record to `customer` through POST /api/outbound as an editor; returns the answer's data. */
export async function newOutbound(t: TestApp, customer: Party, product: Item, line: TradeLine) {
  const res = await t
    .http()
    .post('/api/outbound')
    .set(t.as.editor)
    .send({
      customer_code: customer.code,
      customer_short_name: customer.short_name,
      product_code: product.code,
      product_model: product.product_model,
      outbound_date: line.date,
      quantity: line.quantity,
      unit_price: line.unit_price,
      total_price: totalOf(line),
      order_number: line.order_number ?? null,
      remark: line.remark ?? null,
    });
  if (res.status !== 201) throw new Error(`newOutbound: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { id: number };
}

export type Side = 'receivable' | 'payable';

export interface PaymentBody {
  amount: number | string;
  pay_date: string;
  pay_method?: string;
  remark?: string | null;
  /** Left out: the default account. */
  account_id?: number;
}

/** A payment of `party` on `side` through POST /api/<side>/payments as an editor; returns its data. */
export async function newPayment(t: TestApp, side: Side, party: Party, body: PaymentBody) {
  const partyField = side === 'receivable' ? 'customer_code' : 'supplier_code';
  const res = await t
    .http()
    .post(`/api/${side}/payments`)
    .set(t.as.editor)
    .send({ [partyField]: party.code, pay_method: 'E-Transfer', remark: null, ...body });
  if (res.status !== 201) throw new Error(`newPayment: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as {
    id: number;
    amount: number;
    pay_date: string;
    pay_method: string;
    remark: string | null;
    account_id: number;
    account_name: string;
  };
}

/** The first day of the current month and of the previous month, YYYY-MM-DD in local time. */
export function monthStarts(now = new Date()): {
  thisMonth: string;
  lastMonth: string;
  lastMonthMid: string;
} {
  const pad = (n: number) => String(n).padStart(2, '0');
  const last = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  return {
    thisMonth: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-01`,
    lastMonth: `${last.getFullYear()}-${pad(last.getMonth() + 1)}-01`,
    lastMonthMid: `${last.getFullYear()}-${pad(last.getMonth() + 1)}-15`,
  };
}

export interface OpeningBalanceBody {
  amount: number | string;
  date: string;
}

/** Sets `party`'s opening balance through PUT /api/<side>/opening-balances/{code} as an editor. */
export async function setOpeningBalance(t: TestApp, side: Side, party: Party, body: OpeningBalanceBody) {
  const res = await t
    .http()
    .put(`/api/${side}/opening-balances/${encodeURIComponent(party.code)}`)
    .set(t.as.editor)
    .send(body);
  if (res.status !== 200) throw new Error(`setOpeningBalance: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as Record<string, string | number>;
}
