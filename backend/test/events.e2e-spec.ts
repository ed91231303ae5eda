import { TestApp, createTestApp } from './support/app';
import { EventStreamClient, openEvents } from './support/event-stream';
import { newCustomer, newProduct, newSupplier } from './support/factories';
import { Partner, Product, newInbound } from './support/trade-factories';
import { EventStreams } from '../src/modules/events/event-streams';

/** Amounts never leave in an event: only these fields. */
const EVENT_FIELDS = [
  'entity',
  'action',
  'id',
  'document_number',
  'partner_code',
  'product_codes',
  'by',
  'at',
];

/**
 * GET /events: every committed write reaches every open stream (through PostgreSQL's notices, so from
 * any instance), a refused write sends nothing, the events carry no amounts, comment lines keep the
 * stream open, and a stream ends with its token and on shutdown.
 */
describe('events', () => {
  let t: TestApp;
  let supplier: Partner;
  let customer: Partner;
  let product: Product;
  let stream: EventStreamClient;
  const server = process.env.E2E_MODE === 'server';

  beforeAll(async () => {
    t = await createTestApp();
    [supplier, customer, product] = await Promise.all([newSupplier(t), newCustomer(t), newProduct(t)]);
    await newInbound(t, supplier, product, { quantity: 10 });
    stream = await openEvents(t, `Bearer ${t.tokens.reader}`);
  });
  afterAll(async () => {
    stream.close();
    await t.close();
  });

  const sale = (quantity: number) =>
    t
      .http()
      .post('/api/outbound/documents')
      .set(t.as.editor)
      .send({
        customer_code: customer.code,
        customer_short_name: customer.short_name,
        date: '2025-03-10',
        lines: [
          { product_code: product.code, product_model: product.product_model, quantity, unit_price: 9 },
        ],
      });

  it('is a text/event-stream, opened with a comment line; without a token 401', async () => {
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['cache-control']).toBe('no-store');
    await waitFor(() => stream.comments.length > 0);
    expect(stream.comments[0]).toBe('connected');
    const anonymous = await t.http().get('/api/events');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('UNAUTHENTICATED');
  });

  it('sends a committed write within 2 s: who, what, which record, no amounts', async () => {
    const from = stream.events.length;
    const started = Date.now();
    const res = await sale(2);
    expect(res.status).toBe(201);
    const document = await stream.next((e) => e.data.entity === 'document', 2_000, from);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(document.event).toBe('change');
    expect(document.data).toEqual({
      entity: 'document',
      action: 'created',
      id: res.body.id,
      document_number: res.body.document_number,
      partner_code: customer.code,
      by: 'editor_user',
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const record = await stream.next((e) => e.data.entity === 'record', 2_000, from);
    expect(record.data).toMatchObject({
      action: 'created',
      id: res.body.lines[0].id,
      document_number: res.body.document_number,
      partner_code: customer.code,
      product_codes: [product.code],
      by: 'editor_user',
    });
    for (const event of stream.events) {
      for (const field of Object.keys(event.data)) expect(EVENT_FIELDS).toContain(field);
    }
  });

  it('names changes and deletions, with the entity names of the contract', async () => {
    const from = stream.events.length;
    const changed = await t
      .http()
      .put(`/api/products/${product.code}`)
      .set(t.as.editor)
      .send({ category: 'moved' });
    expect(changed.status).toBe(200);
    const event = await stream.next((e) => e.data.entity === 'product', 2_000, from);
    expect(event.data).toMatchObject({ action: 'updated', id: product.id, product_codes: [product.code] });

    const spare = await newProduct(t);
    const removed = await t.http().delete(`/api/products/${spare.code}`).set(t.as.editor);
    expect(removed.status).toBe(200);
    await stream.next((e) => e.data.action === 'deleted' && e.data.id === spare.id, 2_000, from);

    const partner = await t
      .http()
      .put(`/api/partners/${encodeURIComponent(customer.short_name)}`)
      .set(t.as.editor)
      .send({ address: '2 Market Street' });
    expect(partner.status).toBe(200);
    const partnerEvent = await stream.next((e) => e.data.entity === 'partner', 2_000, from);
    expect(partnerEvent.data).toMatchObject({
      action: 'updated',
      id: customer.id,
      partner_code: customer.code,
    });
  });

  it('sends nothing for a refused write or a dry run', async () => {
    const from = stream.events.length;
    const refused = await sale(1_000);
    expect(refused.status).toBe(409);
    const dryRun = await sale(1).query({ dry_run: 'true' });
    expect(dryRun.status).toBe(200);
    expect(dryRun.body.dry_run).toBe(true);
    const marker = await newProduct(t);
    // Notices arrive in commit order: once the later write's is here, a refused one's would be too.
    await stream.next((e) => e.data.id === marker.id, 2_000, from);
    expect(stream.events.slice(from).map((e) => e.data.entity)).toEqual(['product']);
  });

  it('ends within 5 s of a logout', async () => {
    const login = await t
      .http()
      .post('/api/auth/login')
      .send({ username: 'reader_user', password: 'reader-password' });
    const token: string = login.body.token;
    const own = await openEvents(t, `Bearer ${token}`);
    expect(own.status).toBe(200);
    const logout = await t
      .http()
      .post('/api/auth/logout')
      .set({ Authorization: `Bearer ${token}` });
    expect(logout.status).toBe(204);
    const started = Date.now();
    await own.ended;
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  // Last: a second app in this process takes over passport's strategy, which goes with it on close.
  it("reaches a stream on another instance (a server's notices)", async () => {
    const other = await createTestApp({ DATABASE_URL: databaseUrl(t) });
    try {
      const from = stream.events.length;
      const res = await other.http().post('/api/products').set(other.as.editor).send({
        code: 'ELSEWHERE',
        product_model: 'Elsewhere-1',
        category: 'c',
      });
      expect(res.status).toBe(201);
      const arrived = await stream
        .next((e) => e.data.entity === 'product' && e.data.id === res.body.data.id, 2_000, from)
        .then(() => true)
        .catch(() => false);
      // The embedded database passes no notices between sessions: one server, its own writes only.
      expect(arrived).toBe(server);
    } finally {
      await other.app.close();
    }
  });
});

describe('events: keep-alive and shutdown', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('writes a comment line at least every 30 s while nothing happens', async () => {
    const stream = await openEvents(t, `Bearer ${t.tokens.reader}`);
    await waitFor(() => stream.comments.length === 1);
    const started = Date.now();
    await waitFor(() => stream.comments.length === 2, 30_000);
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(stream.comments[1]).toBe('keep-alive');
    stream.close();
  }, 40_000);

  it('ends every open stream when the server shuts down, so its drain need not wait for them', async () => {
    const stream = await openEvents(t, `Bearer ${t.tokens.editor}`);
    await waitFor(() => stream.comments.length > 0);
    t.app.get(EventStreams).closeAll();
    await stream.ended;
  });
});

async function waitFor(done: () => boolean, ms = 2_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

function databaseUrl(t: TestApp): string {
  const options = t.dataSource.options as { url?: string };
  return options.url!;
}
