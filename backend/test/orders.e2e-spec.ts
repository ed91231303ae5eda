import ExcelJS from 'exceljs';
import { TestApp, createTestApp } from './support/app';
import { exportFile, sheetValues } from './support/export-helpers';
import { importFile, xlsxOf } from './support/import-helpers';
import { auditEntries, setPeriodLock } from './support/audit';
import { newCustomer, newProduct, newSupplier } from './support/factories';
import { Partner, Product, Row, newInbound } from './support/trade-factories';

/**
 * Sales and purchase orders: created with lines (price lookup, generated numbers), delivered and
 * received in parts through documents, the status following the records (an edited or deleted delivery
 * included, a return not), the rules of changing, deleting and closing an order, and the stock's
 * reserved, on order and available quantities.
 */
describe('orders', () => {
  let t: TestApp;
  let supplier: Partner;
  let customer: Partner;

  beforeAll(async () => {
    t = await createTestApp();
    supplier = await newSupplier(t);
    customer = await newCustomer(t);
  });
  afterAll(() => t.close());

  const line = (product: Product, quantity: number, unitPrice?: number | string): Row => ({
    product_code: product.code,
    product_model: product.product_model,
    quantity,
    ...(unitPrice === undefined ? {} : { unit_price: unitPrice }),
  });

  const salesBody = (lines: Row[], overrides: Row = {}): Row => ({
    customer_code: customer.code,
    customer_short_name: customer.short_name,
    date: '2025-04-01',
    delivery_date: '2025-04-20',
    lines,
    ...overrides,
  });

  const post = (path: string, body: Row = {}) => t.http().post(`/api${path}`).set(t.as.editor).send(body);
  const get = (path: string) => t.http().get(`/api${path}`).set(t.as.reader);

  async function newSalesOrder(lines: Row[], overrides: Row = {}) {
    const res = await post('/sales-orders', salesBody(lines, overrides));
    if (res.status !== 201) throw new Error(`sales order: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }

  /** Products with `stock` units bought on 2025-01-01 at 1.00. */
  async function stocked(count: number, stock = 100): Promise<Product[]> {
    const products: Product[] = [];
    for (let i = 0; i < count; i++) {
      const product = await newProduct(t);
      await newInbound(t, supplier, product, { quantity: stock, inbound_date: '2025-01-01', unit_price: 1 });
      products.push(product);
    }
    return products;
  }

  async function stockOf(product: Product) {
    const res = await get(`/stock?product_model=${encodeURIComponent(product.product_model)}`);
    return res.body.data[0];
  }

  it('creates a sales order: lines priced by the lookup, a generated number, status open, audited', async () => {
    const [a, b] = await stocked(2);
    await post('/product-prices', {
      partner_code: customer.code,
      partner_short_name: customer.short_name,
      product_code: b.code,
      product_model: b.product_model,
      unit_price: '7.5',
      effective_date: '2025-01-01',
    }).expect(201);
    const res = await post('/sales-orders', salesBody([line(a, 10, 5), line(b, 4)], { date: '2025-05-02' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      order_number: 'SO-20250502-001',
      customer_code: customer.code,
      customer_short_name: customer.short_name,
      // What the printed order addresses.
      customer_full_name: customer.full_name,
      customer_address: '1 Market Street',
      customer_contact_person: 'Li Lei',
      customer_contact_phone: '010-1234567',
      date: '2025-05-02',
      delivery_date: '2025-04-20',
      status: 'open',
      total_price: 80,
      lines: [
        {
          product_model: a.product_model,
          quantity: 10,
          unit_price: 5,
          total_price: 50,
          delivered_quantity: 0,
          open_quantity: 10,
        },
        {
          product_model: b.product_model,
          quantity: 4,
          unit_price: 7.5,
          total_price: 30,
          delivered_quantity: 0,
          open_quantity: 4,
        },
      ],
    });
    const second = await newSalesOrder([line(a, 1, 5)], { date: '2025-05-02' });
    expect(second.order_number).toBe('SO-20250502-002');
    const [entry] = await auditEntries(t, 'sales_order', res.body.id);
    expect(entry).toMatchObject({ action: 'create' });
    // The order's own fields: the partner's card (full name, address, contact) is the partner's history.
    expect(entry.changes).toHaveProperty('customer_code');
    for (const card of [
      'customer_full_name',
      'customer_address',
      'customer_contact_person',
      'customer_contact_phone',
    ]) {
      expect(entry.changes).not.toHaveProperty(card);
    }
    // The stock shows what the orders promise.
    expect(await stockOf(a)).toMatchObject({
      current_stock: 100,
      reserved_quantity: 11,
      available_quantity: 89,
    });
  });

  it('numbers concurrent creates of one day without a clash, and refuses a number twice (409)', async () => {
    const [a] = await stocked(1);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        post('/sales-orders', salesBody([line(a, 1, 1)], { date: '2025-06-07' })),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(results.map((r) => r.body.order_number).sort()).toEqual(
      [1, 2, 3, 4, 5].map((n) => `SO-20250607-00${n}`),
    );
    const dup = await post('/sales-orders', salesBody([line(a, 1, 1)], { order_number: 'SO-20250607-003' }));
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({
      code: 'DUPLICATE',
      message: 'a sales order with number SO-20250607-003 already exists',
    });
  });

  it('refuses a line without a price in force (400 naming the line) and writes nothing', async () => {
    const [a, b] = await stocked(2);
    const before = (await get('/sales-orders')).body.pagination.total;
    const res = await post('/sales-orders', salesBody([line(a, 1, 2), line(b, 1)]));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      `line 2: no price found for ${customer.short_name} / ${b.product_model} on 2025-04-01`,
    );
    expect((await get('/sales-orders')).body.pagination.total).toBe(before);
  });

  it('delivers in parts: one document per delivery, the status and the stock after each', async () => {
    const [a, b, c] = await stocked(3);
    const order = await newSalesOrder([line(a, 10, 5), line(b, 6, 3), line(c, 4, 2)]);
    const [la, lb, lc] = order.lines;
    const first = await post(`/sales-orders/${order.id}/deliver`, {
      date: '2025-04-05',
      lines: [
        { line_id: la.id, quantity: 4 },
        { line_id: lc.id, quantity: 4 },
      ],
    });
    expect(first.status).toBe(201);
    expect(first.body.records).toHaveLength(2);
    // The delivery is one document, numbered from its date.
    expect(first.body.document_number).toMatch(/^OUT-20250405-\d{3}$/);
    expect(first.body.records[0]).toMatchObject({
      order_line_id: la.id,
      order_number: order.order_number,
      unit_price: 5,
      quantity: 4,
      outbound_date: '2025-04-05',
    });
    let detail = (await get(`/sales-orders/${order.id}`)).body;
    expect(detail.status).toBe('partial');
    expect(detail.lines.map((l: Row) => [l.delivered_quantity, l.open_quantity])).toEqual([
      [4, 6],
      [0, 6],
      [4, 0],
    ]);
    expect(detail.deliveries).toHaveLength(2);
    expect(detail.deliveries[0]).toMatchObject({
      document_id: first.body.id,
      document_number: first.body.document_number,
      line_id: la.id,
      date: '2025-04-05',
      quantity: 4,
    });
    expect(await stockOf(a)).toMatchObject({
      current_stock: 96,
      reserved_quantity: 6,
      available_quantity: 90,
    });
    // The list's progress: 8 of 20 units, worth 4 × 5 + 4 × 2 = 28 of the order's 76.
    const partial = await get(`/sales-orders?keyword=${order.order_number}`);
    expect(partial.body.data).toEqual([
      expect.objectContaining({ delivered_quantity: 8, delivered_value: 28, total_price: 76 }),
    ]);
    // No lines: every open quantity.
    const rest = await post(`/sales-orders/${order.id}/deliver`, { date: '2025-04-06' });
    expect(rest.status).toBe(201);
    expect(rest.body.records.map((r: Row) => [r.order_line_id, r.quantity])).toEqual([
      [la.id, 6],
      [lb.id, 6],
    ]);
    detail = (await get(`/sales-orders/${order.id}`)).body;
    expect(detail.status).toBe('delivered');
    expect(detail.deliveries).toHaveLength(4);
    expect(await stockOf(a)).toMatchObject({
      current_stock: 90,
      reserved_quantity: 0,
      available_quantity: 90,
    });
    const listed = await get(`/sales-orders?status=delivered&keyword=${order.order_number}`);
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        id: order.id,
        status: 'delivered',
        ordered_quantity: 20,
        delivered_quantity: 20,
        delivered_value: 76,
        lines_count: 3,
      }),
    ]);
    const nothing = await post(`/sales-orders/${order.id}/deliver`, { date: '2025-04-07' });
    expect(nothing.status).toBe(409);
  });

  it('refuses more than a line open quantity (409 ORDER_QUANTITY_EXCEEDED naming the line), also in Chinese', async () => {
    const [a, b] = await stocked(2);
    const order = await newSalesOrder([line(a, 5, 1), line(b, 3, 1)]);
    const res = await post(`/sales-orders/${order.id}/deliver`, {
      date: '2025-04-05',
      lines: [
        { line_id: order.lines[0].id, quantity: 2 },
        { line_id: order.lines[1].id, quantity: 4 },
      ],
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'ORDER_QUANTITY_EXCEEDED',
      message: 'line 2: more than the open quantity (3)',
      line: 2,
    });
    // Two lines of the document on one order line count together.
    const twice = await post('/outbound/documents', {
      customer_code: customer.code,
      customer_short_name: customer.short_name,
      date: '2025-04-05',
      sales_order_id: order.id,
      lines: [
        { ...line(a, 3), order_line_id: order.lines[0].id },
        { ...line(a, 3), order_line_id: order.lines[0].id },
      ],
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('line 2: more than the open quantity (2)');
    const zh = await t
      .http()
      .post(`/api/sales-orders/${order.id}/deliver`)
      .set(t.as.editor)
      .set('Accept-Language', 'zh-CN')
      .send({ date: '2025-04-05', lines: [{ line_id: order.lines[0].id, quantity: 9 }] });
    expect(zh.body.message).toBe('第 1 行：超过未交数量（5）');
    expect((await get(`/sales-orders/${order.id}`)).body.status).toBe('open');
  });

  it('delivers through POST /outbound/documents with sales_order_id; another customer or product is refused', async () => {
    const [a, b] = await stocked(2);
    const order = await newSalesOrder([line(a, 5, 2)]);
    const doc = (overrides: Row, lines: Row[]) => ({
      customer_code: customer.code,
      customer_short_name: customer.short_name,
      date: '2025-04-05',
      sales_order_id: order.id,
      lines,
      ...overrides,
    });
    const other = await newCustomer(t);
    const wrongCustomer = await post(
      '/outbound/documents',
      doc({ customer_code: other.code, customer_short_name: other.short_name }, [
        { ...line(a, 1), order_line_id: order.lines[0].id },
      ]),
    );
    expect(wrongCustomer.status).toBe(400);
    const wrongProduct = await post(
      '/outbound/documents',
      doc({}, [{ ...line(b, 1), order_line_id: order.lines[0].id }]),
    );
    expect(wrongProduct.status).toBe(400);
    expect(wrongProduct.body.message).toBe("line 1: the product is not the order line's");
    const noOrder = await post(
      '/outbound/documents',
      doc({ sales_order_id: undefined }, [{ ...line(a, 1, 2), order_line_id: order.lines[0].id }]),
    );
    expect(noOrder.status).toBe(400);
    const ok = await post(
      '/outbound/documents',
      doc({ order_number: 'ignored' }, [{ ...line(a, 2, 2.5), order_line_id: order.lines[0].id }]),
    );
    expect(ok.status).toBe(201);
    expect(ok.body.records[0]).toMatchObject({
      order_number: order.order_number,
      unit_price: 2.5,
      order_line_id: order.lines[0].id,
    });
    expect((await get(`/sales-orders/${order.id}`)).body.lines[0]).toMatchObject({
      delivered_quantity: 2,
      open_quantity: 3,
    });
  });

  it('changes an order within what was delivered (409 below it, for another product or price, or a removed line)', async () => {
    const [a, b, c] = await stocked(3);
    const order = await newSalesOrder([line(a, 5, 2), line(b, 5, 2)]);
    const [la, lb] = order.lines;
    // Anything goes while nothing is delivered.
    const free = await t
      .http()
      .put(`/api/sales-orders/${order.id}`)
      .set(t.as.editor)
      .send(
        salesBody(
          [
            { ...line(a, 6, 3), id: la.id },
            { ...line(b, 5, 2), id: lb.id },
          ],
          { remark: 'changed' },
        ),
      );
    expect(free.status).toBe(200);
    expect(free.body).toMatchObject({ remark: 'changed', total_price: 28, order_number: order.order_number });
    await post(`/sales-orders/${order.id}/deliver`, {
      date: '2025-04-05',
      lines: [{ line_id: la.id, quantity: 4 }],
    }).expect(201);
    const put = (lines: Row[], overrides: Row = {}) =>
      t.http().put(`/api/sales-orders/${order.id}`).set(t.as.editor).send(salesBody(lines, overrides));
    const below = await put([
      { ...line(a, 3, 3), id: la.id },
      { ...line(b, 5, 2), id: lb.id },
    ]);
    expect(below.status).toBe(409);
    expect(below.body.message).toBe('line 1: this line has delivered 4 units: its quantity cannot be less');
    const price = await put([
      { ...line(a, 6, 4), id: la.id },
      { ...line(b, 5, 2), id: lb.id },
    ]);
    expect(price.status).toBe(409);
    const product = await put([
      { ...line(c, 6, 3), id: la.id },
      { ...line(b, 5, 2), id: lb.id },
    ]);
    expect(product.status).toBe(409);
    const removed = await put([{ ...line(b, 5, 2), id: lb.id }]);
    expect(removed.status).toBe(409);
    expect(removed.body.message).toBe('line 1: this line has deliveries and cannot be removed');
    const other = await newCustomer(t);
    const partner = await put([{ ...line(a, 6, 3), id: la.id }], {
      customer_code: other.code,
      customer_short_name: other.short_name,
    });
    expect(partner.status).toBe(409);
    // Down to what was delivered, the other line removed, a line added: allowed.
    const ok = await put([{ ...line(a, 4), id: la.id }, line(c, 2, 1)]);
    expect(ok.status).toBe(200);
    expect(
      ok.body.lines.map((l: Row) => [l.product_model, l.quantity, l.unit_price, l.delivered_quantity]),
    ).toEqual([
      [a.product_model, 4, 3, 4],
      [c.product_model, 2, 1, 0],
    ]);
    expect(ok.body.status).toBe('partial');
    // Removing the open line leaves it fully delivered.
    const done = await put([{ ...line(a, 4), id: la.id }]);
    expect(done.body.status).toBe('delivered');
  });

  it('deletes only while nothing is delivered; closes and reopens', async () => {
    const [a] = await stocked(1);
    const untouched = await newSalesOrder([line(a, 5, 2)]);
    expect((await t.http().delete(`/api/sales-orders/${untouched.id}`).set(t.as.editor)).status).toBe(200);
    expect((await get(`/sales-orders/${untouched.id}`)).status).toBe(404);
    const order = await newSalesOrder([line(a, 5, 2)]);
    await post(`/sales-orders/${order.id}/deliver`, {
      date: '2025-04-05',
      lines: [{ line_id: order.lines[0].id, quantity: 2 }],
    }).expect(201);
    const del = await t.http().delete(`/api/sales-orders/${order.id}`).set(t.as.editor);
    expect(del.status).toBe(409);
    expect((await post(`/sales-orders/${order.id}/reopen`)).status).toBe(409);
    const closed = await post(`/sales-orders/${order.id}/close`);
    expect(closed.status).toBe(200);
    expect(closed.body.status).toBe('closed');
    expect((await stockOf(a)).reserved_quantity).toBe(0);
    expect((await post(`/sales-orders/${order.id}/deliver`, { date: '2025-04-06' })).status).toBe(409);
    expect((await post(`/sales-orders/${order.id}/close`)).status).toBe(409);
    const reopened = await post(`/sales-orders/${order.id}/reopen`);
    expect(reopened.body.status).toBe('partial');
    expect((await stockOf(a)).reserved_quantity).toBe(3);
    await post(`/sales-orders/${order.id}/deliver`, { date: '2025-04-06' }).expect(201);
    expect((await post(`/sales-orders/${order.id}/close`)).status).toBe(409); // delivered
    const history = await auditEntries(t, 'sales_order', order.id);
    expect(history.map((e) => e.action)).toEqual(expect.arrayContaining(['create', 'update']));
  });

  it('follows an edited or deleted delivery; a return does not reopen the order', async () => {
    const [a] = await stocked(1);
    const order = await newSalesOrder([line(a, 5, 2)]);
    const delivered = await post(`/sales-orders/${order.id}/deliver`, { date: '2025-04-05' });
    const record = delivered.body.records[0];
    expect((await get(`/sales-orders/${order.id}`)).body.status).toBe('delivered');
    const editBody = (quantity: number) => ({
      customer_code: customer.code,
      customer_short_name: customer.short_name,
      product_code: a.code,
      product_model: a.product_model,
      outbound_date: '2025-04-05',
      quantity,
      unit_price: 2,
    });
    const over = await t.http().put(`/api/outbound/${record.id}`).set(t.as.editor).send(editBody(6));
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({
      code: 'ORDER_QUANTITY_EXCEEDED',
      message: 'more than the open quantity (5)',
    });
    const less = await t.http().put(`/api/outbound/${record.id}`).set(t.as.editor).send(editBody(3));
    expect(less.status).toBe(200);
    expect(less.body.data.order_line_id).toBe(order.lines[0].id);
    let detail = (await get(`/sales-orders/${order.id}`)).body;
    expect(detail).toMatchObject({
      status: 'partial',
      lines: [expect.objectContaining({ delivered_quantity: 3 })],
    });
    // Another product on a delivered record is refused.
    const other = (await stocked(1))[0];
    const moved = await t
      .http()
      .put(`/api/outbound/${record.id}`)
      .set(t.as.editor)
      .send({ ...editBody(3), product_code: other.code, product_model: other.product_model });
    expect(moved.status).toBe(409);
    await t.http().delete(`/api/outbound/${record.id}`).set(t.as.editor).expect(200);
    detail = (await get(`/sales-orders/${order.id}`)).body;
    expect(detail).toMatchObject({ status: 'open', deliveries: [] });
    // Delivered in full, then 2 units come back: the order stays delivered.
    const again = await post(`/sales-orders/${order.id}/deliver`, { date: '2025-04-06' });
    const ret = await post('/outbound', {
      return_of: again.body.records[0].id,
      outbound_date: '2025-04-07',
      quantity: -2,
    });
    expect(ret.status).toBe(201);
    detail = (await get(`/sales-orders/${order.id}`)).body;
    expect(detail).toMatchObject({
      status: 'delivered',
      lines: [expect.objectContaining({ delivered_quantity: 5, open_quantity: 0 })],
    });
  });

  it('keeps a delivery on its order when the document is changed as a whole', async () => {
    const [a] = await stocked(1);
    const order = await newSalesOrder([line(a, 5, 2)]);
    const delivered = await post(`/sales-orders/${order.id}/deliver`, { date: '2025-04-05' });
    const [record] = delivered.body.records;
    const change = (quantity: number) =>
      t
        .http()
        .put(`/api/outbound/documents/${delivered.body.id}`)
        .set(t.as.editor)
        .send({
          customer_code: customer.code,
          customer_short_name: customer.short_name,
          date: '2025-04-06',
          lines: [{ id: record.id, product_code: a.code, product_model: a.product_model, quantity }],
        });
    const over = await change(6);
    expect(over.status).toBe(409);
    expect(over.body.code).toBe('ORDER_QUANTITY_EXCEEDED');
    const less = await change(3);
    expect(less.status).toBe(200);
    expect(less.body.lines).toEqual([
      expect.objectContaining({ id: record.id, quantity: 3, order_line_id: order.lines[0].id }),
    ]);
    expect((await get(`/sales-orders/${order.id}`)).body).toMatchObject({
      status: 'partial',
      lines: [expect.objectContaining({ delivered_quantity: 3, open_quantity: 2 })],
      deliveries: [expect.objectContaining({ record_id: record.id, quantity: 3, date: '2025-04-06' })],
    });
  });

  it('applies the period lock to the records a delivery creates', async () => {
    const [a] = await stocked(1);
    const order = await newSalesOrder([line(a, 5, 2)]);
    await setPeriodLock(t, '2025-04-30');
    try {
      const res = await post(`/sales-orders/${order.id}/deliver`, { date: '2025-04-15' });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('PERIOD_CLOSED');
      expect((await post(`/sales-orders/${order.id}/deliver`, { date: '2025-05-02' })).status).toBe(201);
    } finally {
      await setPeriodLock(t, null);
    }
  });

  it('receives purchase orders in parts: PO numbers, received status, on-order stock', async () => {
    const product = await newProduct(t);
    const res = await post('/purchase-orders', {
      supplier_code: supplier.code,
      supplier_short_name: supplier.short_name,
      date: '2025-04-03',
      lines: [line(product, 10, 1.5)],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      order_number: 'PO-20250403-001',
      supplier_code: supplier.code,
      status: 'open',
    });
    expect(res.body.lines[0]).toMatchObject({ received_quantity: 0, open_quantity: 10 });
    expect(await stockOf(product)).toMatchObject({
      current_stock: 0,
      on_order_quantity: 10,
      reserved_quantity: 0,
    });
    const first = await post(`/purchase-orders/${res.body.id}/receive`, {
      date: '2025-04-04',
      lines: [{ line_id: res.body.lines[0].id, quantity: 6 }],
    });
    expect(first.status).toBe(201);
    expect(first.body.records[0]).toMatchObject({
      supplier_code: supplier.code,
      inbound_date: '2025-04-04',
      unit_price: 1.5,
    });
    expect(await stockOf(product)).toMatchObject({ current_stock: 6, on_order_quantity: 4 });
    expect((await get(`/purchase-orders/${res.body.id}`)).body.status).toBe('partial');
    expect((await get(`/purchase-orders?keyword=${res.body.order_number}`)).body.data).toEqual([
      expect.objectContaining({ received_quantity: 6, received_value: 9, total_price: 15 }),
    ]);
    await post(`/purchase-orders/${res.body.id}/receive`, { date: '2025-04-05' }).expect(201);
    expect((await get(`/purchase-orders/${res.body.id}`)).body.status).toBe('received');
    expect((await get('/purchase-orders?status=received')).body.data.map((o: Row) => o.id)).toContain(
      res.body.id,
    );
    // A sales order's id is not a purchase order's.
    expect((await get(`/sales-orders/${res.body.id}`)).status).toBe(404);
  });

  it('counts open orders for the overview, overdue by delivery date, valued at what is still open', async () => {
    const [a, b] = await stocked(2);
    const before = (await get('/overview/open-orders')).body;
    const figures = async () => {
      const now = (await get('/overview/open-orders')).body.sales;
      return {
        count: now.count - before.sales.count,
        value: Math.round((now.value - before.sales.value) * 1000) / 1000,
        overdue: now.overdue_count - before.sales.overdue_count,
      };
    };
    const order = await newSalesOrder([line(a, 2, 10), line(b, 4, 2.5)], { delivery_date: '2020-01-01' });
    expect(await figures()).toEqual({ count: 1, value: 30, overdue: 1 });
    await post(`/sales-orders/${order.id}/deliver`, {
      date: '2025-04-05',
      lines: [{ line_id: order.lines[1].id, quantity: 3 }],
    }).expect(201);
    expect(await figures()).toEqual({ count: 1, value: 22.5, overdue: 1 });
    const changed = await t
      .http()
      .put(`/api/sales-orders/${order.id}`)
      .set(t.as.editor)
      .send(
        salesBody(
          [
            { ...line(a, 3, 10), id: order.lines[0].id },
            { ...line(b, 4, 2.5), id: order.lines[1].id },
          ],
          { delivery_date: '2099-01-01' },
        ),
      );
    expect(changed.status).toBe(200);
    expect(await figures()).toEqual({ count: 1, value: 32.5, overdue: 0 });
    await post(`/sales-orders/${order.id}/close`).expect(200);
    expect(await figures()).toEqual({ count: 0, value: 0, overdue: 0 });
    await post(`/sales-orders/${order.id}/reopen`).expect(200);
    expect(await figures()).toEqual({ count: 1, value: 32.5, overdue: 0 });
  });

  it('finds orders by a keyword in the number or the remark, ignoring case, LIKE characters taken as they are', async () => {
    const [a] = await stocked(1);
    const byNumber = await newSalesOrder([line(a, 1, 1)], { order_number: 'KW-Alpha-7731' });
    const byRemark = await newSalesOrder([line(a, 1, 1)], { remark: 'rush 50%_off for KW' });
    const numbers = async (keyword: string) =>
      ((await get(`/sales-orders?keyword=${encodeURIComponent(keyword)}`)).body.data as Row[]).map(
        (o) => o.order_number,
      );
    expect(await numbers('alpha-77')).toEqual(['KW-Alpha-7731']);
    expect(await numbers('50%_OFF')).toEqual([byRemark.order_number]);
    // The % and _ of a keyword match only themselves: "50%" does not match "50" followed by anything.
    expect(await numbers('0%_of')).toEqual([byRemark.order_number]);
    expect(await numbers('5_%')).toEqual([]);
    expect(await numbers('KW')).toEqual(
      expect.arrayContaining([byNumber.order_number, byRemark.order_number]),
    );
    // A match never spans the number and the remark.
    expect(await numbers(`${byRemark.order_number.slice(-3)}rush`)).toEqual([]);
  });

  it('imports orders (rows of one number are one order) and exports them in a sheet that imports again', async () => {
    const [a, b] = await stocked(2);
    const header = [
      'Customer code',
      'Customer short name',
      'Order number',
      'Order date',
      'Delivery date',
      'Product code',
      'Product model',
      'Quantity',
      'Unit price',
      'Remark',
    ];
    const row = (number: string, product: Product, quantity: number, price: number) => [
      customer.code,
      customer.short_name,
      number,
      '2025-07-01',
      '2025-07-20',
      product.code,
      product.product_model,
      quantity,
      price,
      null,
    ];
    const file = await xlsxOf([header, row('IMP-1', a, 3, 2), row('IMP-1', b, 4, 5), row('IMP-2', a, 1, 2)]);
    const dry = await importFile(t, 'sales-orders', file, { dryRun: true });
    // Status and body together: a refusal shows its message.
    expect({ status: dry.status, body: dry.body }).toMatchObject({
      status: 200,
      body: { rows: 3, created: 3, errors: [] },
    });
    expect((await get('/sales-orders?keyword=IMP-')).body.pagination.total).toBe(0);
    const real = await importFile(t, 'sales-orders', file);
    expect(real.body).toMatchObject({ rows: 3, created: 3, errors: [] });
    const listed = (await get('/sales-orders?keyword=IMP-')).body.data as Row[];
    expect(listed.map((o) => [o.order_number, o.lines_count, o.total_price])).toEqual([
      ['IMP-2', 1, 2],
      ['IMP-1', 2, 26],
    ]);
    // Again: the numbers are taken, every row is refused and nothing is written.
    const again = await importFile(t, 'sales-orders', file);
    expect(again.status).toBe(422);
    expect(again.body.errors[0]).toMatchObject({ row: 2, column: 'Order number' });

    const { res, book } = await exportFile(t, 'orders', { tables: '2' });
    expect(res.status).toBe(200);
    const sheet = book.getWorksheet('Sales orders') as ExcelJS.Worksheet;
    const values = sheetValues(sheet);
    expect(values[0].slice(0, 10)).toEqual(header);
    expect(values.find((r) => r[2] === 'IMP-1' && r[6] === b.product_model)).toEqual(
      expect.arrayContaining([customer.code, 'IMP-1', b.product_model, 4, 'open', 0]),
    );
  });

  it('keeps the partner and products of an order: deleting them, or the partner changing type, is refused naming the orders', async () => {
    const buyer = await newCustomer(t);
    const seller = await newSupplier(t);
    const product = await newProduct(t);
    const sale = await newSalesOrder([line(product, 2, 3)], {
      customer_code: buyer.code,
      customer_short_name: buyer.short_name,
    });
    const purchase = await post('/purchase-orders', {
      supplier_code: seller.code,
      supplier_short_name: seller.short_name,
      date: '2025-04-03',
      lines: [line(product, 5, 1)],
    });
    expect(purchase.status).toBe(201);
    const del = (path: string) => t.http().delete(`/api${path}`).set(t.as.editor);

    const productRes = await del(`/products/${encodeURIComponent(product.code)}`);
    expect(productRes.body).toEqual({
      statusCode: 409,
      code: 'IN_USE',
      message: `product ${product.code} cannot be deleted: used by 1 sales order, 1 purchase order`,
    });
    const buyerRes = await del(`/partners/${encodeURIComponent(buyer.short_name)}`);
    expect(buyerRes.status).toBe(409);
    expect(buyerRes.body.message).toBe(
      `partner ${buyer.short_name} cannot be deleted: used by 1 sales order`,
    );
    const retyped = await t
      .http()
      .put(`/api/partners/${encodeURIComponent(seller.short_name)}`)
      .set(t.as.editor)
      .send({ type: 1 });
    expect(retyped.status).toBe(409);
    expect(retyped.body.message).toContain('1 purchase order');

    // Without its orders the product goes.
    expect((await del(`/sales-orders/${sale.id}`)).status).toBeLessThan(300);
    expect((await del(`/purchase-orders/${purchase.body.id}`)).status).toBeLessThan(300);
    expect((await del(`/products/${encodeURIComponent(product.code)}`)).status).toBeLessThan(300);
  });

  it('lets a reader read but not write orders', async () => {
    const res = await t.http().post('/api/sales-orders').set(t.as.reader).send(salesBody([]));
    expect(res.status).toBe(403);
  });
});
