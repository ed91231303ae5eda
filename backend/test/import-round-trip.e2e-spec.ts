import { seedSample } from '../src/cli/seed-sample';
import { TestApp, createTestApp } from './support/app';
import { binaryParser } from './support/export-helpers';
import { importFile } from './support/import-helpers';

type Row = Record<string, unknown>;

const ALL_DATES = { dateFrom: '2000-01-01', dateTo: '2099-12-31' };

/** POST /api/export/<path> in a language; the file as it is. */
async function exported(t: TestApp, path: string, body: Row, language: string): Promise<Buffer> {
  const res = await t
    .http()
    .post(`/api/export/${path}`)
    .set(t.as.reader)
    .set('Accept-Language', language)
    .send(body)
    .buffer(true)
    .parse(binaryParser);
  expect(res.status).toBe(200);
  return res.body as Buffer;
}

/** Rows without their ids, in one order that does not depend on ids. */
const without = (rows: Row[], ...keys: string[]) =>
  rows
    .map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !keys.includes(key))))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

/** How many documents the books hold, and how many of them have several lines. */
async function linesPerDocument(t: TestApp): Promise<{ documents: number; several: number }> {
  const [row]: { documents: number; several: number }[] = await t.dataSource.query(
    `SELECT count(*)::int AS documents, count(*) FILTER (WHERE n > 1)::int AS several
       FROM (SELECT count(*) AS n FROM trade_records GROUP BY document_id) d`,
  );
  return row;
}

/** The payments of each side and account: how many, and their sum. */
async function paymentsByAccount(t: TestApp) {
  return t.dataSource.query(
    `SELECT y.direction, a.name AS account, count(*)::int AS payments, sum(y.amount)::text AS amount
       FROM payments y JOIN accounts a ON a.id = y.account_id
      GROUP BY y.direction, a.name ORDER BY y.direction, a.name`,
  );
}

/**
 * Everything a screen shows that the files carry: the lists (without ids), each record's place in its
 * list (return_of as "is a return"), stock and stock value per product, every balance, the overview.
 */
async function figures(t: TestApp) {
  const get = async (path: string) => (await t.http().get(path).set(t.as.reader)).body;
  const all = async (path: string) => {
    const rows: Row[] = [];
    for (let page = 1; ; page++) {
      const body = await get(`${path}${path.includes('?') ? '&' : '?'}page=${page}&limit=100`);
      rows.push(...body.data);
      if (rows.length >= body.pagination.total) return rows;
    }
  };
  const records = async (route: string) =>
    without(
      (await all(`/api/${route}`)).map((r) => ({ ...r, is_return: r.return_of !== null })),
      'id',
      'return_of',
      'document_id',
      // A delivery's link to its order line: the records' sheet does not carry it.
      'order_line_id',
    );
  // A version counts the changes a row has had in its own database, which a round trip does not carry.
  const documents = async (route: string) => without(await all(`/api/${route}/documents`), 'id', 'version');
  const balances = async (side: string) =>
    ((await get(`/api/${side}?limit=100`)).data as Row[]).sort((a, b) =>
      String(a.customer_code ?? a.supplier_code).localeCompare(String(b.customer_code ?? b.supplier_code)),
    );
  return {
    partners: without((await get('/api/partners')).data, 'id', 'version'),
    products: without((await get('/api/products')).data, 'id', 'version'),
    prices: without(await all('/api/product-prices'), 'id'),
    inbound: await records('inbound'),
    outbound: await records('outbound'),
    inboundDocuments: await documents('inbound'),
    outboundDocuments: await documents('outbound'),
    // What open orders reserve or bring: the orders are not part of this round trip.
    stock: without(
      (await get('/api/stock?limit=100')).data,
      'id',
      'last_update',
      'reserved_quantity',
      'on_order_quantity',
      'available_quantity',
    ),
    receivable: await balances('receivable'),
    payable: await balances('payable'),
    // The company's own money (accounts, transfers, expenses) is not part of this round trip.
    overview: without(
      [(await get('/api/overview/stats')).data ?? (await get('/api/overview/stats'))],
      'cash_position',
      'month_net_profit',
    )[0],
  };
}

/**
 * The import's round trip on the sample company: its base-info (partners with payment terms and a
 * credit limit), inbound/outbound and receivable/payable exports (Chinese headers) imported into an
 * empty database (with the source's accounts) give the same lists (documents under their numbers), stock,
 * stock value, balances (each payment on its account) and overview.
 */
describe('import: the round trip from the exports', () => {
  let source: TestApp;
  let target: TestApp;
  let baseInfo: Buffer;
  let trade: Buffer;
  let ledger: Buffer;
  let before: Awaited<ReturnType<typeof figures>>;
  let sourceDocuments: Awaited<ReturnType<typeof linesPerDocument>>;
  let sourcePayments: Awaited<ReturnType<typeof paymentsByAccount>>;
  let accounts: Row[];

  beforeAll(async () => {
    source = await createTestApp();
    await seedSample(source.app, { months: 3, force: true });
    // A sales return, so the round trip carries one.
    const [sale] = (await source.http().get('/api/outbound?limit=1').set(source.as.reader)).body.data;
    const back = await source
      .http()
      .post('/api/outbound')
      .set(source.as.editor)
      .send({ return_of: sale.id, outbound_date: sale.outbound_date, quantity: -1 });
    expect(back.status).toBe(201);
    // Payment terms and a credit limit, so the round trip carries them.
    const partners: Row[] = (await source.http().get('/api/partners').set(source.as.reader)).body.data;
    const customer = partners.find((p) => p.type === 1)!;
    const supplier = partners.find((p) => p.type === 0)!;
    for (const [partner, terms] of [
      [customer, { payment_terms_days: 45, credit_limit: 123456.78 }],
      [supplier, { payment_terms_days: 30 }],
    ] as const) {
      const put = await source
        .http()
        .put(`/api/partners/${encodeURIComponent(String(partner.short_name))}`)
        .set(source.as.editor)
        .send(terms);
      expect(put.status).toBe(200);
    }
    // The exports and the figures are taken before the target exists: on the embedded database the
    // target empties the one database the source is on too.
    baseInfo = await exported(source, 'base-info', { tables: '123' }, 'zh-CN');
    trade = await exported(source, 'inbound-outbound', { tables: '12', ...ALL_DATES }, 'zh-CN');
    ledger = await exported(
      source,
      'receivable-payable',
      {
        outboundFrom: ALL_DATES.dateFrom,
        outboundTo: ALL_DATES.dateTo,
        paymentFrom: ALL_DATES.dateFrom,
        paymentTo: ALL_DATES.dateTo,
      },
      'zh-CN',
    );
    before = await figures(source);
    sourceDocuments = await linesPerDocument(source);
    sourcePayments = await paymentsByAccount(source);
    accounts = (await source.http().get('/api/accounts').set(source.as.reader)).body.data;
    target = await createTestApp();
  }, 180_000);
  afterAll(async () => {
    await source.close();
    await target.close();
  });

  it('imports the exports unchanged and gives the same figures', async () => {
    // The payments name their accounts: those are set up first (by hand or the accounts import).
    const targetAccounts: Row[] = (await target.http().get('/api/accounts').set(target.as.reader)).body.data;
    for (const { name, kind } of accounts.filter((a) => !targetAccounts.some((b) => b.name === a.name))) {
      const made = await target.http().post('/api/accounts').set(target.as.editor).send({ name, kind });
      expect(made.status).toBe(201);
    }
    const steps: [string, Buffer][] = [
      ['partners', baseInfo],
      ['products', baseInfo],
      ['prices', baseInfo],
      ['inbound', trade],
      ['outbound', trade],
      ['receivable-payments', ledger],
      ['payable-payments', ledger],
    ];
    for (const [kind, file] of steps) {
      const dry = await importFile(target, kind, file, { dryRun: true, language: 'zh-CN' });
      expect({ kind, status: dry.status, errors: dry.body.errors?.slice(0, 3) }).toEqual({
        kind,
        status: 200,
        errors: [],
      });
      const res = await importFile(target, kind, file, { language: 'zh-CN' });
      expect({ kind, status: res.status, created: res.body.created }).toEqual({
        kind,
        status: 200,
        created: dry.body.created,
      });
      expect(res.body.created).toBeGreaterThan(0);
    }
    const after = await figures(target);
    expect(after.partners).toEqual(before.partners);
    expect(after.partners).toContainEqual(
      expect.objectContaining({ type: 1, payment_terms_days: 45, credit_limit: 123456.78 }),
    );
    expect(after.partners).toContainEqual(expect.objectContaining({ type: 0, payment_terms_days: 30 }));
    expect(after.products).toEqual(before.products);
    expect(after.prices).toEqual(before.prices);
    expect(after.inbound).toEqual(before.inbound);
    expect(after.outbound).toEqual(before.outbound);
    // Documents come back whole, under their numbers.
    expect(sourceDocuments.several).toBeGreaterThan(0);
    expect(await linesPerDocument(target)).toEqual(sourceDocuments);
    expect(after.inboundDocuments).toEqual(before.inboundDocuments);
    expect(after.outboundDocuments).toEqual(before.outboundDocuments);
    expect(after.outbound.some((r) => r.is_return)).toBe(true);
    expect(after.stock).toEqual(before.stock);
    expect(after.receivable).toEqual(before.receivable);
    expect(after.payable).toEqual(before.payable);
    // Each payment on its account, as in the source.
    expect(new Set(sourcePayments.map((p: Row) => p.account)).size).toBeGreaterThan(1);
    expect(await paymentsByAccount(target)).toEqual(sourcePayments);
    expect(after.overview).toEqual(before.overview);

    // The same files once more: every record refused as a duplicate, master data unchanged.
    const again = await importFile(target, 'inbound', trade, { dryRun: true, language: 'zh-CN' });
    expect(again.body.created).toBe(0);
    expect(again.body.errors.length).toBe(before.inbound.length);
    const partnersAgain = await importFile(target, 'partners', baseInfo, { dryRun: true });
    expect(partnersAgain.body).toMatchObject({ created: 0, updated: 0, errors: [] });
  }, 300_000);
});
