import { todayDateOnly } from '../src/common/dates';
import { TestApp, createTestApp } from './support/app';
import { exportFile, table } from './support/export-helpers';
import { newCustomer, newProduct, newSupplier } from './support/factories';
import { newPayment, setOpeningBalance } from './support/ledger-factories';
import { Partner, Product, Row, newInbound, newOutbound, newReturn } from './support/trade-factories';

/**
 * Aging and statements of account, and the detail's un-invoiced figures. The first
 * data set is the worked example of docs/ARCHITECTURE.md ("Aging and statements"): its figures are
 * checked here.
 */
describe('aging and statements', () => {
  let t: TestApp;
  let supplier: Partner;
  let product: Product;
  /** The worked example: 30 days of terms, opening balance, sales, a return and a partial payment. */
  let example: Partner;
  let exampleReturn: Row;

  beforeAll(async () => {
    t = await createTestApp();
    product = await newProduct(t, { code: 'AG-P', product_model: 'Widget' });
    supplier = await newSupplier(t, { code: 'AG-S', short_name: 'Aging Stock Supplier' });
    // Stock for every sale of this file, bought before all of them.
    await newInbound(t, supplier, product, { inbound_date: '2024-12-01', quantity: 10_000, unit_price: 1 });

    example = await newCustomer(t, {
      code: 'AG-EX',
      short_name: 'Aging Example',
      full_name: 'Aging Example Trading Ltd.',
      address: '8 Harbour Road',
      contact_person: 'Wang Fang',
      contact_phone: '021-5550123',
      payment_terms_days: 30,
    });
    await setOpeningBalance(t, 'receivable', example, { amount: 500, date: '2025-01-01' });
    const sale = (outbound_date: string, quantity: number, unit_price: number, more: Row = {}) =>
      newOutbound(t, example, product, { outbound_date, quantity, unit_price, ...more });
    await sale('2025-02-10', 10, 40, { invoice_number: 'INV-21', invoice_date: '2025-02-10' });
    await sale('2025-04-05', 5, 60, { order_number: 'SO-45' });
    const may = await sale('2025-05-20', 4, 50, { invoice_number: 'INV-52', invoice_date: '2025-05-21' });
    await sale('2025-06-15', 2, 75, { remark: 'rush order' });
    exampleReturn = await newReturn(t, 'outbound', may.id, -1, '2025-05-25');
    await newPayment(t, 'receivable', example, { amount: 600, pay_date: '2025-03-01', pay_method: 'Cheque' });
    await newPayment(t, 'receivable', example, {
      amount: 280,
      pay_date: '2025-06-10',
      pay_method: 'E-Transfer',
      remark: 'part of April',
    });
  });
  afterAll(() => t.close());

  const aging = (side: 'receivable' | 'payable', query: Record<string, string> = {}, language = 'en-US') =>
    t.http().get(`/api/${side}/aging`).query(query).set(t.as.reader).set('Accept-Language', language);
  const rowOf = (body: { data: Row[] }, code: string, side: 'receivable' | 'payable' = 'receivable') =>
    body.data.find((row) => row[side === 'receivable' ? 'customer_code' : 'supplier_code'] === code);

  describe('aging', () => {
    it('settles the worked example oldest first: opening balance, then the oldest sales', async () => {
      // Balance 500 + 400 + 300 + 200 + 150 − 50 − 600 − 280 = 620. The credits (930) settle the opening
      // balance (500), the 02-10 sale (400) and 30 of the 04-05 sale. Open: 270 of 04-05 (due 05-05,
      // 56 days overdue), 200 of 05-20 (due 06-19, 11 days), 150 of 06-15 (due 07-15: current).
      const res = await aging('receivable', { as_of: '2025-06-30' });
      expect(res.status).toBe(200);
      expect(res.body.as_of).toBe('2025-06-30');
      expect(res.body.buckets).toEqual(['current', '1-30', '31-60', '61-90', '90+']);
      expect(rowOf(res.body, 'AG-EX')).toEqual({
        customer_code: 'AG-EX',
        customer_short_name: 'Aging Example',
        balance: 620,
        amounts: [150, 200, 270, 0, 0],
      });
    });

    it('answers a write at once, though the same aging was just asked for (the answer is reused only until the database changes)', async () => {
      const customer = await newCustomer(t, { code: 'AG-FRESH', short_name: 'Aging Fresh' });
      await newOutbound(t, customer, product, { outbound_date: '2025-06-01', quantity: 2, unit_price: 50 });
      const query = { as_of: '2025-06-30', buckets: '15,45' };
      const [first, second] = await Promise.all([aging('receivable', query), aging('receivable', query)]);
      expect(second.body).toEqual(first.body);
      expect(rowOf(first.body, 'AG-FRESH')?.balance).toBe(100);
      await newPayment(t, 'receivable', customer, { amount: 30, pay_date: '2025-06-20' });
      expect(rowOf((await aging('receivable', query)).body, 'AG-FRESH')?.balance).toBe(70);
      const statement = () =>
        t
          .http()
          .get('/api/receivable/statement/AG-FRESH')
          .query({ start_date: '2025-06-01', end_date: '2025-06-30' })
          .set(t.as.reader);
      expect((await statement()).body.closing_balance).toBe(70);
      await newPayment(t, 'receivable', customer, { amount: 70, pay_date: '2025-06-25' });
      expect((await statement()).body.closing_balance).toBe(0);
      expect(rowOf((await aging('receivable', query)).body, 'AG-FRESH')).toBeUndefined();
    });

    it('reads only what is dated on or before as_of', async () => {
      // As of 04-30: 500 + 400 + 300 − 600 = 600; open 300 of 04-05 (due 05-05: current) and 300 of
      // 02-10 (due 03-12: 49 days overdue).
      const res = await aging('receivable', { as_of: '2025-04-30' });
      expect(rowOf(res.body, 'AG-EX')).toMatchObject({ balance: 600, amounts: [300, 0, 300, 0, 0] });
      // Before the opening balance there is nothing: the partner is not listed.
      const before = await aging('receivable', { as_of: '2024-12-31' });
      expect(rowOf(before.body, 'AG-EX')).toBeUndefined();
    });

    it('takes other edges', async () => {
      const res = await aging('receivable', { as_of: '2025-06-30', buckets: '15, 45' });
      expect(res.body.buckets).toEqual(['current', '1-15', '16-45', '45+']);
      expect(rowOf(res.body, 'AG-EX')).toMatchObject({ amounts: [150, 200, 0, 270] });
    });

    it('counts days overdue from the due date: payment terms, or the date itself without them', async () => {
      const put = (payment_terms_days: number | null) =>
        t
          .http()
          .put(`/api/partners/${encodeURIComponent(example.short_name)}`)
          .set(t.as.editor)
          .send({
            payment_terms_days,
          });
      expect((await put(null)).status).toBe(200);
      try {
        // Due on their dates: 04-05 is 86 days overdue, 05-20 41, 06-15 15.
        const res = await aging('receivable', { as_of: '2025-06-30' });
        expect(rowOf(res.body, 'AG-EX')).toMatchObject({ balance: 620, amounts: [0, 150, 200, 270, 0] });
        expect((await put(0)).status).toBe(200);
        const zero = await aging('receivable', { as_of: '2025-06-30' });
        expect(rowOf(zero.body, 'AG-EX')).toMatchObject({ amounts: [0, 150, 200, 270, 0] });
      } finally {
        expect((await put(30)).status).toBe(200);
      }
    });

    it('ages a negative payment (an adjustment) from its own date, and lets a credit opening balance settle the oldest sales', async () => {
      const adjusted = await newCustomer(t, { code: 'AG-ADJ' });
      await newOutbound(t, adjusted, product, { outbound_date: '2025-01-10', quantity: 1, unit_price: 100 });
      await newPayment(t, 'receivable', adjusted, { amount: 100, pay_date: '2025-01-20' });
      await newPayment(t, 'receivable', adjusted, {
        amount: -25,
        pay_date: '2025-06-20',
        pay_method: 'Other',
      });
      const credited = await newCustomer(t, { code: 'AG-CRO' });
      await setOpeningBalance(t, 'receivable', credited, { amount: -100, date: '2025-01-01' });
      await newOutbound(t, credited, product, { outbound_date: '2025-03-01', quantity: 1, unit_price: 80 });
      await newOutbound(t, credited, product, { outbound_date: '2025-06-01', quantity: 1, unit_price: 50 });

      const res = await aging('receivable', { as_of: '2025-06-30' });
      expect(rowOf(res.body, 'AG-ADJ')).toMatchObject({ balance: 25, amounts: [0, 25, 0, 0, 0] });
      // The opening credit of 100 settles 03-01 (80) and 20 of 06-01: 30 open, 29 days overdue.
      expect(rowOf(res.body, 'AG-CRO')).toMatchObject({ balance: 30, amounts: [0, 30, 0, 0, 0] });
    });

    it('puts a credit balance in current and leaves out partners that owe nothing', async () => {
      const ahead = await newCustomer(t, { code: 'AG-CR' });
      await newOutbound(t, ahead, product, { outbound_date: '2025-05-01', quantity: 2, unit_price: 20 });
      await newPayment(t, 'receivable', ahead, { amount: 100, pay_date: '2025-05-02' });
      const square = await newCustomer(t, { code: 'AG-SQ' });
      await newOutbound(t, square, product, { outbound_date: '2025-05-01', quantity: 1, unit_price: 30 });
      await newPayment(t, 'receivable', square, { amount: 30, pay_date: '2025-05-03' });

      const res = await aging('receivable', { as_of: '2025-06-30' });
      expect(rowOf(res.body, 'AG-CR')).toMatchObject({ balance: -60, amounts: [-60, 0, 0, 0, 0] });
      expect(rowOf(res.body, 'AG-SQ')).toBeUndefined();
      // Every row adds up to its balance; the totals add up the rows.
      for (const row of res.body.data as { balance: number; amounts: number[] }[]) {
        expect(cents(row.amounts.reduce((a, b) => a + b, 0))).toBe(cents(row.balance));
      }
      res.body.totals.forEach((total: number, i: number) => {
        const sum = (res.body.data as { amounts: number[] }[]).reduce((s, row) => s + row.amounts[i], 0);
        expect(cents(total)).toBe(cents(sum));
      });
    });

    it('sorts by balance (largest first) unless told otherwise', async () => {
      const res = await aging('receivable', { as_of: '2025-06-30' });
      const balances = res.body.data.map((row: Row) => row.balance as number);
      expect(balances).toEqual([...balances].sort((a, b) => b - a));

      const byCurrent = await aging('receivable', {
        as_of: '2025-06-30',
        sort_field: 'amounts.0',
        sort_order: 'ascend',
      });
      const current = byCurrent.body.data.map((row: Row) => (row.amounts as number[])[0]);
      expect(current).toEqual([...current].sort((a, b) => a - b));
      expect(current[0]).toBe(-60);

      const byCode = await aging('receivable', {
        as_of: '2025-06-30',
        sort_field: 'customer_code',
        sort_order: 'desc',
      });
      const codes = byCode.body.data.map((row: Row) => row.customer_code as string);
      expect(codes).toEqual([...codes].sort((a, b) => b.localeCompare(a)));
      expect(codes.length).toBeGreaterThanOrEqual(4);
    });

    it('ages payables the same way, in the supplier names', async () => {
      const vendor = await newSupplier(t, {
        code: 'AG-V',
        short_name: 'Aging Vendor',
        payment_terms_days: 60,
      });
      const march = await newInbound(t, vendor, product, {
        inbound_date: '2025-03-01',
        quantity: 100,
        unit_price: 10,
      });
      await newReturn(t, 'inbound', march.id, -10, '2025-03-10');
      await newInbound(t, vendor, product, { inbound_date: '2025-05-15', quantity: 50, unit_price: 10 });
      await newPayment(t, 'payable', vendor, { amount: 600, pay_date: '2025-04-01' });

      // 1000 − 100 + 500 − 600 = 800: 300 of 03-01 (due 04-30, 61 days overdue) and 05-15 (due 07-14).
      const res = await aging('payable', { as_of: '2025-06-30' });
      expect(res.status).toBe(200);
      expect(rowOf(res.body, 'AG-V', 'payable')).toEqual({
        supplier_code: 'AG-V',
        supplier_short_name: 'Aging Vendor',
        balance: 800,
        amounts: [500, 0, 0, 300, 0],
      });
    });

    it('is as of today by default', async () => {
      const res = await aging('receivable');
      expect(res.status).toBe(200);
      expect(res.body.as_of).toBe(todayDateOnly());
      expect(rowOf(res.body, 'AG-EX')).toMatchObject({ balance: 620 });
    });

    it.each([
      [{ buckets: '30;60' }, 'buckets must be whole numbers of days separated by commas, e.g. 30,60,90'],
      [{ buckets: '0,30' }, 'buckets must each be from 1 to 3650 days'],
      [{ buckets: '30,4000' }, 'buckets must each be from 1 to 3650 days'],
      [{ buckets: '60,30' }, 'buckets must be in ascending order, without repeats'],
      [{ buckets: '30,30' }, 'buckets must be in ascending order, without repeats'],
      [{ buckets: '1,2,3,4,5,6,7,8,9' }, 'buckets must have at most 8 numbers'],
      [{ as_of: '2025-02-30' }, 'as_of must be a date in YYYY-MM-DD format'],
    ])('refuses %j', async (query, message) => {
      const res = await aging('receivable', query);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message });
    });

    it('refuses in the request language', async () => {
      const res = await aging('payable', { buckets: '60,30' }, 'zh-CN');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('账龄分段（buckets）必须按升序排列，且不能重复');
    });
  });

  describe('statement of account', () => {
    const statement = (side: 'receivable' | 'payable', code: string, query: Record<string, string>) =>
      t
        .http()
        .get(`/api/${side}/statement/${encodeURIComponent(code)}`)
        .query(query)
        .set(t.as.reader);

    it('opens with the balance before the period, lists its lines oldest first and closes with the balance at its end', async () => {
      const res = await statement('receivable', 'AG-EX', {
        start_date: '2025-03-01',
        end_date: '2025-05-31',
      });
      expect(res.status).toBe(200);
      const { lines, aging: partnerAging, ...head } = res.body;
      expect(head).toEqual({
        partner: {
          code: 'AG-EX',
          short_name: 'Aging Example',
          full_name: 'Aging Example Trading Ltd.',
          address: '8 Harbour Road',
          contact_person: 'Wang Fang',
          contact_phone: '021-5550123',
          payment_terms_days: 30,
        },
        start_date: '2025-03-01',
        end_date: '2025-05-31',
        // The opening balance of 01-01 and the 02-10 sale.
        opening_balance: 900,
        closing_balance: 750,
      });
      expect(lines).toEqual([
        {
          date: '2025-03-01',
          kind: 'payment',
          // A payment is named by the account it went through, never by an internal id.
          reference: expect.any(String),
          document_id: null,
          description: 'Cheque',
          debit: null,
          credit: 600,
          balance: 300,
        },
        {
          date: '2025-04-05',
          kind: 'outbound',
          reference: 'SO-45',
          document_id: expect.any(Number),
          description: 'Widget × 5 @ 60',
          debit: 300,
          credit: null,
          balance: 600,
        },
        {
          date: '2025-05-20',
          kind: 'outbound',
          reference: 'INV-52',
          document_id: expect.any(Number),
          description: 'Widget × 4 @ 50',
          debit: 200,
          credit: null,
          balance: 800,
        },
        {
          date: '2025-05-25',
          kind: 'return',
          // Neither an invoice nor an order number: the number printed on its document.
          reference: exampleReturn.document_number,
          document_id: exampleReturn.document_id,
          // A return: its kind says so, its quantity as returned (positive).
          description: 'Widget × 1 @ 50',
          debit: null,
          credit: 50,
          balance: 750,
        },
      ]);
      const debit = lines.reduce((sum: number, l: Row) => sum + ((l.debit as number) ?? 0), 0);
      const credit = lines.reduce((sum: number, l: Row) => sum + ((l.credit as number) ?? 0), 0);
      expect(head.opening_balance + debit - credit).toBe(head.closing_balance);
      // As of 05-31 the credits (650) settle the opening balance and 150 of 02-10: 250 of it is open
      // (due 03-12, 80 days overdue), 04-05 (due 05-05, 26 days) and 05-20 (due 06-19).
      expect(partnerAging).toEqual({
        as_of: '2025-05-31',
        buckets: ['current', '1-30', '31-60', '61-90', '90+'],
        balance: 750,
        amounts: [200, 300, 0, 250, 0],
      });
    });

    it('lists an opening balance dated inside the period, and payments after the goods of their day', async () => {
      const res = await statement('receivable', 'AG-EX', {
        start_date: '2025-01-01',
        end_date: '2025-06-30',
        buckets: '60',
      });
      expect(res.status).toBe(200);
      expect(res.body.opening_balance).toBe(0);
      expect(res.body.lines[0]).toEqual({
        date: '2025-01-01',
        kind: 'opening_balance',
        reference: null,
        document_id: null,
        description: null,
        debit: 500,
        credit: null,
        balance: 500,
      });
      expect(res.body.lines.map((l: Row) => [l.date, l.kind])).toEqual([
        ['2025-01-01', 'opening_balance'],
        ['2025-02-10', 'outbound'],
        ['2025-03-01', 'payment'],
        ['2025-04-05', 'outbound'],
        ['2025-05-20', 'outbound'],
        ['2025-05-25', 'return'],
        ['2025-06-10', 'payment'],
        ['2025-06-15', 'outbound'],
      ]);
      expect(res.body.lines[1].reference).toBe('INV-21');
      expect(res.body.lines[6].description).toBe('E-Transfer; part of April');
      expect(res.body.lines[7].description).toBe('Widget × 2 @ 75; rush order');
      expect(res.body.closing_balance).toBe(620);
      expect(res.body.aging).toEqual({
        as_of: '2025-06-30',
        buckets: ['current', '1-60', '60+'],
        balance: 620,
        amounts: [150, 470, 0],
      });
    });

    it('puts purchases in debit and payments in credit on the payable side: the balance is what we owe', async () => {
      const res = await statement('payable', 'AG-V', { start_date: '2025-03-05', end_date: '2025-05-31' });
      expect(res.status).toBe(200);
      expect(res.body.opening_balance).toBe(1000);
      expect(res.body.lines.map((l: Row) => [l.kind, l.debit, l.credit, l.balance])).toEqual([
        ['return', null, 100, 900],
        ['payment', null, 600, 300],
        ['inbound', 500, null, 800],
      ]);
      expect(res.body.closing_balance).toBe(800);
      // As of 05-31 the rest of 03-01 is 31 days past its due date (04-30).
      expect(res.body.aging).toMatchObject({ balance: 800, amounts: [500, 0, 300, 0, 0] });
    });

    it('answers a partner without movements with its balance, and 404 for an unknown partner or one of the other side', async () => {
      const quiet = await statement('receivable', 'AG-EX', {
        start_date: '2025-07-01',
        end_date: '2025-07-31',
      });
      expect(quiet.body).toMatchObject({ opening_balance: 620, lines: [], closing_balance: 620 });

      const unknown = await statement('receivable', 'NOPE', {
        start_date: '2025-01-01',
        end_date: '2025-01-31',
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({
        statusCode: 404,
        code: 'NOT_FOUND',
        message: 'customer NOPE not found',
      });
      const supplierAsCustomer = await statement('receivable', 'AG-V', {
        start_date: '2025-01-01',
        end_date: '2025-01-31',
      });
      expect(supplierAsCustomer.status).toBe(404);
      const customerAsSupplier = await statement('payable', 'AG-EX', {
        start_date: '2025-01-01',
        end_date: '2025-01-31',
      });
      expect(customerAsSupplier.body).toEqual({
        statusCode: 404,
        code: 'NOT_FOUND',
        message: 'supplier AG-EX not found',
      });
    });

    it.each([
      [{ end_date: '2025-01-31' }, 'start date is required'],
      [{ start_date: '2025-01-01' }, 'end date is required'],
      [{ start_date: '2025-1-1', end_date: '2025-01-31' }, 'start date must be a date in YYYY-MM-DD format'],
      [{ start_date: '2025-02-01', end_date: '2025-01-31' }, 'the start date must not be after the end date'],
      [
        { start_date: '2025-01-01', end_date: '2025-01-31', buckets: 'x' },
        'buckets must be whole numbers of days separated by commas, e.g. 30,60,90',
      ],
    ])('refuses %j', async (query, message) => {
      const res = await statement('receivable', 'AG-EX', query);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message });
    });
  });

  describe('un-invoiced records on the detail', () => {
    it('counts and sums the records without an invoice number, returns included', async () => {
      // 04-05 (300, an order number only), 06-15 (150) and the return (−50).
      const res = await t.http().get('/api/receivable/details/AG-EX').set(t.as.reader);
      expect(res.status).toBe(200);
      expect(res.body.uninvoiced).toEqual({ count: 3, total: 400 });
      expect(res.body.summary).toEqual({ total_receivable: 1500, total_paid: 880, balance: 620 });

      const vendor = await t.http().get('/api/payable/details/AG-V').set(t.as.reader);
      expect(vendor.body.uninvoiced).toEqual({ count: 3, total: 1400 });
      const none = await newCustomer(t);
      const empty = await t.http().get(`/api/receivable/details/${none.code}`).set(t.as.reader);
      expect(empty.body.uninvoiced).toEqual({ count: 0, total: 0 });
    });
  });

  describe('aging export', () => {
    it('writes the rows of the aging in its order, with exact totals, headers in the request language and text cells for formula-like names', async () => {
      const odd = await newCustomer(t, { code: 'AG-ODD', short_name: '=HYPERLINK("http://x","y")' });
      await newOutbound(t, odd, product, { outbound_date: '2025-06-01', quantity: 3, unit_price: 0.1 });

      const query = { as_of: '2025-06-30', buckets: '30,60,90' };
      const api = await aging('receivable', query);
      const { res, book } = await exportFile(t, 'aging', { side: 'receivable', ...query }, 'zh-CN');
      expect(res.status).toBe(200);
      expect(String(res.headers['content-disposition'])).toMatch(/receivable-aging_\d{8}_\d{6}\.xlsx/);
      expect(book.worksheets.map((s) => s.name)).toEqual(['应收账龄']);
      const sheet = table(book.worksheets[0]);
      expect(sheet.header).toEqual([
        '客户代号',
        '客户简称',
        '余额',
        '未到期',
        '1-30天',
        '31-60天',
        '61-90天',
        '90+天',
      ]);
      const rows = api.body.data.map((row: Row) => [
        row.customer_code,
        row.customer_short_name,
        row.balance,
        ...(row.amounts as number[]),
      ]);
      const balanceTotal = api.body.data.reduce((sum: number, row: Row) => sum + (row.balance as number), 0);
      expect(sheet.rows.slice(0, -1)).toEqual(rows);
      expect(sheet.rows).toContainEqual(['AG-ODD', '=HYPERLINK("http://x","y")', 0.3, 0, 0.3, 0, 0, 0]);
      const totals = sheet.rows[sheet.rows.length - 1];
      expect(totals.slice(0, 2)).toEqual([null, '合计']);
      expect(totals.slice(2).map((n) => cents(n as number))).toEqual(
        [balanceTotal, ...api.body.totals].map(cents),
      );

      const payable = await exportFile(t, 'aging', { side: 'payable', as_of: '2025-06-30' });
      expect(table(payable.book.worksheets[0]).header.slice(0, 4)).toEqual([
        'Supplier code',
        'Supplier short name',
        'Balance',
        'Current',
      ]);
      expect(table(payable.book.worksheets[0]).rows).toContainEqual([
        'AG-V',
        'Aging Vendor',
        800,
        500,
        0,
        0,
        300,
        0,
      ]);
    });

    it.each([
      [{}, 'side is required'],
      [{ side: 'both' }, "side must be 'receivable' or 'payable'"],
      [{ side: 'payable', buckets: '90,60' }, 'buckets must be in ascending order, without repeats'],
    ])('refuses %j before any byte', async (body, message) => {
      const { res, json } = await exportFile(t, 'aging', body);
      expect(res.status).toBe(400);
      expect(json).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message });
    });
  });
});

/** A figure in whole thousandths, so sums of JSON numbers compare exactly. */
function cents(value: number): number {
  return Math.round(value * 1000);
}
