import { TestApp, createTestApp } from './support/app';
import { exportFile, rowWith, sheetNames, table } from './support/export-helpers';
import { newCustomer, newProduct, newSupplier } from './support/factories';
import { newOutbound, newPayment } from './support/ledger-factories';

/**
 * Opening balances (EXTENSIONS E1): one per partner, part of every balance the ledger shows: lists,
 * details, statements and exports; audited and checked against the period lock.
 */
describe('opening balances', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const put = (side: string, code: string, body: Record<string, unknown>) =>
    t
      .http()
      .put(`/api/${side}/opening-balances/${encodeURIComponent(code)}`)
      .set(t.as.editor)
      .send(body);
  const receivableRow = async (shortName: string) =>
    (
      await t
        .http()
        .get(`/api/receivable?customer_short_name=${encodeURIComponent(shortName)}`)
        .set(t.as.reader)
    ).body.data[0];

  it('sets, replaces, reads, lists and removes an opening balance, each side with its own names', async () => {
    const customer = await newCustomer(t);
    const created = await put('receivable', customer.code, { amount: '1200.50', date: '2025-01-01' });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      customer_code: customer.code,
      customer_short_name: customer.short_name,
      amount: 1200.5,
      date: '2025-01-01',
    });
    const replaced = await put('receivable', customer.code, { amount: -30, date: '2024-12-31' });
    expect(replaced.body).toMatchObject({ amount: -30, date: '2024-12-31' });
    const got = await t.http().get(`/api/receivable/opening-balances/${customer.code}`).set(t.as.reader);
    expect(got.body).toEqual(replaced.body);
    const list = await t.http().get('/api/receivable/opening-balances').set(t.as.reader);
    expect(list.body.data).toContainEqual(replaced.body);
    expect(list.body.pagination).toMatchObject({ page: 1, limit: 10 });

    const supplier = await newSupplier(t);
    const payable = await put('payable', supplier.code, { amount: 99, date: '2025-01-01' });
    expect(payable.body).toEqual({
      supplier_code: supplier.code,
      supplier_short_name: supplier.short_name,
      amount: 99,
      date: '2025-01-01',
    });
    // Each side lists its own partners only.
    const payables = await t.http().get('/api/payable/opening-balances').set(t.as.reader);
    expect(payables.body.data.every((row: Record<string, unknown>) => 'supplier_code' in row)).toBe(true);

    expect(
      (await t.http().delete(`/api/receivable/opening-balances/${customer.code}`).set(t.as.editor)).status,
    ).toBe(200);
    const gone = await t.http().get(`/api/receivable/opening-balances/${customer.code}`).set(t.as.reader);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(`customer ${customer.code} has no opening balance`);
  });

  it('refuses bad input with a readable message and writes nothing', async () => {
    const customer = await newCustomer(t);
    const supplier = await newSupplier(t);
    const cases: [string, string, Record<string, unknown>, number, string][] = [
      ['receivable', customer.code, { amount: 0, date: '2025-01-01' }, 400, 'amount must not be 0'],
      [
        'receivable',
        customer.code,
        { amount: '1.005', date: '2025-01-01' },
        400,
        'amount must be a number with at most 2 decimals',
      ],
      ['receivable', customer.code, { date: '2025-01-01' }, 400, 'amount is required'],
      ['receivable', customer.code, { amount: 5 }, 400, 'date is required'],
      [
        'receivable',
        supplier.code,
        { amount: 5, date: '2025-01-01' },
        404,
        `customer ${supplier.code} not found`,
      ],
      ['payable', 'NO-SUCH', { amount: 5, date: '2025-01-01' }, 404, 'supplier NO-SUCH not found'],
    ];
    for (const [side, code, body, status, message] of cases) {
      const res = await put(side, code, body);
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status, message });
    }
    expect(
      (await t.http().get(`/api/receivable/opening-balances/${customer.code}`).set(t.as.reader)).status,
    ).toBe(404);
    const reader = await t
      .http()
      .put(`/api/receivable/opening-balances/${customer.code}`)
      .set(t.as.reader)
      .send({ amount: 5, date: '2025-01-01' });
    expect(reader.status).toBe(403);
  });

  it('is part of the total and balance in the list, the detail and the exports', async () => {
    const customer = await newCustomer(t);
    const product = await newProduct(t);
    await put('receivable', customer.code, { amount: '500.25', date: '2025-01-01' });
    // Stock is not needed for the balance: sell what an inbound brings in.
    const supplier = await newSupplier(t);
    await t.http().post('/api/inbound').set(t.as.editor).send({
      supplier_code: supplier.code,
      supplier_short_name: supplier.short_name,
      product_code: product.code,
      product_model: product.product_model,
      inbound_date: '2025-01-05',
      quantity: 10,
      unit_price: 1,
    });
    await newOutbound(t, customer, product, { date: '2025-02-10', quantity: 2, unit_price: 50 });
    await newPayment(t, 'receivable', customer, { amount: 200, pay_date: '2025-02-20' });

    expect(await receivableRow(customer.short_name)).toMatchObject({
      total_receivable: 600.25,
      total_paid: 200,
      balance: 400.25,
    });
    const detail = await t.http().get(`/api/receivable/details/${customer.code}`).set(t.as.reader);
    expect(detail.body.summary).toMatchObject({ total_receivable: 600.25, total_paid: 200, balance: 400.25 });

    // The statement of February opens with it (it is dated before); January's lists it as a line.
    const february = await exportFile(t, 'statement', {
      tables: '2',
      dateFrom: '2025-02-01',
      dateTo: '2025-02-28',
      customerCode: customer.code,
    });
    const sheet = table(february.book.worksheets[1]);
    expect(rowWith(sheet.rows, 'Opening balance')?.at(-1)).toBe(500.25);
    expect(rowWith(sheet.rows, 'Closing balance')?.at(-1)).toBe(400.25);
    const january = await exportFile(t, 'statement', {
      tables: '2',
      dateFrom: '2025-01-01',
      dateTo: '2025-01-31',
      customerCode: customer.code,
    });
    expect(sheetNames(january.book)).toContain(customer.short_name);
    const janSheet = table(january.book.worksheets[1]);
    expect(rowWith(janSheet.rows, 'Opening balance brought forward')).toEqual([
      '2025-01-01',
      'Opening balance brought forward',
      null,
      null,
      null,
      null,
      null,
      null,
      500.25,
      null,
      500.25,
    ]);
    expect(rowWith(janSheet.rows, 'Closing balance')?.at(-1)).toBe(500.25);

    const summary = await exportFile(t, 'receivable-payable', {
      tables: '1',
      outboundFrom: '2000-01-01',
      outboundTo: '2099-12-31',
      paymentFrom: '2000-01-01',
      paymentTo: '2099-12-31',
    });
    const rows = table(summary.book.worksheets[0]).rows;
    const row = rowWith(rows, customer.short_name)!;
    expect(row).toContain(600.25);
    expect(row).toContain(400.25);
  });

  it('keeps its partner: a partner with an opening balance cannot be deleted', async () => {
    const customer = await newCustomer(t);
    await put('receivable', customer.code, { amount: 10, date: '2025-01-01' });
    const res = await t
      .http()
      .delete(`/api/partners/${encodeURIComponent(customer.short_name)}`)
      .set(t.as.editor);
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('1 opening balance');
  });

  it('is audited and respects the period lock', async () => {
    const customer = await newCustomer(t);
    await put('receivable', customer.code, { amount: 10, date: '2025-01-01' });
    await put('receivable', customer.code, { amount: 12, date: '2025-01-01' });
    const audit = await t
      .http()
      .get(`/api/audit?entity=opening_balance&entity_id=${customer.code}`)
      .set(t.as.editor);
    expect(audit.body.data.map((e: { action: string }) => e.action)).toEqual(['update', 'create']);
    expect(audit.body.data[0].changes).toEqual({ amount: [10, 12] });

    const lock = await t
      .http()
      .put('/api/settings/period-lock')
      .set(t.as.admin)
      .send({ locked_through: '2025-01-31' });
    expect(lock.status).toBe(200);
    try {
      const closed = await put('receivable', customer.code, { amount: 15, date: '2025-02-01' });
      expect(closed.status).toBe(409);
      expect(closed.body.message).toBe('The books are closed through 2025-01-31');
      const removal = await t
        .http()
        .delete(`/api/receivable/opening-balances/${customer.code}`)
        .set(t.as.editor);
      expect(removal.status).toBe(409);
    } finally {
      await t.http().put('/api/settings/period-lock').set(t.as.admin).send({ locked_through: null });
    }
  });
});
