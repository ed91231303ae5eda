import { requestHash } from '../src/common/idempotency/idempotency-key';
import { TestApp, createTestApp } from './support/app';
import { auditTotal } from './support/audit';
import { newCustomer, newProduct, newSupplier } from './support/factories';
import { Partner, Product, Row, inboundBody, newInbound } from './support/trade-factories';

describe('Idempotency-Key on creates', () => {
  let t: TestApp;
  let supplier: Partner;
  let customer: Partner;
  let product: Product;
  let editorId: number;
  let keys = 0;
  const newKey = () => `key-${process.pid}-${++keys}`;

  beforeAll(async () => {
    t = await createTestApp();
    [supplier, customer, product] = await Promise.all([newSupplier(t), newCustomer(t), newProduct(t)]);
    await newInbound(t, supplier, product, { quantity: 1000, inbound_date: '2025-01-01', unit_price: 1 });
    [{ id: editorId }] = await t.dataSource.query("SELECT id FROM users WHERE username = 'editor_user'");
  });
  afterAll(() => t.close());

  const post = (path: string, body: Row, key?: string, as = t.as.editor) => {
    const call = t.http().post(`/api${path}`).set(as);
    return (key === undefined ? call : call.set('Idempotency-Key', key)).send(body);
  };
  const count = async (table: string): Promise<number> =>
    (await t.dataSource.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n;
  const keyRow = async (key: string, userId = editorId) =>
    (
      await t.dataSource.query(
        'SELECT request_hash, answer FROM idempotency_keys WHERE user_id = $1 AND key = $2',
        [userId, key],
      )
    )[0];

  it('deletes expired keys, and takes over an expired key for a new write', async () => {
    await t.dataSource.query(
      `INSERT INTO idempotency_keys (user_id, key, request_hash, answer, created_at)
       VALUES ($1, 'expired', repeat('0', 64), '{}', now() - interval '25 hours')`,
      [editorId],
    );
    expect((await post('/inbound', inboundBody(supplier, product), newKey())).status).toBe(201);
    expect(await keyRow('expired')).toBeUndefined();

    await t.dataSource.query(
      `INSERT INTO idempotency_keys (user_id, key, request_hash, answer, created_at)
       VALUES ($1, 'stale', repeat('0', 64), '{}', now() - interval '25 hours')`,
      [editorId],
    );
    const before = await count('trade_records');
    const res = await post('/inbound', inboundBody(supplier, product), 'stale');
    expect(res.status).toBe(201);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    expect(await count('trade_records')).toBe(before + 1);
  });

  it('answers a retry with the first answer and writes nothing', async () => {
    const key = newKey();
    const body = inboundBody(supplier, product, { quantity: 3 });
    const records = await count('trade_records');
    const audit = await auditTotal(t);
    const first = await post('/inbound', body, key);
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // The same request with its fields in another order is the same request.
    const again = await post('/inbound', Object.fromEntries(Object.entries(body).reverse()), key);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await count('trade_records')).toBe(records + 1);
    expect(await auditTotal(t)).toBe(audit + 1);
    expect(JSON.parse((await keyRow(key)).answer)).toEqual(first.body);
  });

  it('holds for every kind of create', async () => {
    const line = { product_code: product.code, product_model: product.product_model, quantity: 2 };
    const [bank] = await t.dataSource.query('SELECT id FROM accounts ORDER BY id LIMIT 1');
    const other = await post('/accounts', { name: 'Second account', kind: 'bank' });
    expect(other.status).toBe(201);
    const creates: { path: string; table: string; body: Row }[] = [
      {
        path: '/products',
        table: 'products',
        body: { code: 'IDEM-P', product_model: 'IDEM-M', category: 'c' },
      },
      {
        path: '/outbound/documents',
        table: 'trade_documents',
        body: {
          customer_code: customer.code,
          customer_short_name: customer.short_name,
          date: '2025-03-10',
          lines: [{ ...line, unit_price: 5 }],
        },
      },
      {
        path: '/receivable/payments',
        table: 'payments',
        body: { customer_code: customer.code, amount: 12.34, pay_date: '2025-04-01', pay_method: 'Cash' },
      },
      {
        path: '/accounts/transfers',
        table: 'account_transfers',
        body: { from_account_id: bank.id, to_account_id: other.body.id, amount: '5.25', date: '2026-02-10' },
      },
      {
        path: '/cash-entries',
        table: 'cash_entries',
        body: { kind: 'expense', date: '2026-04-02', category: 'Rent', amount: '12.34' },
      },
      {
        path: '/sales-orders',
        table: 'orders',
        body: {
          customer_code: customer.code,
          customer_short_name: customer.short_name,
          date: '2025-04-01',
          lines: [{ ...line, unit_price: 5 }],
        },
      },
      {
        path: '/stock/adjustments',
        table: 'trade_records',
        body: {
          product_model: product.product_model,
          date: '2025-03-31',
          reason: 'damage',
          quantity_change: -1,
        },
      },
    ];
    const made: Record<string, Row> = {};
    const createTwice = async ({ path, table, body }: (typeof creates)[number]) => {
      const key = newKey();
      const first = await post(path, body, key);
      expect([path, first.status, first.body.message]).toEqual([path, 201, undefined]);
      const rows = await count(table);
      const again = await post(path, body, key);
      expect([path, again.status, again.headers['idempotent-replayed']]).toEqual([path, 201, 'true']);
      expect(again.body).toEqual(first.body);
      expect([path, await count(table)]).toEqual([path, rows]);
      made[path] = first.body;
    };
    for (const create of creates) await createTwice(create);
    await createTwice({
      path: `/sales-orders/${made['/sales-orders'].id}/deliver`,
      table: 'trade_records',
      body: { date: '2025-04-05' },
    });
  });

  it('refuses the same key with another body or on another route (422), writing nothing', async () => {
    const key = newKey();
    expect((await post('/inbound', inboundBody(supplier, product), key)).status).toBe(201);
    const records = await count('trade_records');
    const other = await post('/inbound', inboundBody(supplier, product, { quantity: 11 }), key);
    expect(other.status).toBe(422);
    expect(other.body).toEqual({
      statusCode: 422,
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'this Idempotency-Key was already used for another request',
    });
    const elsewhere = await post('/products', { code: 'IDEM-X', product_model: 'IDEM-X' }, key);
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await count('trade_records')).toBe(records);
    expect(await count("products WHERE code = 'IDEM-X'")).toBe(0);
  });

  it("keeps each user's keys apart", async () => {
    const key = newKey();
    const body = inboundBody(supplier, product);
    const records = await count('trade_records');
    const editor = await post('/inbound', body, key);
    const admin = await post('/inbound', body, key, t.as.admin);
    expect([editor.status, admin.status]).toEqual([201, 201]);
    expect(admin.headers['idempotent-replayed']).toBeUndefined();
    expect(admin.body.data.id).not.toBe(editor.body.data.id);
    expect(await count('trade_records')).toBe(records + 2);
  });

  it('writes once when requests with one key race, and each answers the answer of the write', async () => {
    const key = newKey();
    const body = inboundBody(supplier, product, { quantity: 7 });
    const records = await count('trade_records');
    const answers = await Promise.all(Array.from({ length: 6 }, () => post('/inbound', body, key)));
    expect(answers.map((res) => res.status)).toEqual(Array(6).fill(201));
    for (const res of answers) expect(res.body).toEqual(answers[0].body);
    expect(await count('trade_records')).toBe(records + 1);
  });

  it('refuses a key that is not 1 to 100 printable characters (400), writing nothing', async () => {
    const records = await count('trade_records');
    for (const key of ['', 'x'.repeat(101), 'a\tb', 'caf\u00e9']) {
      const res = await post('/inbound', inboundBody(supplier, product), key);
      expect([JSON.stringify(key), res.status]).toEqual([JSON.stringify(key), 400]);
      expect(res.body).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'the Idempotency-Key header must be 1 to 100 printable characters',
      });
    }
    expect((await post('/inbound', inboundBody(supplier, product), 'x'.repeat(100))).status).toBe(201);
    expect(await count('trade_records')).toBe(records + 1);
  });

  it('changes nothing without the header: two sends are two writes', async () => {
    const records = await count('trade_records');
    const body = inboundBody(supplier, product);
    const [a, b] = [await post('/inbound', body), await post('/inbound', body)];
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.data.id).not.toBe(b.body.data.id);
    expect(await count('trade_records')).toBe(records + 2);
  });

  it('keeps no key for a refused write: the corrected request with that key is made', async () => {
    const key = newKey();
    const sale = {
      customer_code: customer.code,
      customer_short_name: customer.short_name,
      product_code: product.code,
      product_model: product.product_model,
      outbound_date: '2025-03-10',
      unit_price: 4,
    };
    const short = await post('/outbound', { ...sale, quantity: 1_000_000 }, key);
    expect([short.status, short.body.code]).toEqual([409, 'STOCK_SHORT']);
    expect(await keyRow(key)).toBeUndefined();
    const made = await post('/outbound', { ...sale, quantity: 1 }, key);
    expect(made.status).toBe(201);
    expect(made.headers['idempotent-replayed']).toBeUndefined();
  });

  it('keeps no key for a dry run: the save that follows with that key is made', async () => {
    const key = newKey();
    const body = {
      customer_code: customer.code,
      customer_short_name: customer.short_name,
      date: '2025-03-11',
      lines: [
        { product_code: product.code, product_model: product.product_model, quantity: 1, unit_price: 5 },
      ],
    };
    const documents = await count('trade_documents');
    const dry = await post('/outbound/documents?dry_run=true', body, key);
    expect([dry.status, dry.body.dry_run]).toEqual([200, true]);
    expect(await keyRow(key)).toBeUndefined();
    const made = await post('/outbound/documents', body, key);
    expect(made.status).toBe(201);
    expect(made.headers['idempotent-replayed']).toBeUndefined();
    const again = await post('/outbound/documents?dry_run=true', body, key);
    expect([again.status, again.body.dry_run]).toEqual([200, true]);
    expect(await count('trade_documents')).toBe(documents + 1);
  });

  it('answers 409 for a committed write whose answer was never stored, and writes nothing', async () => {
    // What a process killed between the commit and the answer leaves: the key without its answer.
    const key = newKey();
    const body = inboundBody(supplier, product, { quantity: 9 });
    await t.dataSource.query(
      'INSERT INTO idempotency_keys (user_id, key, request_hash) VALUES ($1, $2, $3)',
      [editorId, key, requestHash('POST', '/api/inbound', body)],
    );
    const records = await count('trade_records');
    const res = await post('/inbound', body, key);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('IDEMPOTENCY_KEY_UNANSWERED');
    expect(await count('trade_records')).toBe(records);
  });

  it('documents the header on every POST that answers 201', async () => {
    const doc = (await t.http().get('/api/docs-json').set(t.as.reader)).body as {
      paths: Record<
        string,
        Record<string, { responses: object; parameters?: { name: string; in: string }[] }>
      >;
    };
    const creates = Object.entries(doc.paths).flatMap(([path, ops]) =>
      ops.post && '201' in ops.post.responses ? [{ path, post: ops.post }] : [],
    );
    expect(creates.length).toBeGreaterThan(15);
    const without = creates.filter(
      ({ post }) => !post.parameters?.some((p) => p.in === 'header' && p.name === 'Idempotency-Key'),
    );
    expect(without.map(({ path }) => path)).toEqual([]);
  });
});
