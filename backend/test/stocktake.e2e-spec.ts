import { TestApp, createTestApp } from './support/app';
import { auditEntries, auditTotal, createdChanges } from './support/audit';
import { newProduct } from './support/factories';
import { Partner, Product, newInbound, newOutbound, newParties } from './support/trade-factories';

/**
 * The count sheet (a stocktake of many products at once): GET /api/stock/count-sheet and
 * POST /api/stock/adjustments/batch, one transaction, each line by the single adjustment's rule.
 */
describe('stocktake: count sheet and posting counted quantities', () => {
  let t: TestApp;
  let supplier: Partner;
  let customer: Partner;
  let a: Product;
  let b: Product;
  let c: Product;

  beforeAll(async () => {
    t = await createTestApp();
    ({ supplier, customer } = await newParties(t));
    a = await newProduct(t, { code: 'CNT-A', product_model: 'COUNT-A', category: 'Paper' });
    b = await newProduct(t, { code: 'CNT-B', product_model: 'COUNT-B', category: 'Paper' });
    c = await newProduct(t, { code: 'CNT-C', product_model: 'COUNT-C', category: 'Ink' });
    await newInbound(t, supplier, a, { inbound_date: '2025-04-01', quantity: 10, unit_price: '2' });
    await newInbound(t, supplier, b, { inbound_date: '2025-04-01', quantity: 5, unit_price: '3' });
    await newInbound(t, supplier, c, { inbound_date: '2025-04-01', quantity: 8, unit_price: '4' });
    // A sale after the count date: the sheet and the count read the stock at the end of the count date.
    await newOutbound(t, customer, a, { outbound_date: '2025-05-10', quantity: 2, unit_price: '5' });
  });
  afterAll(() => t.close());

  const post = (body: object, as = t.as.editor) =>
    t.http().post('/api/stock/adjustments/batch').set(as).send(body);
  const stockOf = async (model: string, asOf?: string) => {
    const res = await t
      .http()
      .get('/api/stock')
      .query({ product_model: model, ...(asOf ? { as_of: asOf } : {}) })
      .set(t.as.reader);
    return res.body.data[0].current_stock as number;
  };
  const adjustmentCount = async () =>
    (await t.http().get('/api/stock/adjustments').set(t.as.reader)).body.pagination.total as number;

  it('prints every product by category and model with its stock at the end of the count date', async () => {
    const res = await t.http().get('/api/stock/count-sheet').query({ date: '2025-04-30' }).set(t.as.reader);
    expect(res.status).toBe(200);
    expect(res.body.date).toBe('2025-04-30');
    const ours = res.body.data.filter((row: { product_model: string }) =>
      row.product_model.startsWith('COUNT-'),
    );
    expect(ours).toEqual([
      { product_code: 'CNT-C', product_model: 'COUNT-C', category: 'Ink', system_quantity: 8 },
      { product_code: 'CNT-A', product_model: 'COUNT-A', category: 'Paper', system_quantity: 10 },
      { product_code: 'CNT-B', product_model: 'COUNT-B', category: 'Paper', system_quantity: 5 },
    ]);
    const later = await t.http().get('/api/stock/count-sheet').query({ date: '2025-05-31' }).set(t.as.reader);
    expect(
      later.body.data.find((row: { product_model: string }) => row.product_model === 'COUNT-A'),
    ).toMatchObject({
      system_quantity: 8,
    });
    const bad = await t.http().get('/api/stock/count-sheet').query({ date: '2025-02-30' }).set(t.as.reader);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('date must be a date in YYYY-MM-DD format');
  });

  it('refuses the whole count when one line is refused, naming the line, and writes nothing', async () => {
    const before = await adjustmentCount();
    const audited = await auditTotal(t);
    const unknown = await post({
      date: '2025-04-30',
      lines: [
        { product_model: 'COUNT-A', counted_quantity: 9 },
        { product_model: 'NO-SUCH-MODEL', counted_quantity: 1 },
      ],
    });
    expect(unknown.body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'line 2: product model NO-SUCH-MODEL not found',
      line: 2,
    });

    // A decrease the current stock cannot give (A has 8 now; counted 0 on 04-30 takes 10).
    const short = await post({
      date: '2025-04-30',
      lines: [
        { product_model: 'COUNT-B', counted_quantity: 6 },
        { product_model: 'COUNT-A', counted_quantity: 0 },
      ],
    });
    expect(short.body).toEqual({
      statusCode: 409,
      code: 'STOCK_SHORT',
      message: 'line 2: insufficient stock for COUNT-A: available 8',
      line: 2,
    });

    const twice = await post({
      date: '2025-04-30',
      lines: [
        { product_model: 'COUNT-B', counted_quantity: 6 },
        { product_model: 'COUNT-C', counted_quantity: 6 },
        { product_model: 'COUNT-B', counted_quantity: 7 },
      ],
    });
    expect(twice.body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'line 3: product model COUNT-B is already counted on line 1',
      line: 3,
    });
    const twiceInChinese = await post({
      date: '2025-04-30',
      lines: [
        { product_model: 'COUNT-B', counted_quantity: 6 },
        { product_model: 'COUNT-B', counted_quantity: 7 },
      ],
    }).set('Accept-Language', 'zh-CN');
    expect(twiceInChinese.body.message).toBe('第 2 行：产品型号 COUNT-B 已在第 1 行盘点');

    const invalid = await post({
      date: '2025-04-30',
      lines: [
        { product_model: 'COUNT-B', counted_quantity: 6 },
        { product_model: 'COUNT-C', counted_quantity: -1 },
      ],
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('line 2: counted_quantity must be 0 or more');

    expect(await adjustmentCount()).toBe(before);
    expect(await auditTotal(t)).toBe(audited);
    expect([await stockOf('COUNT-A'), await stockOf('COUNT-B'), await stockOf('COUNT-C')]).toEqual([8, 5, 8]);
  });

  it.each([
    [{ lines: [] }, 'A count needs at least 1 line'],
    [{ lines: 'x' }, 'lines must be a list of counted products'],
    [{ date: undefined }, 'date is required'],
    [{ reason: 'opening' }, 'reason must be one of stocktake, damage, loss, sample, other'],
    [{ lines: [{ product_model: 'COUNT-A' }] }, 'line 1: counted_quantity is required'],
    [
      { lines: [{ product_model: 'COUNT-A', counted_quantity: 1.5 }] },
      'line 1: counted_quantity must be a whole number',
    ],
  ])('refuses %j with 400 "%s"', async (overrides, message) => {
    const res = await post({
      date: '2025-04-30',
      lines: [{ product_model: 'COUNT-A', counted_quantity: 9 }],
      ...overrides,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('is for editors: a reader is refused', async () => {
    const res = await post(
      { date: '2025-04-30', lines: [{ product_model: 'COUNT-A', counted_quantity: 9 }] },
      t.as.reader,
    );
    expect(res.status).toBe(403);
  });

  it('posts one audited adjustment per line whose count differs; a matching count creates nothing', async () => {
    const res = await post({
      date: '2025-04-30',
      remark: 'April count',
      lines: [
        { product_model: 'COUNT-A', counted_quantity: 9 },
        { product_model: 'COUNT-B', counted_quantity: 5 },
        { product_model: 'COUNT-C', counted_quantity: '11' },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.date).toBe('2025-04-30');
    expect(res.body.unchanged).toBe(1);
    expect(res.body.data).toEqual([
      expect.objectContaining({
        product_model: 'COUNT-A',
        date: '2025-04-30',
        reason: 'stocktake',
        quantity_change: -1,
        unit_cost: 2,
        total_cost: -2,
        remark: 'April count',
      }),
      expect.objectContaining({
        product_model: 'COUNT-C',
        reason: 'stocktake',
        quantity_change: 3,
        unit_cost: 4,
        total_cost: 12,
      }),
    ]);
    expect(await stockOf('COUNT-A', '2025-04-30')).toBe(9);
    expect(await stockOf('COUNT-B', '2025-04-30')).toBe(5);
    expect(await stockOf('COUNT-C', '2025-04-30')).toBe(11);
    expect(await stockOf('COUNT-A')).toBe(7); // the later sale of 2 still counts
    for (const view of res.body.data) {
      const [entry] = await auditEntries(t, 'stock_adjustment', view.id);
      expect(entry).toMatchObject({ action: 'create', username: expect.any(String) });
      expect(entry.changes).toEqual(createdChanges(view));
    }

    // Counting again what is there changes nothing.
    const again = await post({
      date: '2025-04-30',
      lines: [
        { product_model: 'COUNT-A', counted_quantity: 9 },
        { product_model: 'COUNT-C', counted_quantity: 11 },
      ],
    });
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ date: '2025-04-30', data: [], unchanged: 2 });
  });

  it('refuses a count dated in a closed period with 409 and writes nothing', async () => {
    const lock = await t
      .http()
      .put('/api/settings/period-lock')
      .set(t.as.admin)
      .send({ locked_through: '2025-04-30' });
    expect(lock.status).toBe(200);
    const before = await adjustmentCount();
    const audited = await auditTotal(t);
    const res = await post({
      date: '2025-04-30',
      lines: [{ product_model: 'COUNT-B', counted_quantity: 1 }],
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('The books are closed through 2025-04-30');
    expect(await adjustmentCount()).toBe(before);
    expect(await auditTotal(t)).toBe(audited);

    const open = await post({
      date: '2025-05-01',
      lines: [{ product_model: 'COUNT-B', counted_quantity: 4 }],
    });
    expect(open.status).toBe(201);
    expect(open.body.data).toEqual([
      expect.objectContaining({ product_model: 'COUNT-B', quantity_change: -1 }),
    ]);
  });
});
