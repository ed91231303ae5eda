import { TestApp, createTestApp } from './support/app';
import { newCustomer, newSupplier } from './support/factories';

describe('partners', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const valid = (overrides: Record<string, unknown> = {}) => ({
    code: 'S-001',
    short_name: 'Acme',
    full_name: 'Acme Supplies Ltd.',
    type: 0,
    address: 'Road 1',
    contact_person: 'Wang',
    contact_phone: '123',
    ...overrides,
  });

  it('creates, lists and filters by type', async () => {
    const created = await t.http().post('/api/partners').set(t.as.editor).send(valid());
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject(valid());
    await newCustomer(t, { short_name: 'Beta Retail' });

    const all = await t.http().get('/api/partners').set(t.as.reader);
    expect(all.status).toBe(200);
    expect(all.body.data.map((p: { short_name: string }) => p.short_name)).toEqual(
      expect.arrayContaining(['Acme', 'Beta Retail']),
    );
    const suppliers = await t.http().get('/api/partners?type=0').set(t.as.reader);
    expect(suppliers.body.data.every((p: { type: number }) => p.type === 0)).toBe(true);
    const customers = await t.http().get('/api/partners').query({ type: 1 }).set(t.as.reader);
    expect(customers.body.data.map((p: { short_name: string }) => p.short_name)).toContain('Beta Retail');
    expect(customers.body.data.map((p: { short_name: string }) => p.short_name)).not.toContain('Acme');
    expect((await t.http().get('/api/partners?type=5').set(t.as.reader)).status).toBe(400);
  });

  it('accepts a partner without a code', async () => {
    const res = await t
      .http()
      .post('/api/partners')
      .set(t.as.editor)
      .send(valid({ code: '', short_name: 'NoCode' }));
    expect(res.status).toBe(201);
    expect(res.body.data.code).toBeNull();
    const again = await t
      .http()
      .post('/api/partners')
      .set(t.as.editor)
      .send(valid({ code: null, short_name: 'NoCode2' }));
    expect(again.status).toBe(201);

    // A missing code may be set once, then it is locked like any other.
    let put = await t.http().put('/api/partners/NoCode').set(t.as.editor).send({ code: 'NC-1' });
    expect(put.status).toBe(200);
    expect(put.body.data.code).toBe('NC-1');
    put = await t.http().put('/api/partners/NoCode2').set(t.as.editor).send({ code: 'NC-1' });
    expect(put.status).toBe(409);
    put = await t.http().put('/api/partners/NoCode').set(t.as.editor).send({ code: 'NC-2' });
    expect(put.status).toBe(400);
  });

  it.each([
    [{ short_name: undefined }, 'short name is required'],
    [{ short_name: '   ' }, 'short name is required'],
    [{ full_name: undefined }, 'full name is required'],
    [{ type: undefined }, 'type is required'],
    [{ type: 2 }, 'type must be 0 (supplier) or 1 (customer)'],
    [{ code: 'x'.repeat(51) }, 'code must be at most 50 characters'],
    [{ short_name: 'x'.repeat(51) }, 'short name must be at most 50 characters'],
    [{ full_name: 'x'.repeat(201) }, 'full name must be at most 200 characters'],
    [{ address: 'x'.repeat(501) }, 'address must be at most 500 characters'],
    [{ contact_person: 'x'.repeat(101) }, 'contact person must be at most 100 characters'],
    [{ contact_phone: 'x'.repeat(51) }, 'contact phone must be at most 50 characters'],
    [{ short_name: 42 }, 'short name must be text'],
  ])('refuses %j with 400 "%s"', async (overrides, message) => {
    const res = await t
      .http()
      .post('/api/partners')
      .set(t.as.editor)
      .send(valid({ code: null, short_name: 'Valid', ...overrides }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message });
  });

  it('accepts the limits exactly', async () => {
    const res = await t
      .http()
      .post('/api/partners')
      .set(t.as.editor)
      .send(
        valid({
          code: 'c'.repeat(50),
          short_name: 's'.repeat(50),
          full_name: 'f'.repeat(200),
          address: 'a'.repeat(500),
          contact_person: 'p'.repeat(100),
          contact_phone: 'n'.repeat(50),
        }),
      );
    expect(res.status).toBe(201);
  });

  it('refuses duplicate short names and codes with 409', async () => {
    const p = await newSupplier(t);
    let res = await t
      .http()
      .post('/api/partners')
      .set(t.as.editor)
      .send(valid({ code: 'OTHER', short_name: p.short_name }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`a partner with short name ${p.short_name} already exists`);
    res = await t
      .http()
      .post('/api/partners')
      .set(t.as.editor)
      .send(valid({ code: p.code, short_name: 'Other name' }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`a partner with code ${p.code} already exists`);
  });

  it('updates by short name, keeping code and short name locked', async () => {
    const p = await newSupplier(t);
    const url = `/api/partners/${encodeURIComponent(p.short_name)}`;
    let res = await t
      .http()
      .put(url)
      .set(t.as.editor)
      .send({ code: p.code, short_name: p.short_name, full_name: 'Renamed Ltd.', contact_phone: '999' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      code: p.code,
      short_name: p.short_name,
      full_name: 'Renamed Ltd.',
      contact_phone: '999',
    });

    res = await t.http().put(url).set(t.as.editor).send({ short_name: 'New Short' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('the short name of a partner cannot be changed');
    res = await t.http().put(url).set(t.as.editor).send({ code: 'NEWCODE' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('the code of a partner cannot be changed');
    res = await t.http().put(url).set(t.as.editor).send({ full_name: '' });
    expect(res.status).toBe(400);
    res = await t.http().put(url).set(t.as.editor).send({ full_name: null });
    expect(res.body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'full name is required',
    });
    res = await t.http().put(url).set(t.as.editor).send({ type: null });
    expect(res.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'type is required' });
    res = await t.http().put('/api/partners/does-not-exist').set(t.as.editor).send({ full_name: 'x' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('partner does-not-exist not found');
  });

  it('leaves the fields a partial update does not send as they were, in the answer and the audit trail', async () => {
    const p = await newCustomer(t, { contact_person: 'Li', contact_phone: '555', address: 'Road 9' });
    const url = `/api/partners/${encodeURIComponent(p.short_name)}`;
    const res = await t.http().put(url).set(t.as.editor).send({ full_name: 'Only The Name Ltd.' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      full_name: 'Only The Name Ltd.',
      contact_person: 'Li',
      contact_phone: '555',
      address: 'Road 9',
    });
    const audit = await t
      .http()
      .get('/api/audit')
      .query({ entity: 'partner', entity_id: p.short_name, action: 'update' })
      .set(t.as.editor);
    expect(audit.body.data[0].changes).toEqual({ full_name: [p.full_name, 'Only The Name Ltd.'] });
  });

  it('keeps payment terms for both types and a credit limit for customers only', async () => {
    const customer = await t
      .http()
      .post('/api/partners')
      .set(t.as.editor)
      .send(
        valid({
          code: 'C-TERMS',
          short_name: 'Terms Co',
          type: 1,
          payment_terms_days: 30,
          credit_limit: '5000.50',
        }),
      );
    expect(customer.status).toBe(201);
    expect(customer.body.data).toMatchObject({ payment_terms_days: 30, credit_limit: 5000.5 });
    const url = `/api/partners/${encodeURIComponent('Terms Co')}`;
    let res = await t.http().put(url).set(t.as.editor).send({ credit_limit: null, payment_terms_days: '' });
    expect(res.body.data).toMatchObject({ payment_terms_days: null, credit_limit: null });

    res = await t
      .http()
      .post('/api/partners')
      .set(t.as.editor)
      .send(valid({ code: 'S-CL', short_name: 'Limited Supplier', credit_limit: 100 }));
    expect(res.body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'a credit limit can only be set for a customer',
    });
    res = await t
      .http()
      .post('/api/partners')
      .set(t.as.editor)
      .send(valid({ code: 'S-T', short_name: 'Termed Supplier', payment_terms_days: 45 }));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ payment_terms_days: 45, credit_limit: null });

    for (const [body, message] of [
      [{ payment_terms_days: -1 }, 'payment terms must be a whole number of days from 0 to 3650, or empty'],
      [{ payment_terms_days: 1.5 }, 'payment terms must be a whole number of days from 0 to 3650, or empty'],
      [{ credit_limit: -1 }, 'credit limit must be greater than or equal to 0'],
      [{ credit_limit: '1.234' }, 'credit limit must be a number with at most 2 decimals'],
    ] as const) {
      res = await t.http().put(url).set(t.as.editor).send(body);
      expect(res.body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message });
    }
  });

  it('deletes an unreferenced partner; 404 for an unknown one', async () => {
    const p = await newCustomer(t);
    const url = `/api/partners/${encodeURIComponent(p.short_name)}`;
    expect((await t.http().delete(url).set(t.as.editor)).status).toBe(200);
    expect((await t.http().delete(url).set(t.as.editor)).status).toBe(404);
  });

  it('refuses to delete a partner that a price refers to, naming it', async () => {
    const supplier = await newSupplier(t);
    const product = await t
      .http()
      .post('/api/products')
      .set(t.as.editor)
      .send({ code: 'REF-1', product_model: 'REF-MODEL', category: 'Other' });
    expect(product.status).toBe(201);
    await t.http().post('/api/product-prices').set(t.as.editor).send({
      partner_short_name: supplier.short_name,
      product_model: 'REF-MODEL',
      unit_price: 1,
      effective_date: '2025-01-01',
    });
    const res = await t
      .http()
      .delete(`/api/partners/${encodeURIComponent(supplier.short_name)}`)
      .set(t.as.editor);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`partner ${supplier.short_name} cannot be deleted: used by 1 price`);
  });

  it('deactivates and reactivates a partner, keeps it in the list and filters by active', async () => {
    const p = await newCustomer(t, { short_name: 'Dormant Co' });
    const url = `/api/partners/${encodeURIComponent(p.short_name)}`;
    expect(p.active).toBe(true);

    const off = await t.http().put(url).set(t.as.editor).send({ active: false });
    expect(off.status).toBe(200);
    expect(off.body.data.active).toBe(false);

    const names = (res: { body: { data: { short_name: string }[] } }) =>
      res.body.data.map((row) => row.short_name);
    const all = await t.http().get('/api/partners').set(t.as.reader);
    expect(names(all)).toContain('Dormant Co');
    const active = await t.http().get('/api/partners').query({ type: 1, active: true }).set(t.as.reader);
    expect(names(active)).not.toContain('Dormant Co');
    const inactive = await t.http().get('/api/partners').query({ active: 'false' }).set(t.as.reader);
    expect(names(inactive)).toEqual(['Dormant Co']);

    const audit = await t.http().get('/api/audit').query({ entity: 'partner' }).set(t.as.admin);
    expect(audit.body.data[0]).toMatchObject({
      action: 'update',
      entity_id: 'Dormant Co',
      changes: { active: [true, false] },
    });

    const on = await t.http().put(url).set(t.as.editor).send({ active: true });
    expect(on.body.data.active).toBe(true);
    const activeAgain = await t.http().get('/api/partners?active=true').set(t.as.reader);
    expect(names(activeAgain)).toContain('Dormant Co');
  });

  it('refuses an active flag that is not true or false, in the caller language', async () => {
    const p = await newCustomer(t);
    const url = `/api/partners/${encodeURIComponent(p.short_name)}`;
    const res = await t.http().put(url).set(t.as.editor).send({ active: 'maybe' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('active must be true or false');
    const list = await t
      .http()
      .get('/api/partners?active=yes')
      .set(t.as.reader)
      .set('Accept-Language', 'zh-CN');
    expect(list.status).toBe(400);
    expect(list.body.message).toContain('启用状态（active）必须为 true 或 false');
  });
});
