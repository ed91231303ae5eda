import { TestApp, createTestApp } from './support/app';
import {
  AuditEntryBody,
  auditEntries,
  auditQuery,
  auditTotal,
  createdChanges,
  deletedChanges,
  setPeriodLock,
  updatedChanges,
} from './support/audit';
import {
  Partner,
  Product,
  Row,
  inboundBody,
  newInbound,
  newParties,
  outboundBody,
  returnBody,
} from './support/trade-factories';

/**
 * The audit trail: every create, update and delete of records, returns and stock
 * adjustments (and of users and the period lock) writes an entry in the write's own transaction, with
 * who, what, the changed fields and the request id; a refused write leaves none. GET /api/audit lists
 * them newest first with its filters; nothing changes or deletes them through the API.
 */
describe('audit trail', () => {
  let t: TestApp;
  let supplier: Partner;
  let customer: Partner;
  let product: Product;

  beforeAll(async () => {
    t = await createTestApp();
    ({ supplier, customer, product } = await newParties(t));
  });
  afterAll(() => t.close());

  /** An editor's write with a request id of our own. */
  const write = (method: 'post' | 'put' | 'delete', path: string, requestId: string, body?: Row) => {
    const req = t.http()[method](path).set(t.as.editor).set('X-Request-Id', requestId);
    return body === undefined ? req : req.send(body);
  };

  /** The entry a write made, newest first: exactly `count` for the record so far. */
  const expectEntries = async (entity: string, id: unknown, count: number) => {
    const entries = await auditEntries(t, entity, id);
    expect(entries).toHaveLength(count);
    return entries;
  };

  const entryShape = (e: AuditEntryBody) => ({
    id: e.id,
    at: e.at,
    username: e.username,
    action: e.action,
    entity: e.entity,
    entity_id: e.entity_id,
    changes: e.changes,
    request_id: e.request_id,
  });

  describe('records and returns', () => {
    it('audits an inbound record created, updated and deleted, with the request id and the changed fields', async () => {
      const started = Date.now();
      const created = await write(
        'post',
        '/api/inbound',
        'audit-inbound-create',
        inboundBody(supplier, product, { quantity: 10, unit_price: 2.5, remark: 'first delivery' }),
      );
      expect(created.status).toBe(201);
      const record: Row = created.body.data;
      const id = record.id;

      let entries = await expectEntries('inbound', id, 1);
      expect(Object.keys(entries[0]).sort()).toEqual(
        [
          'action',
          'at',
          'changes',
          'document_id',
          'document_number',
          'entity',
          'entity_id',
          'id',
          'request_id',
          'subject',
          'username',
        ].sort(),
      );
      expect(entries[0]).toEqual({
        id: expect.any(Number),
        at: expect.any(String),
        username: 'editor_user',
        action: 'create',
        entity: 'inbound',
        entity_id: String(id),
        request_id: 'audit-inbound-create',
        changes: createdChanges(record),
        // What it concerns as people know it: its document, by number, to open.
        document_id: record.document_id,
        document_number: record.document_number,
        subject: record.document_number,
      });
      expect(Math.abs(new Date(entries[0].at).getTime() - started)).toBeLessThan(60_000);
      // The new values, as the API shows them; fields left empty are not listed.
      expect(entries[0].changes).toMatchObject({
        id: [null, id],
        supplier_code: [null, supplier.code],
        supplier_short_name: [null, supplier.short_name],
        product_model: [null, product.product_model],
        inbound_date: [null, '2025-03-01'],
        quantity: [null, 10],
        unit_price: [null, 2.5],
        total_price: [null, 25],
        remark: [null, 'first delivery'],
      });
      expect(entries[0].changes).not.toHaveProperty('invoice_number');

      const updated = await write(
        'put',
        `/api/inbound/${id}`,
        'audit-inbound-update',
        inboundBody(supplier, product, { quantity: 12, unit_price: 2.5, remark: 'first delivery' }),
      );
      expect(updated.status).toBe(200);
      entries = await expectEntries('inbound', id, 2);
      expect(entries[0].id).toBeGreaterThan(entries[1].id);
      expect(entries[0]).toMatchObject({
        username: 'editor_user',
        action: 'update',
        entity: 'inbound',
        entity_id: String(id),
        request_id: 'audit-inbound-update',
      });
      // Only what changed.
      expect(entries[0].changes).toEqual({
        quantity: [10, 12],
        total_price: [25, 30],
        net_amount: [25, 30],
        gross_amount: [25, 30],
      });
      expect(entries[1].action).toBe('create');

      const removed = await write('delete', `/api/inbound/${id}`, 'audit-inbound-delete');
      expect(removed.status).toBe(200);
      entries = await expectEntries('inbound', id, 3);
      expect(entries.map((e) => e.action)).toEqual(['delete', 'update', 'create']);
      expect(entries[0]).toMatchObject({
        username: 'editor_user',
        entity: 'inbound',
        entity_id: String(id),
        request_id: 'audit-inbound-delete',
        changes: deletedChanges(updated.body.data),
      });
      expect(entries[0].changes).toMatchObject({ quantity: [12, null], total_price: [30, null] });
      // Gone with its document, every entry still names the document's number (its entries kept it).
      expect(entries.map((e) => [e.document_id, e.document_number])).toEqual(
        Array(3).fill([null, record.document_number]),
      );
    });

    it('audits outbound records and a sales return; an update that changes only the remark lists only it', async () => {
      await newInbound(t, supplier, product, { inbound_date: '2025-03-01', quantity: 20, unit_price: 2 });

      const sale = await write(
        'post',
        '/api/outbound',
        'audit-outbound-create',
        outboundBody(customer, product, { outbound_date: '2025-03-10', quantity: 3, unit_price: 4 }),
      );
      expect(sale.status).toBe(201);
      const saleId = sale.body.data.id;
      let entries = await expectEntries('outbound', saleId, 1);
      expect(entries[0]).toMatchObject({
        username: 'editor_user',
        action: 'create',
        entity: 'outbound',
        entity_id: String(saleId),
        request_id: 'audit-outbound-create',
        changes: createdChanges(sale.body.data),
      });
      expect(entries[0].changes).toMatchObject({
        customer_code: [null, customer.code],
        outbound_date: [null, '2025-03-10'],
        quantity: [null, 3],
        total_price: [null, 12],
      });

      const edited = await write(
        'put',
        `/api/outbound/${saleId}`,
        'audit-outbound-update',
        outboundBody(customer, product, { outbound_date: '2025-03-10', quantity: 4, unit_price: 4 }),
      );
      expect(edited.status).toBe(200);
      entries = await expectEntries('outbound', saleId, 2);
      expect(entries[0]).toMatchObject({ action: 'update', request_id: 'audit-outbound-update' });
      expect(entries[0].changes).toEqual({
        quantity: [3, 4],
        total_price: [12, 16],
        net_amount: [12, 16],
        gross_amount: [12, 16],
      });

      const remarked = await write(
        'put',
        `/api/outbound/${saleId}`,
        'audit-outbound-remark',
        outboundBody(customer, product, {
          outbound_date: '2025-03-10',
          quantity: 4,
          unit_price: 4,
          remark: 'paid in cash',
        }),
      );
      expect(remarked.status).toBe(200);
      entries = await expectEntries('outbound', saleId, 3);
      expect(entries[0].changes).toEqual({ remark: [null, 'paid in cash'] });

      // A sales return: a record of its own, audited under the direction's entity.
      const ret = await write(
        'post',
        '/api/outbound',
        'audit-return-create',
        returnBody('outbound', saleId, -1, '2025-03-12'),
      );
      expect(ret.status).toBe(201);
      const returnId = ret.body.data.id;
      entries = await expectEntries('outbound', returnId, 1);
      expect(entries[0]).toMatchObject({
        username: 'editor_user',
        action: 'create',
        entity: 'outbound',
        entity_id: String(returnId),
        request_id: 'audit-return-create',
        changes: createdChanges(ret.body.data),
      });
      expect(entries[0].changes).toMatchObject({
        return_of: [null, saleId],
        quantity: [null, -1],
        outbound_date: [null, '2025-03-12'],
        total_price: [null, -4],
      });

      const retEdited = await write(
        'put',
        `/api/outbound/${returnId}`,
        'audit-return-update',
        returnBody('outbound', saleId, -2, '2025-03-12'),
      );
      expect(retEdited.status).toBe(200);
      entries = await expectEntries('outbound', returnId, 2);
      expect(entries[0]).toMatchObject({ action: 'update', request_id: 'audit-return-update' });
      expect(entries[0].changes).toEqual({
        quantity: [-1, -2],
        total_price: [-4, -8],
        net_amount: [-4, -8],
        gross_amount: [-4, -8],
      });

      const retRemoved = await write('delete', `/api/outbound/${returnId}`, 'audit-return-delete');
      expect(retRemoved.status).toBe(200);
      entries = await expectEntries('outbound', returnId, 3);
      expect(entries[0]).toMatchObject({
        action: 'delete',
        request_id: 'audit-return-delete',
        changes: deletedChanges(retEdited.body.data),
      });
      expect(entries[0].changes).toMatchObject({ return_of: [saleId, null], quantity: [-2, null] });

      const saleRemoved = await write('delete', `/api/outbound/${saleId}`, 'audit-outbound-delete');
      expect(saleRemoved.status).toBe(200);
      entries = await auditEntries(t, 'outbound', saleId);
      expect(entries[0]).toMatchObject({
        action: 'delete',
        entity: 'outbound',
        request_id: 'audit-outbound-delete',
        changes: deletedChanges(remarked.body.data),
      });
      expect(entries.filter((e) => e.action === 'delete')).toHaveLength(1);
    });

    it('audits a purchase return under inbound', async () => {
      const purchase = await newInbound(t, supplier, product, { inbound_date: '2025-03-02', quantity: 5 });
      const ret = await write(
        'post',
        '/api/inbound',
        'audit-purchase-return',
        returnBody('inbound', purchase.id, -2, '2025-03-03'),
      );
      expect(ret.status).toBe(201);
      const [entry] = await expectEntries('inbound', ret.body.data.id, 1);
      expect(entry).toMatchObject({
        action: 'create',
        entity: 'inbound',
        request_id: 'audit-purchase-return',
        changes: { return_of: [null, purchase.id], quantity: [null, -2] },
      });
    });

    it('uses a new request id when none is sent, and records that one', async () => {
      const res = await t
        .http()
        .post('/api/inbound')
        .set(t.as.editor)
        .send(inboundBody(supplier, product, { quantity: 1 }));
      expect(res.status).toBe(201);
      const given = res.headers['x-request-id'];
      expect(given).toMatch(/^[0-9a-f-]{36}$/);
      const [entry] = await expectEntries('inbound', res.body.data.id, 1);
      expect(entry.request_id).toBe(given);
    });

    it('records the admin as the author when an admin writes', async () => {
      const res = await t
        .http()
        .post('/api/inbound')
        .set(t.as.admin)
        .send(inboundBody(supplier, product, { quantity: 1 }));
      expect(res.status).toBe(201);
      const [entry] = await expectEntries('inbound', res.body.data.id, 1);
      expect(entry.username).toBe('admin_user');
    });
  });

  describe('stock adjustments', () => {
    it('audits an adjustment created, updated and deleted under stock_adjustment', async () => {
      const { product: item } = await newParties(t);
      await newInbound(t, supplier, item, { inbound_date: '2025-03-01', quantity: 10, unit_price: 2 });
      const body = (quantity_change: number, remark: string | null = 'broken in transit') => ({
        product_model: item.product_model,
        date: '2025-03-15',
        reason: 'damage',
        quantity_change,
        remark,
      });

      const created = await write('post', '/api/stock/adjustments', 'audit-adj-create', body(-2));
      expect(created.status).toBe(201);
      const adj: Row = created.body;
      let entries = await expectEntries('stock_adjustment', adj.id, 1);
      expect(entries[0]).toEqual({
        id: expect.any(Number),
        at: expect.any(String),
        username: 'editor_user',
        action: 'create',
        entity: 'stock_adjustment',
        entity_id: String(adj.id),
        request_id: 'audit-adj-create',
        changes: createdChanges(adj),
        document_id: null,
        document_number: null,
        // Its key is a bare id: the entry names it by date and product.
        subject: `2025-03-15 · ${item.product_model}`,
      });
      expect(entries[0].changes).toMatchObject({
        product_model: [null, item.product_model],
        date: [null, '2025-03-15'],
        reason: [null, 'damage'],
        quantity_change: [null, -2],
        remark: [null, 'broken in transit'],
      });

      const updated = await write('put', `/api/stock/adjustments/${adj.id}`, 'audit-adj-update', body(-3));
      expect(updated.status).toBe(200);
      entries = await expectEntries('stock_adjustment', adj.id, 2);
      expect(entries[0]).toMatchObject({ action: 'update', request_id: 'audit-adj-update' });
      expect(entries[0].changes).toEqual(updatedChanges(adj, updated.body));
      // Valued at the average cost (2): only the change and its value move.
      expect(entries[0].changes).toEqual({ quantity_change: [-2, -3], total_cost: [-4, -6] });

      const removed = await write('delete', `/api/stock/adjustments/${adj.id}`, 'audit-adj-delete');
      expect(removed.status).toBe(200);
      entries = await expectEntries('stock_adjustment', adj.id, 3);
      expect(entries.map((e) => e.action)).toEqual(['delete', 'update', 'create']);
      expect(entries[0]).toMatchObject({
        request_id: 'audit-adj-delete',
        changes: deletedChanges(updated.body),
      });
      // Deleted, it has nothing left to be named by but its id.
      expect(entries.map((e) => e.subject)).toEqual([null, null, null]);
    });
  });

  describe('refused writes leave no entry', () => {
    let stockedProduct: Product;
    let saleId: unknown;

    beforeAll(async () => {
      ({ product: stockedProduct } = await newParties(t));
      await newInbound(t, supplier, stockedProduct, { inbound_date: '2025-04-01', quantity: 5 });
      const sale = await t
        .http()
        .post('/api/outbound')
        .set(t.as.editor)
        .send(outboundBody(customer, stockedProduct, { outbound_date: '2025-04-02', quantity: 2 }));
      saleId = sale.body.data.id;
    });

    const totals = async () => ({
      all: await auditTotal(t),
      outbound: await auditTotal(t, { entity: 'outbound' }),
      inbound: await auditTotal(t, { entity: 'inbound' }),
      adjustments: await auditTotal(t, { entity: 'stock_adjustment' }),
      rows: (await t.dataSource.query('SELECT count(*)::int AS n FROM audit_log'))[0].n,
    });

    it('counts every entry in the unfiltered total', async () => {
      const now = await totals();
      expect(now.all).toBe(now.rows);
      expect(now.all).toBeGreaterThan(0);
    });

    it.each([
      [
        'an outbound beyond the stock (409)',
        () =>
          t
            .http()
            .post('/api/outbound')
            .set(t.as.editor)
            .send(outboundBody(customer, stockedProduct, { outbound_date: '2025-04-03', quantity: 1000 })),
        409,
      ],
      [
        'an update taking more than the stock (409)',
        () =>
          t
            .http()
            .put(`/api/outbound/${saleId}`)
            .set(t.as.editor)
            .send(outboundBody(customer, stockedProduct, { outbound_date: '2025-04-02', quantity: 1000 })),
        409,
      ],
      [
        'a delete of a purchase whose units were sold (409)',
        async () => {
          const [purchase] = (
            await t
              .http()
              .get('/api/inbound')
              .query({ product_model: stockedProduct.product_model })
              .set(t.as.reader)
          ).body.data;
          return t.http().delete(`/api/inbound/${purchase.id}`).set(t.as.editor);
        },
        409,
      ],
      [
        'a return of more than was sold (400)',
        () =>
          t
            .http()
            .post('/api/outbound')
            .set(t.as.editor)
            .send(returnBody('outbound', saleId, -3, '2025-04-05')),
        400,
      ],
      [
        'an adjustment beyond the stock (409)',
        () =>
          t.http().post('/api/stock/adjustments').set(t.as.editor).send({
            product_model: stockedProduct.product_model,
            date: '2025-04-05',
            reason: 'loss',
            quantity_change: -1000,
          }),
        409,
      ],
      [
        'an inbound naming an unknown product (400)',
        () =>
          t
            .http()
            .post('/api/inbound')
            .set(t.as.editor)
            .send(inboundBody(supplier, { ...stockedProduct, product_model: 'NO-SUCH-MODEL' })),
        400,
      ],
    ])('%s', async (_what, attempt, status) => {
      const before = await totals();
      const res = await attempt();
      expect(res.status).toBe(status);
      expect(await totals()).toEqual(before);
    });

    it('a write refused by the period lock (409)', async () => {
      await setPeriodLock(t, '2025-03-31');
      try {
        const before = await totals();
        const refused = [
          await t
            .http()
            .post('/api/inbound')
            .set(t.as.editor)
            .send(inboundBody(supplier, stockedProduct, { inbound_date: '2025-03-31' })),
          await t
            .http()
            .put(`/api/outbound/${saleId}`)
            .set(t.as.editor)
            .send(outboundBody(customer, stockedProduct, { outbound_date: '2025-03-20', quantity: 2 })),
          await t.http().post('/api/stock/adjustments').set(t.as.editor).send({
            product_model: stockedProduct.product_model,
            date: '2025-01-05',
            reason: 'stocktake',
            quantity_change: 1,
          }),
        ];
        for (const res of refused) {
          expect(res.status).toBe(409);
          expect(res.body.message).toBe('The books are closed through 2025-03-31');
        }
        expect(await totals()).toEqual(before);
      } finally {
        await setPeriodLock(t, null);
      }
    });
  });

  describe('users and the period lock', () => {
    const secret = 'very-secret-password-1';
    const secret2 = 'very-secret-password-2';
    const secret3 = 'very-secret-password-3';

    it('audits a user created, changed by an admin, changing itself, and removed, never with the password', async () => {
      const created = await t
        .http()
        .post('/api/users')
        .set(t.as.admin)
        .set('X-Request-Id', 'audit-user-create')
        .send({ username: 'audited_user', password: secret, role: 'reader', display_name: 'Audited' });
      expect(created.status).toBe(201);
      let entries = await expectEntries('user', 'audited_user', 1);
      expect(entries[0]).toMatchObject({
        username: 'admin_user',
        action: 'create',
        entity: 'user',
        entity_id: 'audited_user',
        request_id: 'audit-user-create',
      });
      expect(entries[0].changes).toMatchObject({
        username: [null, 'audited_user'],
        role: [null, 'reader'],
        display_name: [null, 'Audited'],
      });

      const changed = await t
        .http()
        .patch('/api/users/audited_user')
        .set(t.as.admin)
        .set('X-Request-Id', 'audit-user-update')
        .send({ role: 'editor', password: secret2 });
      expect(changed.status).toBe(200);
      entries = await expectEntries('user', 'audited_user', 2);
      expect(entries[0]).toMatchObject({
        username: 'admin_user',
        action: 'update',
        request_id: 'audit-user-update',
      });
      expect(entries[0].changes).toEqual({ role: ['reader', 'editor'], password: [null, '(changed)'] });

      const renamed = await t
        .http()
        .patch('/api/users/audited_user')
        .set(t.as.admin)
        .send({ display_name: 'Audited Again' });
      expect(renamed.status).toBe(200);
      entries = await expectEntries('user', 'audited_user', 3);
      expect(entries[0].changes).toEqual({ display_name: ['Audited', 'Audited Again'] });

      // The user's own changes carry its own name.
      const login = await t
        .http()
        .post('/api/auth/login')
        .send({ username: 'audited_user', password: secret2 });
      const own = { Authorization: `Bearer ${login.body.token}` };
      expect(
        (await t.http().patch('/api/auth/me').set(own).send({ display_name: 'Self Named' })).status,
      ).toBe(200);
      const pw = await t
        .http()
        .put('/api/auth/me/password')
        .set(own)
        .set('X-Request-Id', 'audit-own-password')
        .send({ current_password: secret2, new_password: secret3 });
      expect(pw.status).toBe(200);
      entries = await expectEntries('user', 'audited_user', 5);
      expect(entries[1]).toMatchObject({
        username: 'audited_user',
        action: 'update',
        changes: { display_name: ['Audited Again', 'Self Named'] },
      });
      expect(entries[0]).toMatchObject({
        username: 'audited_user',
        action: 'update',
        request_id: 'audit-own-password',
        changes: { password: [null, '(changed)'] },
      });

      // A refused change (wrong current password) leaves nothing.
      const wrong = await t
        .http()
        .put('/api/auth/me/password')
        .set({ Authorization: `Bearer ${pw.body.token}` })
        .send({ current_password: 'not-the-password', new_password: 'whatever-password' });
      expect(wrong.status).toBe(400);
      await expectEntries('user', 'audited_user', 5);

      const removed = await t
        .http()
        .delete('/api/users/audited_user')
        .set(t.as.admin)
        .set('X-Request-Id', 'audit-user-delete');
      expect(removed.status).toBe(200);
      entries = await expectEntries('user', 'audited_user', 6);
      expect(entries[0]).toMatchObject({
        username: 'admin_user',
        action: 'delete',
        request_id: 'audit-user-delete',
      });
      expect(entries[0].changes).toMatchObject({
        username: ['audited_user', null],
        role: ['editor', null],
        display_name: ['Self Named', null],
      });

      // No password and no hash anywhere in the trail.
      const [{ trail }] = await t.dataSource.query(
        "SELECT string_agg(changes::text, ' ') AS trail FROM audit_log WHERE entity = 'user'",
      );
      for (const word of [secret, secret2, secret3, 'password_hash', '$2a$', '$2b$']) {
        expect(trail).not.toContain(word);
      }
      for (const entry of await auditEntries(t, 'user', 'audited_user')) {
        if ('password' in entry.changes) expect(entry.changes.password).toEqual([null, '(changed)']);
      }
    });

    it('leaves no entry for a refused user write (duplicate, last admin, bad input)', async () => {
      const before = await auditTotal(t);
      const attempts = [
        await t
          .http()
          .post('/api/users')
          .set(t.as.admin)
          .send({ username: 'editor_user', password: 'long-enough-1', role: 'editor' }),
        await t
          .http()
          .post('/api/users')
          .set(t.as.admin)
          .send({ username: 'short_pw', password: 'short', role: 'editor' }),
        await t.http().patch('/api/users/nobody_here').set(t.as.admin).send({ display_name: 'x' }),
      ];
      expect(attempts.map((r) => r.status)).toEqual([409, 400, 404]);
      expect(await auditTotal(t)).toBe(before);
    });

    it('audits a change of the period lock under setting period_lock', async () => {
      const put = (locked_through: string | null, requestId: string) =>
        t
          .http()
          .put('/api/settings/period-lock')
          .set(t.as.admin)
          .set('X-Request-Id', requestId)
          .send({ locked_through });
      expect((await put('2025-01-31', 'audit-lock-close')).status).toBe(200);
      expect((await put('2025-02-28', 'audit-lock-move')).status).toBe(200);
      expect((await put(null, 'audit-lock-open')).status).toBe(200);
      const entries = await auditEntries(t, 'setting', 'period_lock');
      expect(entries.slice(0, 3).map(entryShape)).toEqual([
        expect.objectContaining({
          username: 'admin_user',
          action: 'update',
          entity: 'setting',
          entity_id: 'period_lock',
          request_id: 'audit-lock-open',
          changes: { locked_through: ['2025-02-28', null] },
        }),
        expect.objectContaining({
          request_id: 'audit-lock-move',
          changes: { locked_through: ['2025-01-31', '2025-02-28'] },
        }),
        expect.objectContaining({
          request_id: 'audit-lock-close',
          changes: { locked_through: [null, '2025-01-31'] },
        }),
      ]);

      // An editor's attempt is refused and leaves nothing.
      const before = await auditTotal(t);
      const refused = await t
        .http()
        .put('/api/settings/period-lock')
        .set(t.as.editor)
        .send({ locked_through: '2025-01-31' });
      expect(refused.status).toBe(403);
      expect(await auditTotal(t)).toBe(before);
    });
  });

  describe('GET /api/audit', () => {
    it('lists newest first with { data, pagination }', async () => {
      const res = await auditQuery(t, { limit: 100 });
      expect(res.status).toBe(200);
      expect(res.body.pagination).toEqual({ page: 1, limit: 100, total: await auditTotal(t) });
      const ids = (res.body.data as AuditEntryBody[]).map((e) => e.id);
      expect(ids.length).toBeGreaterThan(10);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
    });

    it('defaults to page 1 of 10', async () => {
      const res = await auditQuery(t);
      expect(res.status).toBe(200);
      expect(res.body.pagination).toMatchObject({ page: 1, limit: 10 });
      expect(res.body.data).toHaveLength(10);
    });

    it('pages with page and limit', async () => {
      const total = await auditTotal(t);
      const all: AuditEntryBody[] = (await auditQuery(t, { limit: 6 })).body.data;
      const page1 = await auditQuery(t, { page: 1, limit: 3 });
      const page2 = await auditQuery(t, { page: 2, limit: 3 });
      expect(page1.body.pagination).toEqual({ page: 1, limit: 3, total });
      expect(page2.body.pagination).toEqual({ page: 2, limit: 3, total });
      expect([...page1.body.data, ...page2.body.data].map((e: AuditEntryBody) => e.id)).toEqual(
        all.map((e) => e.id),
      );
      const beyond = await auditQuery(t, { page: 10_000, limit: 100 });
      expect(beyond.status).toBe(200);
      expect(beyond.body.data).toEqual([]);
      expect(beyond.body.pagination.total).toBe(total);
    });

    it('filters by entity, entity_id, username and action, alone and together', async () => {
      const check = async (query: Record<string, string>, expected: (e: AuditEntryBody) => boolean) => {
        const res = await auditQuery(t, { ...query, limit: 100 });
        expect(res.status).toBe(200);
        const data: AuditEntryBody[] = res.body.data;
        expect(data.length).toBeGreaterThan(0);
        expect(data.every(expected)).toBe(true);
        const [{ n }] = await t.dataSource.query(
          `SELECT count(*)::int AS n FROM audit_log
            WHERE ($1::text IS NULL OR entity = $1) AND ($2::text IS NULL OR entity_id = $2)
              AND ($3::text IS NULL OR username = $3) AND ($4::text IS NULL OR action = $4)`,
          [query.entity ?? null, query.entity_id ?? null, query.username ?? null, query.action ?? null],
        );
        expect(res.body.pagination.total).toBe(n);
        return data;
      };
      await check({ entity: 'inbound' }, (e) => e.entity === 'inbound');
      await check({ entity: 'stock_adjustment' }, (e) => e.entity === 'stock_adjustment');
      await check({ username: 'admin_user' }, (e) => e.username === 'admin_user');
      await check({ username: 'editor_user' }, (e) => e.username === 'editor_user');
      await check({ action: 'delete' }, (e) => e.action === 'delete');
      await check({ action: 'update' }, (e) => e.action === 'update');
      await check({ action: 'create' }, (e) => e.action === 'create');
      await check(
        { entity: 'outbound', action: 'update', username: 'editor_user' },
        (e) => e.entity === 'outbound' && e.action === 'update' && e.username === 'editor_user',
      );
      const [first] = await check(
        { entity: 'setting', entity_id: 'period_lock' },
        (e) => e.entity_id === 'period_lock',
      );
      expect(first.entity).toBe('setting');

      // entity_id alone matches that id under any entity.
      const inbound = (await auditQuery(t, { entity: 'inbound', action: 'create', limit: 1 })).body.data[0];
      await check({ entity_id: inbound.entity_id }, (e) => e.entity_id === inbound.entity_id);

      // Nothing matches: an empty page, total 0.
      for (const query of [
        { entity: 'no_such_entity' },
        { username: 'nobody_at_all' },
        { entity: 'inbound', entity_id: '999999999' },
      ]) {
        const res = await auditQuery(t, query);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ data: [], pagination: { page: 1, limit: 10, total: 0 } });
      }
    });

    it('filters by the day of the entry with start_date and end_date (inclusive)', async () => {
      // Three entries moved back in time: the filters work on the entry's own time.
      const ids: number[] = (
        await t.dataSource.query('SELECT id::int AS id FROM audit_log ORDER BY id LIMIT 3')
      ).map((r: { id: number }) => r.id);
      const days = ['2024-01-14T12:00:00Z', '2024-01-15T12:00:00Z', '2024-01-16T12:00:00Z'];
      for (const [i, id] of ids.entries()) {
        await t.dataSource.query('UPDATE audit_log SET at = $2 WHERE id = $1', [id, days[i]]);
      }
      const idsOf = async (query: Record<string, string>) => {
        const res = await auditQuery(t, { ...query, limit: 100 });
        expect(res.status).toBe(200);
        return (res.body.data as AuditEntryBody[]).map((e) => e.id);
      };
      expect(await idsOf({ start_date: '2024-01-15', end_date: '2024-01-15' })).toEqual([ids[1]]);
      expect(await idsOf({ start_date: '2024-01-14', end_date: '2024-01-15' })).toEqual([ids[1], ids[0]]);
      expect(await idsOf({ start_date: '2024-01-15', end_date: '2024-01-16' })).toEqual([ids[2], ids[1]]);
      expect(await idsOf({ end_date: '2024-01-14' })).toEqual([ids[0]]);
      expect(await idsOf({ end_date: '2024-01-13' })).toEqual([]);
      const later = await idsOf({ start_date: '2024-01-16' });
      expect(later).toContain(ids[2]);
      expect(later).not.toContain(ids[1]);
      const [{ today }] = await t.dataSource.query("SELECT to_char(current_date, 'YYYY-MM-DD') AS today");
      const todays = await auditQuery(t, { start_date: today, end_date: today, limit: 1 });
      expect(todays.body.pagination.total).toBe((await auditTotal(t)) - 3);
      expect(
        (await auditQuery(t, { start_date: '2024-01-15', end_date: '2024-01-15', entity: 'no_such' })).body
          .pagination.total,
      ).toBe(0);
    });

    it.each([
      [{ action: 'remove' }, 'action must be one of create, update, delete'],
      [{ action: 'CREATE' }, 'action must be one of create, update, delete'],
      [{ start_date: '2025-02-30' }, 'start date must be a date in YYYY-MM-DD format'],
      [{ start_date: 'yesterday' }, 'start date must be a date in YYYY-MM-DD format'],
      [{ end_date: '2025/01/01' }, 'end date must be a date in YYYY-MM-DD format'],
      [{ page: 0 }, 'page must be at least 1'],
      [{ page: 2.5 }, 'page must be a whole number'],
      [{ limit: 0 }, 'limit must be at least 1'],
      [{ limit: 101 }, 'limit must be at most 100'],
      [{ limit: 1.5 }, 'limit must be a whole number'],
      [{ entity: 'x'.repeat(41) }, 'entity must be at most 40 characters'],
      [{ username: 'x'.repeat(51) }, 'username must be at most 50 characters'],
    ])('refuses %j with 400 and a readable message', async (query, message) => {
      const res = await auditQuery(t, query);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message });
    });

    it('is for editors and admins: reader 403, no token 401', async () => {
      expect((await auditQuery(t, {}, t.as.admin)).status).toBe(200);
      const reader = await auditQuery(t, {}, t.as.reader);
      expect(reader.status).toBe(403);
      expect(reader.body).toEqual({
        statusCode: 403,
        code: 'FORBIDDEN',
        message: 'insufficient permissions',
      });
      expect((await t.http().get('/api/audit')).status).toBe(401);
    });

    it('has no route that changes or deletes entries (404), and they stay as they were', async () => {
      const before = await t.dataSource.query('SELECT * FROM audit_log ORDER BY id');
      const [entry] = (await auditQuery(t, { limit: 1 })).body.data;
      for (const as of [t.as.admin, t.as.editor]) {
        for (const path of ['/api/audit', `/api/audit/${entry.id}`]) {
          const answers = [
            await t.http().put(path).set(as).send({ changes: {} }),
            await t.http().patch(path).set(as).send({ changes: {} }),
            await t.http().delete(path).set(as),
          ];
          for (const res of answers) {
            expect(res.status).toBe(404);
            expect(res.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: expect.any(String) });
          }
        }
        expect((await t.http().post('/api/audit').set(as).send({ action: 'create' })).status).toBe(404);
      }
      expect(await t.dataSource.query('SELECT * FROM audit_log ORDER BY id')).toEqual(before);
    });
  });
});
