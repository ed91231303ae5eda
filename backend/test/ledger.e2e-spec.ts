import { TestApp, createTestApp } from './support/app';
import { newCustomer, newProduct, newSupplier } from './support/factories';
import { Side, newInbound, newOutbound, newPayment } from './support/ledger-factories';

type Row = Record<string, unknown>;

describe('receivable and payable', () => {
  let t: TestApp;
  let supplier: { code: string; short_name: string };
  let product: { code: string; product_model: string };
  let alpha: { code: string; short_name: string; full_name: string };
  let beta: { code: string; short_name: string; full_name: string };
  let gamma: { code: string; short_name: string; full_name: string };

  beforeAll(async () => {
    t = await createTestApp();
    supplier = await newSupplier(t, {
      code: 'LS-1',
      short_name: 'RX Supplier',
      full_name: 'RX Supplier Ltd.',
    });
    product = await newProduct(t, { code: 'LP-1', product_model: 'LEDGER-A' });
    alpha = await newCustomer(t, { code: 'RX-A', short_name: 'RX Alpha', full_name: 'RX Alpha Foods Ltd.' });
    beta = await newCustomer(t, { code: 'RX-B', short_name: 'RX Beta', full_name: 'RX Beta Mart Ltd.' });
    gamma = await newCustomer(t, { code: 'RX-G', short_name: 'RX Gamma', full_name: 'RX Gamma Shop Ltd.' });

    // Payable: 1000 + 625 = 1625 owed to the supplier.
    await newInbound(t, supplier, product, { date: '2025-01-02', quantity: 100, unit_price: 10 });
    await newInbound(t, supplier, product, { date: '2025-01-03', quantity: 50, unit_price: 12.5 });
    // Receivable of alpha: 205 + 166.665 + 300 = 671.665.
    await newOutbound(t, alpha, product, {
      date: '2025-01-05',
      quantity: 10,
      unit_price: 20.5,
      order_number: 'SO-1',
    });
    await newOutbound(t, alpha, product, {
      date: '2025-01-06',
      quantity: 5,
      unit_price: 33.333,
      remark: 'odd price',
    });
    await newOutbound(t, alpha, product, { date: '2025-01-07', quantity: 3, unit_price: 100 });
    // Receivable of beta: 100.
    await newOutbound(t, beta, product, { date: '2025-01-08', quantity: 2, unit_price: 50 });

    // Alpha pays 100 + 200.50 and gets a -10 adjustment: paid 290.50, balance 381.165.
    await newPayment(t, 'receivable', alpha, { amount: 100, pay_date: '2025-01-10', pay_method: 'Cash' });
    await newPayment(t, 'receivable', alpha, {
      amount: '200.50',
      pay_date: '2025-01-20',
      pay_method: 'Cheque',
    });
    await newPayment(t, 'receivable', alpha, {
      amount: -10,
      pay_date: '2025-01-15',
      pay_method: 'Other',
      remark: 'discount',
    });
    // Beta pays twice on the same day: the later id is the last payment. Paid 50, balance 50.
    await newPayment(t, 'receivable', beta, { amount: 30, pay_date: '2025-02-01', pay_method: 'E-Transfer' });
    await newPayment(t, 'receivable', beta, { amount: 20, pay_date: '2025-02-01', pay_method: 'Cash' });
  });
  afterAll(() => t.close());

  const list = (side: Side, query: Record<string, unknown>, as = t.as.reader) =>
    t.http().get(`/api/${side}`).query(query).set(as);

  describe('lists', () => {
    it('gives one row per customer with exact totals, balance and last payment', async () => {
      const res = await list('receivable', { customer_short_name: 'rx ' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        data: [
          {
            customer_code: 'RX-A',
            customer_short_name: 'RX Alpha',
            customer_full_name: 'RX Alpha Foods Ltd.',
            total_receivable: 671.665,
            total_paid: 290.5,
            balance: 381.165,
            last_payment_date: '2025-01-20',
            last_payment_method: 'Cheque',
          },
          {
            customer_code: 'RX-B',
            customer_short_name: 'RX Beta',
            customer_full_name: 'RX Beta Mart Ltd.',
            total_receivable: 100,
            total_paid: 50,
            balance: 50,
            last_payment_date: '2025-02-01',
            last_payment_method: 'Cash',
          },
          {
            customer_code: 'RX-G',
            customer_short_name: 'RX Gamma',
            customer_full_name: 'RX Gamma Shop Ltd.',
            total_receivable: 0,
            total_paid: 0,
            balance: 0,
            last_payment_date: null,
            last_payment_method: null,
          },
        ],
        page: 1,
        limit: 10,
        total: 3,
      });
    });

    it('lists suppliers on the payable side, not customers', async () => {
      await newPayment(t, 'payable', supplier, {
        amount: 1000,
        pay_date: '2025-01-31',
        pay_method: "Banker's acceptance",
      });
      const res = await list('payable', {});
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(1);
      expect(res.body.data).toEqual([
        {
          supplier_code: 'LS-1',
          supplier_short_name: 'RX Supplier',
          supplier_full_name: 'RX Supplier Ltd.',
          total_payable: 1625,
          total_paid: 1000,
          balance: 625,
          last_payment_date: '2025-01-31',
          last_payment_method: "Banker's acceptance",
        },
      ]);
    });

    it('searches by short name, case-insensitively, as a substring', async () => {
      let res = await list('receivable', { customer_short_name: 'ALPH' });
      expect(res.body.data.map((r: Row) => r.customer_code)).toEqual(['RX-A']);
      expect(res.body.total).toBe(1);
      res = await list('receivable', { customer_short_name: 'no such customer' });
      expect(res.body).toMatchObject({ data: [], total: 0 });
      // Pattern characters are searched for literally.
      res = await list('receivable', { customer_short_name: '%' });
      expect(res.body.total).toBe(0);
      res = await list('payable', { supplier_short_name: 'supp' });
      expect(res.body.data.map((r: Row) => r.supplier_code)).toEqual(['LS-1']);
    });

    it('sorts by balance descending by default and by whitelisted columns on request', async () => {
      const codes = async (query: Record<string, unknown>) =>
        (await list('receivable', { customer_short_name: 'RX', ...query })).body.data.map(
          (r: Row) => r.customer_code,
        );
      expect(await codes({})).toEqual(['RX-A', 'RX-B', 'RX-G']);
      expect(await codes({ sort_field: 'balance', sort_order: 'asc' })).toEqual(['RX-G', 'RX-B', 'RX-A']);
      expect(await codes({ sort_field: 'customer_short_name', sort_order: 'desc' })).toEqual([
        'RX-G',
        'RX-B',
        'RX-A',
      ]);
      expect(await codes({ sort_field: 'total_receivable', sort_order: 'ascend' })).toEqual([
        'RX-G',
        'RX-B',
        'RX-A',
      ]);
      expect(await codes({ sort_field: 'total_paid', sort_order: 'descend' })).toEqual([
        'RX-A',
        'RX-B',
        'RX-G',
      ]);
      // A customer without payments sorts last either way.
      expect(await codes({ sort_field: 'last_payment_date', sort_order: 'desc' })).toEqual([
        'RX-B',
        'RX-A',
        'RX-G',
      ]);
      expect(await codes({ sort_field: 'last_payment_date', sort_order: 'asc' })).toEqual([
        'RX-A',
        'RX-B',
        'RX-G',
      ]);
      // Unknown fields (SQL included) fall back to the default order.
      expect(await codes({ sort_field: 'id; DROP TABLE payments', sort_order: 'asc' })).toEqual([
        'RX-A',
        'RX-B',
        'RX-G',
      ]);
      expect(await codes({ sort_field: 'supplier_code', sort_order: 'asc' })).toEqual([
        'RX-A',
        'RX-B',
        'RX-G',
      ]);
    });

    it('ties on balance by short name', async () => {
      const zeroB = await newCustomer(t, { code: 'TIE-B', short_name: 'TIE b' });
      const zeroA = await newCustomer(t, { code: 'TIE-A', short_name: 'TIE a' });
      const res = await list('receivable', { customer_short_name: 'tie' });
      expect(res.body.data.map((r: Row) => r.customer_code)).toEqual([zeroA.code, zeroB.code]);
    });

    it('pages with a default of 10 and a limit of at most 100', async () => {
      const page1 = await list('receivable', { customer_short_name: 'RX', limit: 2 });
      expect(page1.body).toMatchObject({ page: 1, limit: 2, total: 3 });
      expect(page1.body.data.map((r: Row) => r.customer_code)).toEqual(['RX-A', 'RX-B']);
      const page2 = await list('receivable', { customer_short_name: 'RX', limit: 2, page: 2 });
      expect(page2.body.data.map((r: Row) => r.customer_code)).toEqual(['RX-G']);
      const beyond = await list('receivable', { customer_short_name: 'RX', limit: 2, page: 9 });
      expect(beyond.body).toMatchObject({ data: [], page: 9, total: 3 });

      let res = await list('receivable', { limit: 101 });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('limit must be at most 100');
      res = await list('receivable', { page: 0 });
      expect(res.status).toBe(400);
      res = await list('payable', { limit: 'many' });
      expect(res.status).toBe(400);
    });
  });

  describe('details', () => {
    let paged: { code: string; short_name: string; full_name: string };

    beforeAll(async () => {
      paged = await newCustomer(t, {
        code: 'PG-1',
        short_name: 'Paged Customer',
        full_name: 'Paged Customer Ltd.',
      });
      for (let day = 1; day <= 7; day++) {
        const date = `2025-03-0${day}`;
        await newOutbound(t, paged, product, {
          date,
          quantity: 1,
          unit_price: 10 * day,
          order_number: `PO-${day}`,
        });
      }
      for (let day = 1; day <= 6; day++) {
        await newPayment(t, 'receivable', paged, {
          amount: day,
          pay_date: `2025-03-1${day}`,
          pay_method: 'Cash',
        });
      }
    });

    it('answers the customer, the summary and both sub-lists (page size 5, newest first)', async () => {
      const res = await t.http().get(`/api/receivable/details/${paged.code}`).set(t.as.reader);
      expect(res.status).toBe(200);
      // 10+20+...+70 = 280; paid 1+...+6 = 21.
      expect(res.body.customer).toEqual({
        code: 'PG-1',
        short_name: 'Paged Customer',
        full_name: 'Paged Customer Ltd.',
      });
      expect(res.body.summary).toEqual({ total_receivable: 280, total_paid: 21, balance: 259 });
      expect(res.body.payment_records).toMatchObject({ page: 1, limit: 5, total: 6 });
      expect(res.body.payment_records.data.map((p: Row) => p.amount)).toEqual([6, 5, 4, 3, 2]);
      expect(res.body.payment_records.data[0]).toEqual({
        id: expect.any(Number),
        customer_code: 'PG-1',
        amount: 6,
        pay_date: '2025-03-16',
        pay_method: 'Cash',
        remark: null,
        account_id: expect.any(Number),
        account_name: 'Cash',
        version: 1,
        allocations: [],
      });
      expect(res.body.outbound_records).toMatchObject({ page: 1, limit: 5, total: 7 });
      expect(res.body.outbound_records.data).toHaveLength(5);
      expect(res.body.outbound_records.data[0]).toEqual({
        id: expect.any(Number),
        outbound_date: '2025-03-07',
        // Its document, to open from the line and to read by number.
        document_id: expect.any(Number),
        document_number: expect.stringMatching(/^OUT-20250307-\d+$/),
        product_model: 'LEDGER-A',
        quantity: 1,
        unit_price: 70,
        total_price: 70,
        order_number: 'PO-7',
        remark: null,
      });
      expect(res.body.payment_pagination).toEqual({ page: 1, limit: 5, total: 6 });
      expect(res.body.outbound_pagination).toEqual({ page: 1, limit: 5, total: 7 });
    });

    it('pages each sub-list on its own', async () => {
      const res = await t
        .http()
        .get(`/api/receivable/details/${paged.code}`)
        .query({ payment_page: 2, payment_limit: 5, outbound_page: 2, outbound_limit: 5 })
        .set(t.as.reader);
      expect(res.body.payment_records.data.map((p: Row) => p.amount)).toEqual([1]);
      expect(res.body.outbound_records.data.map((r: Row) => r.order_number)).toEqual(['PO-2', 'PO-1']);
      expect(res.body.payment_pagination).toEqual({ page: 2, limit: 5, total: 6 });
      expect(res.body.outbound_pagination).toEqual({ page: 2, limit: 5, total: 7 });

      const small = await t
        .http()
        .get(`/api/receivable/details/${paged.code}`)
        .query({ payment_limit: 2, outbound_page: 3, outbound_limit: 3 })
        .set(t.as.reader);
      expect(small.body.payment_records.data.map((p: Row) => p.amount)).toEqual([6, 5]);
      expect(small.body.outbound_records.data.map((r: Row) => r.order_number)).toEqual(['PO-1']);

      const bad = await t
        .http()
        .get(`/api/receivable/details/${paged.code}?outbound_limit=500`)
        .set(t.as.reader);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('outbound_limit must be at most 100');
    });

    it('answers the payable shape for a supplier', async () => {
      const res = await t
        .http()
        .get(`/api/payable/details/${supplier.code}`)
        .query({ inbound_limit: 1 })
        .set(t.as.reader);
      expect(res.status).toBe(200);
      expect(res.body.supplier).toEqual({
        code: 'LS-1',
        short_name: 'RX Supplier',
        full_name: 'RX Supplier Ltd.',
      });
      expect(res.body.summary).toEqual({ total_payable: 1625, total_paid: 1000, balance: 625 });
      expect(res.body.inbound_records).toMatchObject({ page: 1, limit: 1, total: 2 });
      expect(res.body.inbound_records.data).toEqual([
        {
          id: expect.any(Number),
          inbound_date: '2025-01-03',
          document_id: expect.any(Number),
          document_number: expect.stringMatching(/^IN-20250103-\d+$/),
          product_model: 'LEDGER-A',
          quantity: 50,
          unit_price: 12.5,
          total_price: 625,
          order_number: null,
          remark: null,
        },
      ]);
      expect(res.body.inbound_pagination).toEqual({ page: 1, limit: 1, total: 2 });
      expect(res.body.payment_records.data[0]).toMatchObject({ supplier_code: 'LS-1', amount: 1000 });
    });

    it('answers 404 for an unknown code or a partner of the other side', async () => {
      let res = await t.http().get('/api/receivable/details/NOPE').set(t.as.reader);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'customer NOPE not found' });
      res = await t.http().get(`/api/receivable/details/${supplier.code}`).set(t.as.reader);
      expect(res.status).toBe(404);
      res = await t.http().get(`/api/payable/details/${alpha.code}`).set(t.as.reader);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(`supplier ${alpha.code} not found`);
    });
  });

  describe('payments', () => {
    const balanceOf = async (side: Side, code: string) => {
      const res = await t.http().get(`/api/${side}/details/${code}`).set(t.as.reader);
      return res.body.summary;
    };

    it('creates a payment and answers it', async () => {
      const c = await newCustomer(t);
      const res = await t.http().post('/api/receivable/payments').set(t.as.editor).send({
        customer_code: c.code,
        amount: 12.34,
        pay_date: '2025-04-01',
        pay_method: 'E-Transfer',
        remark: ' first ',
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        success: true,
        data: {
          id: expect.any(Number),
          customer_code: c.code,
          amount: 12.34,
          pay_date: '2025-04-01',
          pay_method: 'E-Transfer',
          remark: 'first',
          // Left out: the default account.
          account_id: expect.any(Number),
          account_name: 'Cash',
          version: 1,
          allocations: [],
        },
      });
      expect(await balanceOf('receivable', c.code)).toEqual({
        total_receivable: 0,
        total_paid: 12.34,
        balance: -12.34,
      });
    });

    it('edits and deletes payments, and the balance follows', async () => {
      const c = await newCustomer(t);
      await newOutbound(t, c, product, { date: '2025-04-02', quantity: 4, unit_price: 25 });
      const first = await newPayment(t, 'receivable', c, { amount: 30, pay_date: '2025-04-03' });
      const second = await newPayment(t, 'receivable', c, { amount: 20, pay_date: '2025-04-04' });
      expect(await balanceOf('receivable', c.code)).toEqual({
        total_receivable: 100,
        total_paid: 50,
        balance: 50,
      });

      let res = await t.http().put(`/api/receivable/payments/${first.id}`).set(t.as.editor).send({
        customer_code: c.code,
        amount: 45.5,
        pay_date: '2025-04-05',
        pay_method: 'Cheque',
        remark: 'corrected',
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        data: {
          id: first.id,
          customer_code: c.code,
          amount: 45.5,
          pay_date: '2025-04-05',
          pay_method: 'Cheque',
          remark: 'corrected',
          account_id: expect.any(Number),
          account_name: 'Cash',
          version: 2,
          allocations: [],
        },
      });
      expect(await balanceOf('receivable', c.code)).toEqual({
        total_receivable: 100,
        total_paid: 65.5,
        balance: 34.5,
      });
      let row = (await list('receivable', { customer_short_name: c.short_name })).body.data[0];
      expect(row).toMatchObject({
        balance: 34.5,
        last_payment_date: '2025-04-05',
        last_payment_method: 'Cheque',
      });

      // A partial edit keeps the other fields; a null remark clears it.
      res = await t
        .http()
        .put(`/api/receivable/payments/${first.id}`)
        .set(t.as.editor)
        .send({ remark: null });
      expect(res.body.data).toMatchObject({ amount: 45.5, pay_method: 'Cheque', remark: null });

      res = await t.http().delete(`/api/receivable/payments/${second.id}`).set(t.as.editor);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });
      expect(await balanceOf('receivable', c.code)).toEqual({
        total_receivable: 100,
        total_paid: 45.5,
        balance: 54.5,
      });
      res = await t.http().delete(`/api/receivable/payments/${second.id}`).set(t.as.editor);
      expect(res.status).toBe(404);

      res = await t.http().delete(`/api/receivable/payments/${first.id}`).set(t.as.editor);
      expect(res.status).toBe(200);
      row = (await list('receivable', { customer_short_name: c.short_name })).body.data[0];
      expect(row).toMatchObject({
        total_paid: 0,
        balance: 100,
        last_payment_date: null,
        last_payment_method: null,
      });
    });

    it('moves a payment to another customer on edit, checking the customer', async () => {
      const from = await newCustomer(t);
      const to = await newCustomer(t);
      const p = await newPayment(t, 'receivable', from, { amount: 10, pay_date: '2025-04-06' });
      let res = await t
        .http()
        .put(`/api/receivable/payments/${p.id}`)
        .set(t.as.editor)
        .send({ customer_code: to.code });
      expect(res.status).toBe(200);
      expect(res.body.data.customer_code).toBe(to.code);
      expect((await balanceOf('receivable', from.code)).total_paid).toBe(0);
      expect((await balanceOf('receivable', to.code)).total_paid).toBe(10);
      res = await t
        .http()
        .put(`/api/receivable/payments/${p.id}`)
        .set(t.as.editor)
        .send({ customer_code: supplier.code });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(`customer ${supplier.code} not found`);
    });

    it('does not find a payment of the other side (404)', async () => {
      const p = await newPayment(t, 'payable', supplier, { amount: 1, pay_date: '2025-04-07' });
      let res = await t.http().put(`/api/receivable/payments/${p.id}`).set(t.as.editor).send({ amount: 2 });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: `payment ${p.id} not found` });
      res = await t.http().delete(`/api/receivable/payments/${p.id}`).set(t.as.editor);
      expect(res.status).toBe(404);
      res = await t.http().put('/api/payable/payments/999999').set(t.as.editor).send({ amount: 2 });
      expect(res.status).toBe(404);
      for (const id of ['abc', '99999999999']) {
        res = await t.http().put(`/api/payable/payments/${id}`).set(t.as.editor).send({ amount: 2 });
        expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
      }
      // Still there, unchanged.
      res = await t.http().put(`/api/payable/payments/${p.id}`).set(t.as.editor).send({ amount: '1.5' });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ supplier_code: supplier.code, amount: 1.5 });
      res = await t.http().delete(`/api/payable/payments/${p.id}`).set(t.as.editor);
      expect(res.status).toBe(200);
    });

    describe.each([
      ['receivable', 'customer'],
      ['payable', 'supplier'],
    ] as const)('rules on the %s side', (side, partner) => {
      const partyOf = () => (side === 'receivable' ? alpha : supplier);
      const otherSideParty = () => (side === 'receivable' ? supplier : alpha);
      const body = (overrides: Record<string, unknown> = {}) => ({
        [`${partner}_code`]: partyOf().code,
        amount: 10,
        pay_date: '2025-05-01',
        pay_method: 'Cash',
        remark: null,
        ...overrides,
      });
      const post = (payload: Record<string, unknown>) =>
        t.http().post(`/api/${side}/payments`).set(t.as.editor).send(payload);

      it.each([
        [{ amount: undefined }, 'amount is required'],
        [{ amount: null }, 'amount is required'],
        [{ amount: 'abc' }, 'Enter a valid number'],
        [{ amount: '' }, 'Enter a valid number'],
        [{ amount: 1.234 }, 'Enter a valid number'],
        [{ amount: '1.234' }, 'Enter a valid number'],
        [{ amount: true }, 'Enter a valid number'],
        [{ amount: 0 }, 'amount must not be 0'],
        [{ amount: '0.00' }, 'amount must not be 0'],
        [{ amount: 1e13 }, 'amount must be at most 999999999999.99'],
        [{ pay_date: undefined }, 'pay date is required'],
        [{ pay_date: '' }, 'pay date is required'],
        [{ pay_date: '2025-02-30' }, 'pay date must be a date in YYYY-MM-DD format'],
        [{ pay_date: '2025/05/01' }, 'pay date must be a date in YYYY-MM-DD format'],
        [{ pay_method: undefined }, 'pay method is required'],
        [{ pay_method: '' }, 'pay method is required'],
        [
          { pay_method: 'Bitcoin' },
          "pay method must be one of Cash, E-Transfer, Cheque, Banker's acceptance, Other",
        ],
        [{ remark: 'x'.repeat(501) }, 'remark must be at most 500 characters'],
      ])('refuses %p with 400 "%s"', async (overrides, message) => {
        const res = await post(body(overrides));
        expect(res.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message });
      });

      it('requires the party, which must exist with the right type', async () => {
        let res = await post(body({ [`${partner}_code`]: undefined }));
        expect(res.body).toEqual({
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: `select a ${partner}`,
        });
        res = await post(body({ [`${partner}_code`]: '  ' }));
        expect(res.body).toEqual({
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: `select a ${partner}`,
        });
        res = await post(body({ [`${partner}_code`]: 'NOPE' }));
        expect(res.body).toEqual({
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: `${partner} NOPE not found`,
        });
        res = await post(body({ [`${partner}_code`]: otherSideParty().code }));
        expect(res.body).toEqual({
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: `${partner} ${otherSideParty().code} not found`,
        });
      });

      it('accepts every payment method, 2 decimals and a 500-character remark', async () => {
        for (const method of ['Cash', 'E-Transfer', 'Cheque', "Banker's acceptance", 'Other']) {
          const res = await post(body({ pay_method: method, amount: '0.01', remark: 'r'.repeat(500) }));
          expect(res.status).toBe(201);
          expect(res.body.data).toMatchObject({ pay_method: method, amount: 0.01 });
          await t.http().delete(`/api/${side}/payments/${res.body.data.id}`).set(t.as.editor).expect(200);
        }
      });

      it('checks the rules on edit too', async () => {
        const created = await post(body());
        const put = (payload: Record<string, unknown>) =>
          t.http().put(`/api/${side}/payments/${created.body.data.id}`).set(t.as.editor).send(payload);
        expect((await put({ amount: 'x' })).body.message).toBe('Enter a valid number');
        expect((await put({ amount: 0 })).body.message).toBe('amount must not be 0');
        expect((await put({ pay_method: 'Gold' })).status).toBe(400);
        expect((await put({ pay_date: '01-05-2025' })).status).toBe(400);
        expect((await put({ remark: 'x'.repeat(501) })).status).toBe(400);
        // Left out means unchanged; sent as null means missing.
        expect((await put({ amount: null })).body).toEqual({
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'amount is required',
        });
        expect((await put({ pay_date: null })).body.message).toBe('pay date is required');
        expect((await put({ pay_method: null })).body.message).toBe('pay method is required');
        expect((await put({ [`${partner}_code`]: null })).body.message).toBe(`select a ${partner}`);
        expect((await put({ pay_method: '' })).body.message).toBe('pay method is required');
        await t.http().delete(`/api/${side}/payments/${created.body.data.id}`).set(t.as.editor).expect(200);
      });
    });

    it('allows a negative amount on receivables only', async () => {
      const c = await newCustomer(t);
      const res = await t.http().post('/api/receivable/payments').set(t.as.editor).send({
        customer_code: c.code,
        amount: -25.5,
        pay_date: '2025-05-02',
        pay_method: 'Other',
        remark: 'adjustment',
      });
      expect(res.status).toBe(201);
      expect(res.body.data.amount).toBe(-25.5);
      expect(await balanceOf('receivable', c.code)).toEqual({
        total_receivable: 0,
        total_paid: -25.5,
        balance: 25.5,
      });

      const refused = await t
        .http()
        .post('/api/payable/payments')
        .set(t.as.editor)
        .send({ supplier_code: supplier.code, amount: -1, pay_date: '2025-05-02', pay_method: 'Cash' });
      expect(refused.body).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'amount must be greater than 0',
      });
      const p = await newPayment(t, 'payable', supplier, { amount: 5, pay_date: '2025-05-03' });
      const edit = await t.http().put(`/api/payable/payments/${p.id}`).set(t.as.editor).send({ amount: -5 });
      expect(edit.body).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'amount must be greater than 0',
      });
      await t.http().delete(`/api/payable/payments/${p.id}`).set(t.as.editor).expect(200);
    });
  });

  describe('roles', () => {
    it('lets a reader read and refuses payment writes with 403', async () => {
      expect((await list('receivable', {}, t.as.reader)).status).toBe(200);
      expect((await list('payable', {}, t.as.reader)).status).toBe(200);
      expect((await t.http().get(`/api/receivable/details/${alpha.code}`).set(t.as.reader)).status).toBe(200);
      expect((await t.http().get(`/api/payable/details/${supplier.code}`).set(t.as.reader)).status).toBe(200);

      const p = await newPayment(t, 'receivable', gamma, { amount: 1, pay_date: '2025-06-01' });
      const q = await newPayment(t, 'payable', supplier, { amount: 1, pay_date: '2025-06-01' });
      const writes = [
        t
          .http()
          .post('/api/receivable/payments')
          .send({ customer_code: gamma.code, amount: 1, pay_date: '2025-06-01', pay_method: 'Cash' }),
        t.http().put(`/api/receivable/payments/${p.id}`).send({ amount: 2 }),
        t.http().delete(`/api/receivable/payments/${p.id}`),
        t
          .http()
          .post('/api/payable/payments')
          .send({ supplier_code: supplier.code, amount: 1, pay_date: '2025-06-01', pay_method: 'Cash' }),
        t.http().put(`/api/payable/payments/${q.id}`).send({ amount: 2 }),
        t.http().delete(`/api/payable/payments/${q.id}`),
      ];
      for (const write of writes) {
        const res = await write.set(t.as.reader);
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ statusCode: 403, code: 'FORBIDDEN', message: 'insufficient permissions' });
      }
      expect((await t.http().get('/api/receivable')).status).toBe(401);
      await t.http().delete(`/api/receivable/payments/${p.id}`).set(t.as.editor).expect(200);
      await t.http().delete(`/api/payable/payments/${q.id}`).set(t.as.editor).expect(200);
    });
  });
});
