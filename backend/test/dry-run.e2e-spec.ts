import { TestApp, createTestApp } from './support/app';
import { newCustomer, newProduct, newSupplier } from './support/factories';
import { Partner, Product, Row, newInbound, newOutbound } from './support/trade-factories';

/**
 * `?dry_run=true` on the writes that post to the books: every rule runs, the answer is
 * `{ dry_run: true, result, effects }` with what the write would answer and change (stock, the partner's
 * balance, each month's cost of goods sold, the records re-costed), a refusal is the write's own, and
 * nothing stays behind: no row, no audit entry, no document number used up.
 */
describe('dry runs of writes', () => {
  let t: TestApp;
  let supplier: Partner;
  let customer: Partner;

  beforeAll(async () => {
    t = await createTestApp();
    supplier = await newSupplier(t);
    customer = await newCustomer(t);
  });
  afterAll(() => t.close());

  const send = (method: 'post' | 'put' | 'delete', path: string, body?: Row) => {
    const req = t.http()[method](`/api${path}`).set(t.as.editor);
    return body === undefined ? req : req.send(body);
  };
  const dry = (method: 'post' | 'put' | 'delete', path: string, body?: Row) =>
    send(method, `${path}?dry_run=true`, body);

  const line = (product: Product, quantity: number, unitPrice: number | string): Row => ({
    product_code: product.code,
    product_model: product.product_model,
    quantity,
    unit_price: unitPrice,
  });
  const purchase = (date: string, lines: Row[]): Row => ({
    supplier_code: supplier.code,
    supplier_short_name: supplier.short_name,
    date,
    lines,
  });
  const sale = (date: string, lines: Row[]): Row => ({
    customer_code: customer.code,
    customer_short_name: customer.short_name,
    date,
    lines,
  });

  /** Everything a write could leave behind, table by table. */
  const TABLES = [
    'trade_records',
    'trade_record_costs',
    'trade_documents',
    'trade_document_counters',
    'trade_document_spare_numbers',
    'stock',
    'stock_checkpoints',
    'partner_balances',
    'orders',
    'order_lines',
    'audit_log',
    'audit_counts',
    'list_counts',
    'profit_and_loss_months',
  ];
  async function footprint(): Promise<Record<string, unknown>> {
    const tables: Record<string, unknown> = {};
    for (const table of TABLES) {
      tables[table] = await t.dataSource.query(`SELECT to_jsonb(x)::text AS row FROM ${table} x ORDER BY 1`);
    }
    return tables;
  }

  async function costOfGoodsSold(month: string): Promise<number> {
    const [year, m] = month.split('-').map(Number);
    const last = new Date(Date.UTC(year, m, 0)).toISOString().slice(0, 10);
    const res = await t
      .http()
      .get('/api/reports/profit-and-loss')
      .query({ start_date: `${month}-01`, end_date: last })
      .set(t.as.reader);
    expect(res.status).toBe(200);
    return res.body.months[0].cost_of_goods_sold;
  }

  async function balanceOf(partner: Partner): Promise<number> {
    const [row] = await t.dataSource.query(
      `SELECT (b.total - b.paid)::float AS balance FROM partner_balances b WHERE b.partner_id = $1`,
      [partner.id],
    );
    return row ? row.balance : 0;
  }

  /** The answer without what a real write numbers anew (ids come from sequences, never reused). */
  const withoutIds = (value: unknown): unknown =>
    JSON.parse(JSON.stringify(value), (key, v: unknown) =>
      ['id', 'record_id', 'document_id'].includes(key) ? undefined : v,
    );

  it('shows a back-dated purchase re-costing later sales, leaves nothing, and the write then does just that', async () => {
    const product = await newProduct(t);
    await newInbound(t, supplier, product, { inbound_date: '2025-01-05', quantity: 10, unit_price: 1 });
    await newOutbound(t, customer, product, { outbound_date: '2025-02-10', quantity: 2, unit_price: 5 });
    await newOutbound(t, customer, product, { outbound_date: '2025-03-10', quantity: 3, unit_price: 5 });
    // Reading the statement stores the closed months' summaries, which a back-dated write deletes.
    const before = { feb: await costOfGoodsSold('2025-02'), mar: await costOfGoodsSold('2025-03') };
    const balance = await balanceOf(supplier);
    const body = purchase('2025-01-20', [line(product, 10, 3)]);
    const kept = await footprint();

    const res = await dry('post', '/inbound/documents', body);
    expect(res.status).toBe(200);
    expect(res.body.dry_run).toBe(true);
    expect(res.body.result).toMatchObject({ document_number: 'IN-20250120-001', total_price: 30 });
    // The average cost goes from 1.00 to 2.00 from 2025-01-20 on: the two later sales cost twice as much.
    expect(res.body.effects).toEqual({
      stock: [{ product_code: product.code, warehouse_code: 'MAIN', before: 5, after: 15 }],
      partner_balance: { partner_code: supplier.code, before: balance, after: balance + 30 },
      cost_of_goods_sold: [
        { month: '2025-02', before: before.feb, after: before.feb + 2 },
        { month: '2025-03', before: before.mar, after: before.mar + 3 },
      ],
      records_recosted: 2,
    });
    expect(await footprint()).toEqual(kept);

    const real = await send('post', '/inbound/documents', body);
    expect(real.status).toBe(201);
    expect(withoutIds(real.body)).toEqual(withoutIds(res.body.result));
    expect(await costOfGoodsSold('2025-02')).toBe(before.feb + 2);
    expect(await costOfGoodsSold('2025-03')).toBe(before.mar + 3);
  });

  it('gives a sale the number the write gets, and its cost in this month', async () => {
    const product = await newProduct(t);
    await newInbound(t, supplier, product, { inbound_date: '2025-05-01', quantity: 10, unit_price: 2 });
    const month = await costOfGoodsSold('2025-05');
    const balance = await balanceOf(customer);
    const body = sale('2025-05-02', [line(product, 4, 5)]);
    const kept = await footprint();
    const res = await dry('post', '/outbound/documents', body);
    expect(res.status).toBe(200);
    expect(res.body.result.document_number).toBe('OUT-20250502-001');
    expect(res.body.effects).toEqual({
      stock: [{ product_code: product.code, warehouse_code: 'MAIN', before: 10, after: 6 }],
      partner_balance: { partner_code: customer.code, before: balance, after: balance + 20 },
      cost_of_goods_sold: [{ month: '2025-05', before: month, after: month + 8 }],
      records_recosted: 0,
    });
    // Twice: a dry run takes no number, so the second shows the same.
    const again = await dry('post', '/outbound/documents', body);
    expect(again.body.result.document_number).toBe('OUT-20250502-001');
    expect(await footprint()).toEqual(kept);
    const real = await send('post', '/outbound/documents', body);
    expect(real.status).toBe(201);
    expect(real.body.document_number).toBe('OUT-20250502-001');
  });

  it('answers a refusal exactly as the write does, and refuses a dry_run that is not true or false', async () => {
    const product = await newProduct(t);
    await newInbound(t, supplier, product, { inbound_date: '2025-06-01', quantity: 1, unit_price: 2 });
    const body = sale('2025-06-02', [line(product, 5, 5)]);
    const kept = await footprint();
    const refused = await dry('post', '/outbound/documents', body);
    const real = await send('post', '/outbound/documents', body);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual(real.body);
    expect(await footprint()).toEqual(kept);

    const bad = await send('post', '/outbound/documents?dry_run=maybe', body);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'dry_run must be true or false' });
    const made = await send(
      'post',
      '/inbound/documents?dry_run=false',
      purchase('2025-06-03', [line(product, 1, 2)]),
    );
    expect(made.status).toBe(201);
    expect(made.body.dry_run).toBeUndefined();
  });

  it('shows a change, a deletion and a return of a document, and keeps the document as it was', async () => {
    const product = await newProduct(t);
    await newInbound(t, supplier, product, { inbound_date: '2025-07-01', quantity: 20, unit_price: 1 });
    const created = await send('post', '/outbound/documents', sale('2025-07-02', [line(product, 5, 4)]));
    expect(created.status).toBe(201);
    const doc = created.body;
    const balance = await balanceOf(customer);
    const kept = await footprint();

    const changed = await dry('put', `/outbound/documents/${doc.id}`, {
      ...sale('2025-07-02', [{ id: doc.lines[0].id, ...line(product, 8, 4) }]),
    });
    expect(changed.status).toBe(200);
    expect(changed.body.result).toMatchObject({ id: doc.id, total_price: 32 });
    expect(changed.body.effects).toMatchObject({
      stock: [{ product_code: product.code, before: 15, after: 12 }],
      partner_balance: { partner_code: customer.code, before: balance, after: balance + 12 },
      cost_of_goods_sold: [{ month: '2025-07', after: expect.any(Number) }],
    });
    const [cogs] = changed.body.effects.cost_of_goods_sold;
    expect(cogs.after - cogs.before).toBeCloseTo(3, 6);

    const removed = await dry('delete', `/outbound/documents/${doc.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({
      dry_run: true,
      result: { success: true },
      effects: {
        stock: [{ product_code: product.code, before: 15, after: 20 }],
        partner_balance: { partner_code: customer.code, before: balance, after: balance - 20 },
      },
    });

    const returned = await dry('post', `/outbound/documents/${doc.id}/returns`, {
      date: '2025-07-03',
      lines: [{ record_id: doc.lines[0].id, quantity: 2 }],
    });
    expect(returned.status).toBe(200);
    expect(returned.body.result.lines).toHaveLength(1);
    expect(returned.body.effects).toMatchObject({
      stock: [{ product_code: product.code, before: 15, after: 17 }],
      partner_balance: { partner_code: customer.code, before: balance, after: balance - 8 },
    });
    expect(await footprint()).toEqual(kept);
    const detail = await t.http().get(`/api/outbound/documents/${doc.id}`).set(t.as.reader);
    expect(detail.body).toMatchObject({ total_price: 20, returns: [] });
  });

  it('shows a delivery, a receipt and a stock adjustment', async () => {
    const product = await newProduct(t);
    await newInbound(t, supplier, product, { inbound_date: '2025-08-01', quantity: 10, unit_price: 1 });
    const order = await send('post', '/sales-orders', {
      ...sale('2025-08-02', [line(product, 6, 3)]),
      delivery_date: '2025-08-20',
    });
    expect(order.status).toBe(201);
    const purchaseOrder = await send(
      'post',
      '/purchase-orders',
      purchase('2025-08-02', [line(product, 4, 1)]),
    );
    expect(purchaseOrder.status).toBe(201);
    const kept = await footprint();

    const delivered = await dry('post', `/sales-orders/${order.body.id}/deliver`, {
      date: '2025-08-03',
      lines: [{ line_id: order.body.lines[0].id, quantity: 2 }],
    });
    expect(delivered.status).toBe(200);
    expect(delivered.body.result).toMatchObject({ document_number: 'OUT-20250803-001' });
    expect(delivered.body.effects.stock).toEqual([
      { product_code: product.code, warehouse_code: 'MAIN', before: 10, after: 8 },
    ]);
    expect(delivered.body.effects.partner_balance.partner_code).toBe(customer.code);

    const received = await dry('post', `/purchase-orders/${purchaseOrder.body.id}/receive`, {
      date: '2025-08-03',
    });
    expect(received.status).toBe(200);
    expect(received.body.result).toMatchObject({ document_number: 'IN-20250803-001' });
    expect(received.body.effects.stock).toEqual([
      { product_code: product.code, warehouse_code: 'MAIN', before: 10, after: 14 },
    ]);

    const adjusted = await dry('post', '/stock/adjustments', {
      product_code: product.code,
      product_model: product.product_model,
      date: '2025-08-04',
      reason: 'damage',
      quantity_change: -3,
    });
    expect(adjusted.status).toBe(200);
    expect(adjusted.body.effects).toMatchObject({
      stock: [{ product_code: product.code, before: 10, after: 7 }],
      partner_balance: null,
      cost_of_goods_sold: [],
    });
    expect(await footprint()).toEqual(kept);
    const lines = await t.http().get(`/api/sales-orders/${order.body.id}`).set(t.as.reader);
    expect(lines.body.lines[0]).toMatchObject({ delivered_quantity: 0 });
  });
});
