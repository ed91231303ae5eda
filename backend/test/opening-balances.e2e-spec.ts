import { TestApp, createTestApp } from './support/app';
import { exportFile, rowWith, sheetNames, table } from './support/export-helpers';
import { newCustomer, newProduct, newSupplier } from './support/factories';
import { newInbound, newOutbound, newPayment, setOpeningBalance } from './support/ledger-factories';

type Row = Record<string, string | number | null>;

/**
 * Opening balances: one per partner, part of every balance the ledger shows: lists,
 * details, statements and exports; audited and checked against the period lock.
 */
describe('opening balances', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const path = (side: string, code: string) => `/api/${side}/opening-balances/${encodeURIComponent(code)}`;
  const put = (side: string, code: string, body: Record<string, unknown>) =>
    t.http().put(path(side, code)).set(t.as.editor).send(body);
  const get = (side: string, code: string) => t.http().get(path(side, code)).set(t.as.reader);
  const remove = (side: string, code: string) => t.http().delete(path(side, code)).set(t.as.editor);
  const listRow = async (side: 'receivable' | 'payable', shortName: string): Promise<Row> => {
    const field = side === 'receivable' ? 'customer_short_name' : 'supplier_short_name';
    const res = await t
      .http()
      .get(`/api/${side}`)
      .query({ [field]: shortName })
      .set(t.as.reader);
    expect(res.status).toBe(200);
    return res.body.data.find((row: Row) => row[field] === shortName);
  };

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
    // A second PUT replaces it: still one per partner.
    const replaced = await put('receivable', customer.code, { amount: -30, date: '2024-12-31' });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toEqual({ ...created.body, amount: -30, date: '2024-12-31' });
    const got = await get('receivable', customer.code);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(replaced.body);
    const list = await t.http().get('/api/receivable/opening-balances').set(t.as.reader);
    expect(list.status).toBe(200);
    expect(list.body.data.filter((row: Row) => row.customer_code === customer.code)).toEqual([replaced.body]);
    expect(list.body.pagination).toMatchObject({ page: 1, limit: 10 });

    const supplier = await newSupplier(t);
    const payable = await put('payable', supplier.code, { amount: 99, date: '2025-01-01' });
    expect(payable.status).toBe(200);
    expect(payable.body).toEqual({
      supplier_code: supplier.code,
      supplier_short_name: supplier.short_name,
      amount: 99,
      date: '2025-01-01',
    });
    expect((await get('payable', supplier.code)).body).toEqual(payable.body);
    // Each side lists its own partners only.
    const payables = await t.http().get('/api/payable/opening-balances').set(t.as.reader);
    expect(payables.body.data).toContainEqual(payable.body);
    expect(payables.body.data.every((row: Row) => 'supplier_code' in row && !('customer_code' in row))).toBe(
      true,
    );
    expect(list.body.data.every((row: Row) => 'customer_code' in row)).toBe(true);

    // A delete answers like the ledger's other deletes; afterwards the balance is gone.
    const removed = await remove('receivable', customer.code);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ success: true });
    const gone = await get('receivable', customer.code);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(`customer ${customer.code} has no opening balance`);
    const again = await remove('receivable', customer.code);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(`customer ${customer.code} has no opening balance`);
  });

  it('lists by short name, a page at a time', async () => {
    const names = ['OB-List C', 'OB-List A', 'OB-List B'];
    for (const [i, short_name] of names.entries()) {
      const customer = await newCustomer(t, { code: `OBL-${i}`, short_name });
      await setOpeningBalance(t, 'receivable', customer, { amount: i + 1, date: '2025-01-01' });
    }
    const all = await t.http().get('/api/receivable/opening-balances').query({ limit: 100 }).set(t.as.reader);
    const total = all.body.pagination.total;
    expect(total).toBe(all.body.data.length);
    const shortNames = all.body.data.map((row: Row) => row.customer_short_name as string);
    expect(shortNames).toEqual([...shortNames].sort());
    expect(shortNames.filter((name: string) => name.startsWith('OB-List'))).toEqual([
      'OB-List A',
      'OB-List B',
      'OB-List C',
    ]);

    const second = await t
      .http()
      .get('/api/receivable/opening-balances')
      .query({ page: 2, limit: 1 })
      .set(t.as.reader);
    expect(second.body).toEqual({ data: [all.body.data[1]], pagination: { page: 2, limit: 1, total } });
    const bad = await t.http().get('/api/receivable/opening-balances').query({ limit: 101 }).set(t.as.reader);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('limit must be at most 100');
  });

  it('refuses bad input with a readable message and writes nothing', async () => {
    const customer = await newCustomer(t);
    const supplier = await newSupplier(t);
    const cases: [string, string, Record<string, unknown>, number, string][] = [
      ['receivable', customer.code, { amount: 0, date: '2025-01-01' }, 400, 'amount must not be 0'],
      ['receivable', customer.code, { amount: '-0.00', date: '2025-01-01' }, 400, 'amount must not be 0'],
      ['payable', supplier.code, { amount: '0', date: '2025-01-01' }, 400, 'amount must not be 0'],
      [
        'receivable',
        customer.code,
        { amount: '1.005', date: '2025-01-01' },
        400,
        'amount must be a number with at most 2 decimals',
      ],
      [
        'payable',
        supplier.code,
        { amount: 12.345, date: '2025-01-01' },
        400,
        'amount must be a number with at most 2 decimals',
      ],
      [
        'receivable',
        customer.code,
        { amount: 'ten', date: '2025-01-01' },
        400,
        'amount must be a number with at most 2 decimals',
      ],
      [
        'receivable',
        customer.code,
        { amount: '1000000000000', date: '2025-01-01' },
        400,
        'amount must be at most 999999999999.99',
      ],
      ['receivable', customer.code, { date: '2025-01-01' }, 400, 'amount is required'],
      ['receivable', customer.code, { amount: 5 }, 400, 'date is required'],
      [
        'receivable',
        customer.code,
        { amount: 5, date: '2025-02-30' },
        400,
        'date must be a date in YYYY-MM-DD format',
      ],
      [
        'receivable',
        customer.code,
        { amount: 5, date: '01/02/2025' },
        400,
        'date must be a date in YYYY-MM-DD format',
      ],
      // A code names a partner of the side, as on the ledger's detail pages.
      [
        'receivable',
        supplier.code,
        { amount: 5, date: '2025-01-01' },
        404,
        `customer ${supplier.code} not found`,
      ],
      [
        'payable',
        customer.code,
        { amount: 5, date: '2025-01-01' },
        404,
        `supplier ${customer.code} not found`,
      ],
      ['payable', 'NO-SUCH', { amount: 5, date: '2025-01-01' }, 404, 'supplier NO-SUCH not found'],
    ];
    for (const [side, code, body, status, message] of cases) {
      const res = await put(side, code, body);
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status, message });
    }
    expect((await get('receivable', customer.code)).status).toBe(404);
    expect((await get('payable', supplier.code)).status).toBe(404);
    const [{ count }] = await t.dataSource.query(
      'SELECT count(*)::int AS count FROM opening_balances WHERE partner_id IN ($1, $2)',
      [customer.id, supplier.id],
    );
    expect(count).toBe(0);

    // Reading and removing go by the same rule: a partner of the other side is not found.
    await setOpeningBalance(t, 'payable', supplier, { amount: 7, date: '2025-01-01' });
    for (const res of [await get('receivable', supplier.code), await remove('receivable', supplier.code)]) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(`customer ${supplier.code} not found`);
    }
    expect((await get('payable', 'NO-SUCH')).body.message).toBe('supplier NO-SUCH not found');
    expect((await get('payable', supplier.code)).body.amount).toBe(7);
  });

  it('lets readers read and only editors write', async () => {
    const customer = await newCustomer(t);
    await setOpeningBalance(t, 'receivable', customer, { amount: 5, date: '2025-01-01' });
    const asReader = await t
      .http()
      .put(path('receivable', customer.code))
      .set(t.as.reader)
      .send({ amount: 6, date: '2025-01-01' });
    expect(asReader.status).toBe(403);
    expect((await t.http().delete(path('receivable', customer.code)).set(t.as.reader)).status).toBe(403);
    expect((await get('receivable', customer.code)).body.amount).toBe(5);
    expect((await t.http().get('/api/payable/opening-balances').set(t.as.reader)).status).toBe(200);
    expect((await t.http().get('/api/payable/opening-balances')).status).toBe(401);
  });

  it('is part of the total and balance in the receivable list and detail', async () => {
    const customer = await newCustomer(t);
    const product = await newProduct(t);
    const supplier = await newSupplier(t);
    await setOpeningBalance(t, 'receivable', customer, { amount: '500.25', date: '2025-01-01' });
    // Stock is not needed for the balance: sell what an inbound brings in.
    await newInbound(t, supplier, product, { date: '2025-01-05', quantity: 10, unit_price: 1 });
    await newOutbound(t, customer, product, { date: '2025-02-10', quantity: 2, unit_price: 50 });
    await newPayment(t, 'receivable', customer, { amount: 200, pay_date: '2025-02-20' });

    expect(await listRow('receivable', customer.short_name)).toMatchObject({
      total_receivable: 600.25,
      total_paid: 200,
      balance: 400.25,
    });
    const detail = await t.http().get(`/api/receivable/details/${customer.code}`).set(t.as.reader);
    expect(detail.body.summary).toEqual({ total_receivable: 600.25, total_paid: 200, balance: 400.25 });
    expect(detail.body.opening_balance).toEqual({ amount: 500.25, date: '2025-01-01' });

    // Replacing and removing it moves the balance at once.
    await setOpeningBalance(t, 'receivable', customer, { amount: '-0.25', date: '2025-01-01' });
    expect(await listRow('receivable', customer.short_name)).toMatchObject({
      total_receivable: 99.75,
      balance: -100.25,
    });
    expect((await remove('receivable', customer.code)).status).toBe(200);
    expect(await listRow('receivable', customer.short_name)).toMatchObject({
      total_receivable: 100,
      balance: -100,
    });
    const without = await t.http().get(`/api/receivable/details/${customer.code}`).set(t.as.reader);
    expect(without.body.summary).toEqual({ total_receivable: 100, total_paid: 200, balance: -100 });
    expect(without.body.opening_balance).toBeNull();
  });

  it('is part of the total and balance in the payable list and detail', async () => {
    const supplier = await newSupplier(t);
    const product = await newProduct(t);
    // Positive: what we owe the supplier.
    await setOpeningBalance(t, 'payable', supplier, { amount: '300.10', date: '2025-01-01' });
    await newInbound(t, supplier, product, { date: '2025-01-05', quantity: 10, unit_price: 5 });
    await newPayment(t, 'payable', supplier, { amount: 100, pay_date: '2025-01-20' });
    expect(await listRow('payable', supplier.short_name)).toMatchObject({
      total_payable: 350.1,
      total_paid: 100,
      balance: 250.1,
    });
    const detail = await t.http().get(`/api/payable/details/${supplier.code}`).set(t.as.reader);
    expect(detail.body.summary).toEqual({ total_payable: 350.1, total_paid: 100, balance: 250.1 });
    expect(detail.body.opening_balance).toEqual({ amount: 300.1, date: '2025-01-01' });

    // Negative: a prepayment the supplier still owes us; a partner with nothing else is listed with it.
    const prepaid = await newSupplier(t);
    await setOpeningBalance(t, 'payable', prepaid, { amount: -40, date: '2025-01-01' });
    expect(await listRow('payable', prepaid.short_name)).toMatchObject({
      total_payable: -40,
      total_paid: 0,
      balance: -40,
    });
  });

  it('sorts the list by the balance that includes it', async () => {
    const small = await newCustomer(t, { short_name: 'OB-Sort small' });
    const large = await newCustomer(t, { short_name: 'OB-Sort large' });
    const none = await newCustomer(t, { short_name: 'OB-Sort none' });
    await setOpeningBalance(t, 'receivable', small, { amount: 10, date: '2025-01-01' });
    await setOpeningBalance(t, 'receivable', large, { amount: 1000, date: '2025-01-01' });
    const sorted = async (sort_field: string, sort_order: string) =>
      (
        await t
          .http()
          .get('/api/receivable')
          .query({ customer_short_name: 'OB-Sort', sort_field, sort_order })
          .set(t.as.reader)
      ).body.data.map((row: Row) => row.customer_code);
    expect(await sorted('balance', 'descend')).toEqual([large.code, small.code, none.code]);
    expect(await sorted('total_receivable', 'ascend')).toEqual([none.code, small.code, large.code]);
  });

  it('is a line of the statement in its period and part of the opening after it', async () => {
    const customer = await newCustomer(t, { short_name: 'OB Statement' });
    const product = await newProduct(t);
    const supplier = await newSupplier(t);
    await setOpeningBalance(t, 'receivable', customer, { amount: '500.25', date: '2025-01-10' });
    await newInbound(t, supplier, product, { date: '2025-01-05', quantity: 10, unit_price: 1 });
    await newOutbound(t, customer, product, { date: '2025-02-10', quantity: 2, unit_price: 50 });
    await newPayment(t, 'receivable', customer, { amount: 200, pay_date: '2025-02-20' });

    // February opens with it (it is dated before).
    const february = await exportFile(t, 'statement', {
      tables: '2',
      dateFrom: '2025-02-01',
      dateTo: '2025-02-28',
      customerCode: customer.code,
    });
    const sheet = table(february.book.worksheets[1]);
    expect(sheet.rows[0]).toEqual(['2025-02-01', 'Opening balance', ...Array(8).fill(null), 500.25]);
    expect(rowWith(sheet.rows, 'Opening balance brought forward')).toBeUndefined();
    expect(rowWith(sheet.rows, 'Closing balance')?.at(-1)).toBe(400.25);
    expect(rowWith(table(february.book.worksheets[0]).rows, customer.code)).toEqual([
      customer.code,
      customer.short_name,
      customer.full_name,
      500.25,
      100,
      200,
      400.25,
    ]);

    // January lists it on its date, after an opening of 0, and closes on it. The customer has nothing
    // else in January, yet is in scope without a customer filter.
    const january = await exportFile(t, 'statement', {
      tables: '2',
      dateFrom: '2025-01-01',
      dateTo: '2025-01-31',
    });
    expect(sheetNames(january.book)).toContain(customer.short_name);
    const janSheet = table(january.book.getWorksheet(customer.short_name)!);
    expect(janSheet.rows.slice(0, 3)).toEqual([
      ['2025-01-01', 'Opening balance', ...Array(8).fill(null), 0],
      ['2025-01-10', 'Opening balance brought forward', ...Array(6).fill(null), 500.25, null, 500.25],
      ['2025-01-31', 'Closing balance', ...Array(6).fill(null), 500.25, 0, 500.25],
    ]);
    expect(rowWith(table(january.book.worksheets[0]).rows, customer.code)).toEqual([
      customer.code,
      customer.short_name,
      customer.full_name,
      0,
      500.25,
      0,
      500.25,
    ]);

    // A period ending before it: not in scope, nothing owed yet.
    const december = await exportFile(t, 'statement', {
      tables: '2',
      dateFrom: '2024-12-01',
      dateTo: '2024-12-31',
    });
    expect(sheetNames(december.book)).not.toContain(customer.short_name);
  });

  it('is part of the receivable/payable export: a line of the records and in every total', async () => {
    const customer = await newCustomer(t, { short_name: 'OB Export customer' });
    const supplier = await newSupplier(t, { short_name: 'OB Export supplier' });
    const product = await newProduct(t);
    await setOpeningBalance(t, 'receivable', customer, { amount: '500.25', date: '2025-01-01' });
    await setOpeningBalance(t, 'payable', supplier, { amount: '80.50', date: '2025-01-02' });
    await newInbound(t, supplier, product, { date: '2025-01-05', quantity: 10, unit_price: 1 });
    await newOutbound(t, customer, product, { date: '2025-02-10', quantity: 2, unit_price: 50 });
    await newPayment(t, 'receivable', customer, { amount: 200, pay_date: '2025-02-20' });

    const everything = {
      outboundFrom: '2000-01-01',
      outboundTo: '2099-12-31',
      paymentFrom: '2000-01-01',
      paymentTo: '2099-12-31',
    };
    const { book } = await exportFile(t, 'receivable-payable', everything);
    const receivable = table(book.worksheets[0]).rows;
    expect(rowWith(receivable, customer.code)).toEqual([
      customer.code,
      customer.short_name,
      customer.full_name,
      600.25,
      200,
      400.25,
      '2025-02-20',
      'E-Transfer',
      400.25,
    ]);
    // The record lines: the opening balance first, then the goods; their total is the summary's.
    const records = table(book.worksheets[1]).rows;
    expect(records.filter((row) => row[1] === customer.code).map((row) => row.slice(1, 9))).toEqual([
      [
        customer.code,
        customer.short_name,
        '2025-01-01',
        null,
        'Opening balance brought forward',
        null,
        null,
        500.25,
      ],
      [customer.code, customer.short_name, '2025-02-10', product.code, product.product_model, 2, 50, 100],
    ]);
    const summaryTotal = receivable.at(-1)![3];
    expect(records.at(-1)![8]).toBe(summaryTotal);

    const payable = table(book.worksheets[3]).rows;
    expect(rowWith(payable, supplier.code)?.slice(3, 6)).toEqual([90.5, 0, 90.5]);
    const inbound = table(book.worksheets[4]).rows;
    expect(rowWith(inbound, 'Opening balance brought forward')).toBeDefined();
    expect(inbound.filter((row) => row[1] === supplier.code).map((row) => row[8])).toEqual([80.5, 10]);
    expect(inbound.at(-1)![8]).toBe(payable.at(-1)![3]);

    // Records from February on: the opening balance (January) is outside the range, but still in the
    // balance over all dates.
    const fromFebruary = await exportFile(t, 'receivable-payable', {
      ...everything,
      outboundFrom: '2025-02-01',
    });
    expect(rowWith(table(fromFebruary.book.worksheets[0]).rows, customer.code)?.slice(3)).toEqual([
      100,
      200,
      -100,
      '2025-02-20',
      'E-Transfer',
      400.25,
    ]);
    expect(
      table(fromFebruary.book.worksheets[1]).rows.filter((row) => row[1] === customer.code),
    ).toHaveLength(1);
  });

  it('keeps its partner: a partner with an opening balance cannot be deleted nor change type', async () => {
    const customer = await newCustomer(t);
    await setOpeningBalance(t, 'receivable', customer, { amount: 10, date: '2025-01-01' });
    const partnerPath = `/api/partners/${encodeURIComponent(customer.short_name)}`;
    const deleted = await t.http().delete(partnerPath).set(t.as.editor);
    expect(deleted.status).toBe(409);
    expect(deleted.body.message).toBe(
      `partner ${customer.short_name} cannot be deleted: used by 1 opening balance`,
    );
    const retyped = await t.http().put(partnerPath).set(t.as.editor).send({ type: 0 });
    expect(retyped.status).toBe(409);
    expect(retyped.body.message).toBe(
      `the type of partner ${customer.short_name} cannot change: used by 1 opening balance`,
    );
    // Once the opening balance is removed the partner can go.
    expect((await remove('receivable', customer.code)).status).toBe(200);
    expect((await t.http().delete(partnerPath).set(t.as.editor)).status).toBe(200);
  });

  it('is audited and respects the period lock', async () => {
    const customer = await newCustomer(t);
    await setOpeningBalance(t, 'receivable', customer, { amount: 10, date: '2025-01-01' });
    await setOpeningBalance(t, 'receivable', customer, { amount: 12, date: '2025-01-01' });
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
      // Its current date is in the closed period: it can be neither moved out nor removed.
      const closed = await put('receivable', customer.code, { amount: 15, date: '2025-02-01' });
      expect(closed.status).toBe(409);
      expect(closed.body.message).toBe('The books are closed through 2025-01-31');
      expect((await remove('receivable', customer.code)).status).toBe(409);
      // A partner without one cannot get one inside the closed period, but can after it.
      const other = await newCustomer(t);
      expect((await put('receivable', other.code, { amount: 1, date: '2025-01-15' })).status).toBe(409);
      expect((await put('receivable', other.code, { amount: 1, date: '2025-02-01' })).status).toBe(200);
      expect((await get('receivable', customer.code)).body).toMatchObject({ amount: 12, date: '2025-01-01' });
    } finally {
      await t.http().put('/api/settings/period-lock').set(t.as.admin).send({ locked_through: null });
    }
  });
});
