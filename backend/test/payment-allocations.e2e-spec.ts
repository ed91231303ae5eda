import { TestApp, createTestApp } from './support/app';
import { auditEntries, setPeriodLock } from './support/audit';
import { newCustomer, newProduct, newSupplier } from './support/factories';
import { Partner, Product, Row, newInbound, newOutbound } from './support/trade-factories';

type SideKey = 'receivable' | 'payable';

/**
 * Payments against the documents they settle, on both sides: an allocation settles its document
 * first, the rest of the payment the oldest open amounts; the documents' open amounts, the aging and
 * the statements follow; the refusals (over the open amount, another partner's document, more than
 * the payment), an edit, a deleted payment and a document that cannot be deleted.
 */
describe.each([
  { side: 'receivable' as SideKey, route: 'outbound', partner: 'customer' },
  { side: 'payable' as SideKey, route: 'inbound', partner: 'supplier' },
])('payments against documents: $side', ({ side, route, partner }) => {
  let t: TestApp;
  let product: Product;
  let owner: Partner;
  let other: Partner;
  /** Charges of 100 (01-10), 200 (02-10) and 300 (03-10). */
  let a: Row;
  let b: Row;
  let c: Row;
  const code = `${partner}_code`;

  const newParty = (overrides: Row) =>
    side === 'receivable' ? newCustomer(t, overrides) : newSupplier(t, overrides);
  /** A one-line document of `party` dated `date` owing `amount`; its record's answer. */
  const charge = (party: Partner, date: string, amount: number) =>
    side === 'receivable'
      ? newOutbound(t, party, product, { outbound_date: date, quantity: 1, unit_price: amount })
      : newInbound(t, party, product, { inbound_date: date, quantity: 1, unit_price: amount });
  const pay = (body: Row, party: Partner = owner) =>
    t
      .http()
      .post(`/api/${side}/payments`)
      .set(t.as.editor)
      .send({ [code]: party.code, pay_method: 'E-Transfer', pay_date: '2026-03-15', ...body });
  const edit = (id: unknown, body: Row) =>
    t.http().put(`/api/${side}/payments/${id}`).set(t.as.editor).send(body);
  const remove = (id: unknown) => t.http().delete(`/api/${side}/payments/${id}`).set(t.as.editor);
  /** Open amount of each of a, b, c, from the document list and from each detail (they agree). */
  const openAmounts = async (): Promise<number[]> => {
    const list = await t
      .http()
      .get(`/api/${route}/documents`)
      .query({ [`${partner}_short_name`]: owner.short_name, limit: 50 })
      .set(t.as.reader);
    expect(list.status).toBe(200);
    const result: number[] = [];
    for (const doc of [a, b, c]) {
      const row = list.body.data.find((r: Row) => r.id === doc.document_id);
      const detail = await t.http().get(`/api/${route}/documents/${doc.document_id}`).set(t.as.reader);
      expect(detail.status).toBe(200);
      expect(detail.body.open_amount).toBe(row.open_amount);
      result.push(row.open_amount);
    }
    return result;
  };
  const agingOf = async (asOf: string) => {
    const res = await t.http().get(`/api/${side}/aging`).query({ as_of: asOf }).set(t.as.reader);
    expect(res.status).toBe(200);
    return res.body.data.find((row: Row) => row[code] === owner.code);
  };

  beforeAll(async () => {
    t = await createTestApp();
    product = await newProduct(t, { code: `AL-P-${side}`, product_model: 'Allocated widget' });
    if (side === 'receivable') {
      const stock = await newSupplier(t, { code: 'AL-STOCK', short_name: 'Allocation Stock' });
      await newInbound(t, stock, product, { inbound_date: '2025-12-01', quantity: 1000, unit_price: 1 });
    }
    owner = await newParty({ code: `AL-${side}`, short_name: `Allocation ${side}` });
    other = await newParty({ code: `AL-O-${side}`, short_name: `Allocation other ${side}` });
    a = await charge(owner, '2026-01-10', 100);
    b = await charge(owner, '2026-02-10', 200);
    c = await charge(owner, '2026-03-10', 300);
  });
  afterAll(() => t.close());

  it('opens every document in full before any payment, and settles oldest first without allocations', async () => {
    expect(await openAmounts()).toEqual([100, 200, 300]);
    const plain = await pay({ amount: 150 });
    expect(plain.status).toBe(201);
    expect(plain.body.data.allocations).toEqual([]);
    expect(await openAmounts()).toEqual([0, 150, 300]);
    expect((await remove(plain.body.data.id)).status).toBe(200);
    expect(await openAmounts()).toEqual([100, 200, 300]);
  });

  it('settles the named document first and the rest oldest first; aging and statement follow; a delete frees it', async () => {
    const res = await pay({ amount: '250', allocations: [{ document_id: c.document_id, amount: 200 }] });
    expect(res.status).toBe(201);
    expect(res.body.data.allocations).toEqual([
      { document_id: c.document_id, document_number: c.document_number, amount: 200 },
    ]);
    const id = res.body.data.id;
    // 200 of c by name; the other 50 settles a, the oldest.
    expect(await openAmounts()).toEqual([50, 200, 100]);

    // As of 03-31 (no terms): a is 80 days overdue (61-90), b 49 (31-60), c 21 (1-30). Oldest first
    // alone would have left 50 of b and all of c: [0, 300, 50, 0, 0].
    expect(await agingOf('2026-03-31')).toEqual({
      [code]: owner.code,
      [`${partner}_short_name`]: owner.short_name,
      balance: 350,
      amounts: [0, 100, 200, 50, 0],
    });
    // Before the payment's date its allocation does not count.
    expect((await agingOf('2026-03-14')).amounts).toEqual([0, 300, 200, 100, 0]);

    const statement = await t
      .http()
      .get(`/api/${side}/statement/${owner.code}`)
      .query({ start_date: '2026-01-01', end_date: '2026-03-31' })
      .set(t.as.reader);
    expect(statement.status).toBe(200);
    const paymentLine = statement.body.lines.find((line: Row) => line.kind === 'payment');
    // Referenced by the account the money went into or out of.
    expect(paymentLine).toMatchObject({ credit: 250, reference: res.body.data.account_name });
    expect(paymentLine.description).toBe(`E-Transfer; ${c.document_number} 200.00`);
    expect(statement.body.aging.amounts).toEqual([0, 100, 200, 50, 0]);

    // The payment list of the partner's detail carries the allocations too.
    const details = await t.http().get(`/api/${side}/details/${owner.code}`).set(t.as.reader);
    expect(details.body.payment_records.data[0].allocations).toEqual(res.body.data.allocations);

    // Audited with the payment.
    const [created] = await auditEntries(t, `${side}_payment`, id);
    expect(created.changes.allocations).toEqual([null, res.body.data.allocations]);

    // A document that a payment names cannot be deleted.
    const refused = await t.http().delete(`/api/${route}/documents/${c.document_id}`).set(t.as.editor);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('IN_USE');
    expect(refused.body.message).toBe(
      'Payments are allocated to this document; change those payments before deleting it',
    );

    // Deleting the payment frees its allocations: every document is open again, and c can go.
    expect((await remove(id)).status).toBe(200);
    expect(await openAmounts()).toEqual([100, 200, 300]);
    const extra = await charge(owner, '2026-03-12', 10);
    const held = await pay({ amount: 10, allocations: [{ document_id: extra.document_id, amount: 10 }] });
    expect(held.status).toBe(201);
    expect((await remove(held.body.data.id)).status).toBe(200);
    const deleted = await t.http().delete(`/api/${route}/documents/${extra.document_id}`).set(t.as.editor);
    expect(deleted.status).toBe(200);
  });

  it('refuses more than the open amount, another partner’s document, more than the payment, a repeat', async () => {
    const first = await pay({ amount: 150, allocations: [{ document_id: b.document_id, amount: 150 }] });
    expect(first.status).toBe(201);
    // b has 50 left.
    const over = await pay({ amount: 100, allocations: [{ document_id: b.document_id, amount: 60 }] });
    expect(over.status).toBe(400);
    expect(over.body.code).toBe('VALIDATION_FAILED');
    expect(over.body.message).toBe(
      `allocations: 60.00 for document ${b.document_number} is more than its open amount 50.00`,
    );
    const zh = await pay({ amount: 100, allocations: [{ document_id: b.document_id, amount: 60 }] }).set(
      'Accept-Language',
      'zh-CN',
    );
    expect(zh.body.message).toBe(`核销明细：单据 ${b.document_number} 的核销金额 60.00 超过其未结金额 50.00`);

    const foreign = await charge(other, '2026-02-01', 40);
    const notOwn = await pay({ amount: 40, allocations: [{ document_id: foreign.document_id, amount: 40 }] });
    expect(notOwn.status).toBe(400);
    expect(notOwn.body.code).toBe('VALIDATION_FAILED');
    expect(notOwn.body.message).toBe(
      `allocations: document ${foreign.document_number} is not a document of this ${partner}`,
    );
    const missing = await pay({ amount: 40, allocations: [{ document_id: 999999, amount: 40 }] });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(`allocations: document 999999 is not a document of this ${partner}`);

    const tooMuch = await pay({
      amount: 100,
      allocations: [
        { document_id: a.document_id, amount: 80 },
        { document_id: c.document_id, amount: 50 },
      ],
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.code).toBe('VALIDATION_FAILED');
    expect(tooMuch.body.message).toBe('allocations add up to 130.00, more than the payment amount 100.00');

    const twice = await pay({
      amount: 100,
      allocations: [
        { document_id: a.document_id, amount: 10 },
        { document_id: a.document_id, amount: 10 },
      ],
    });
    expect(twice.status).toBe(400);
    const zero = await pay({ amount: 100, allocations: [{ document_id: a.document_id, amount: 0 }] });
    expect(zero.status).toBe(400);
    expect(zero.body.code).toBe('VALIDATION_FAILED');

    // Nothing of the refusals was written.
    expect(await openAmounts()).toEqual([100, 50, 300]);
    expect((await remove(first.body.data.id)).status).toBe(200);
  });

  it('replaces the allocations on an edit, keeps them when left out, and checks them against the edit', async () => {
    const res = await pay({ amount: 200, allocations: [{ document_id: c.document_id, amount: 200 }] });
    expect(res.status).toBe(201);
    const id = res.body.data.id;
    expect(await openAmounts()).toEqual([100, 200, 100]);

    const moved = await edit(id, { allocations: [{ document_id: b.document_id, amount: 150 }] });
    expect(moved.status).toBe(200);
    expect(moved.body.data.allocations).toEqual([
      { document_id: b.document_id, document_number: b.document_number, amount: 150 },
    ]);
    // 150 of b by name, 50 of a oldest first.
    expect(await openAmounts()).toEqual([50, 50, 300]);

    // Its own allocation does not count against it: the whole of b is open to this payment.
    const whole = await edit(id, { allocations: [{ document_id: b.document_id, amount: 200 }] });
    expect(whole.status).toBe(200);
    expect(await openAmounts()).toEqual([100, 0, 300]);

    // Left out, they stay; a lower amount is checked against them.
    const remark = await edit(id, { remark: 'moved to b' });
    expect(remark.status).toBe(200);
    expect(remark.body.data.allocations).toHaveLength(1);
    const lower = await edit(id, { amount: 150 });
    expect(lower.status).toBe(400);
    expect(lower.body.message).toBe('allocations add up to 200.00, more than the payment amount 150.00');
    const [updated] = await auditEntries(t, `${side}_payment`, id);
    expect(updated.changes.remark).toEqual([null, 'moved to b']);

    // Moved to another partner, the allocations must be its own.
    const otherPartner = await edit(id, { [code]: other.code });
    expect(otherPartner.status).toBe(400);

    // Emptied: the payment settles oldest first again.
    const cleared = await edit(id, { allocations: [] });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.allocations).toEqual([]);
    expect(await openAmounts()).toEqual([0, 100, 300]);
    expect((await remove(id)).status).toBe(200);
  });

  it('owes a taxed document its gross amount: that is what is open and what an allocation may take', async () => {
    const taxed = await newParty({ code: `AL-T-${side}`, short_name: `Allocation taxed ${side}` });
    const body = { quantity: 1, unit_price: 100, tax_rate: '13' };
    const record =
      side === 'receivable'
        ? await newOutbound(t, taxed, product, { outbound_date: '2026-02-01', ...body })
        : await newInbound(t, taxed, product, { inbound_date: '2026-02-01', ...body });
    const detail = async () =>
      (await t.http().get(`/api/${route}/documents/${record.document_id}`).set(t.as.reader)).body;
    const before = await detail();
    expect(before.tax_amount).not.toBe(0);
    expect(before.open_amount).toBe(before.gross_amount);
    const gross = before.gross_amount as number;
    const over = await pay(
      { amount: gross + 1, allocations: [{ document_id: record.document_id, amount: gross + 1 }] },
      taxed,
    );
    expect(over.status).toBe(400);
    const paid = await pay(
      { amount: gross, allocations: [{ document_id: record.document_id, amount: gross }] },
      taxed,
    );
    expect(paid.status).toBe(201);
    expect((await detail()).open_amount).toBe(0);
  });

  it('respects the period lock, and answers a repeated Idempotency-Key with the first answer', async () => {
    await setPeriodLock(t, '2026-03-31');
    const locked = await pay({ amount: 50, allocations: [{ document_id: a.document_id, amount: 50 }] });
    expect(locked.status).toBe(409);
    await setPeriodLock(t, null);

    const body = {
      amount: 50,
      pay_date: '2026-04-01',
      allocations: [{ document_id: a.document_id, amount: 50 }],
    };
    const send = () =>
      t
        .http()
        .post(`/api/${side}/payments`)
        .set(t.as.editor)
        .set('Idempotency-Key', `alloc-${side}`)
        .send({ [code]: owner.code, pay_method: 'Cash', ...body });
    const once = await send();
    const again = await send();
    expect(once.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(once.body);
    expect(await openAmounts()).toEqual([50, 200, 300]);
    expect((await remove(once.body.data.id)).status).toBe(200);
  });
});
