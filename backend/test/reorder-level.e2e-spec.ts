import { TestApp, createTestApp } from './support/app';
import { newStockedProduct } from './support/catalog-factories';
import { exportFile, rowWith, table } from './support/export-helpers';
import { newProduct, newSupplier } from './support/factories';

type Row = Record<string, unknown>;

const MESSAGE = 'reorder level must be a whole number from 0 to 10000000, or empty';

/**
 * Reorder level: an optional whole number ≥ 0 per product, in every product view and the
 * base-info export; low stock is below it when set, below 10 otherwise (the overview's stock card).
 */
describe('reorder level', () => {
  let t: TestApp;
  let supplier: { code: string; short_name: string };
  beforeAll(async () => {
    t = await createTestApp();
    supplier = await newSupplier(t, { code: 'RL-SUP' });
  });
  afterAll(() => t.close());

  const products = async (): Promise<Row[]> =>
    (await t.http().get('/api/products').set(t.as.reader)).body.data;
  const productOf = async (code: string) => (await products()).find((p) => p.code === code);
  const update = (code: string, body: Row) =>
    t
      .http()
      .put(`/api/products/${encodeURIComponent(code)}`)
      .set(t.as.editor)
      .send(body);

  it('is optional on create and shown in every product view', async () => {
    const created = await t.http().post('/api/products').set(t.as.editor).send({
      code: 'RL-1',
      product_model: 'RL Model 1',
      category: 'category 1',
      reorder_level: 20,
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ code: 'RL-1', reorder_level: 20 });
    expect(await productOf('RL-1')).toMatchObject({ code: 'RL-1', reorder_level: 20 });

    const plain = await newProduct(t, { code: 'RL-2' });
    expect(plain).toHaveProperty('reorder_level', null);
    expect(await productOf('RL-2')).toHaveProperty('reorder_level', null);
    // 0 is a level (never low: stock below 0 is out of stock) and stays 0, not empty.
    const zero = await newProduct(t, { code: 'RL-3', reorder_level: 0 });
    expect(zero).toHaveProperty('reorder_level', 0);
  });

  it('is changed, kept or cleared by an update', async () => {
    await newProduct(t, { code: 'RL-UPD', reorder_level: 5 });
    const changed = await update('RL-UPD', { reorder_level: 12 });
    expect(changed.status).toBe(200);
    expect(changed.body.data.reorder_level).toBe(12);
    // Left out: unchanged.
    expect((await update('RL-UPD', { remark: 'kept' })).body.data).toMatchObject({
      remark: 'kept',
      reorder_level: 12,
    });
    // null or an empty form field: cleared (the default of 10 applies again).
    expect((await update('RL-UPD', { reorder_level: null })).body.data.reorder_level).toBeNull();
    await update('RL-UPD', { reorder_level: 7 });
    expect((await update('RL-UPD', { reorder_level: '' })).body.data.reorder_level).toBeNull();
    expect(await productOf('RL-UPD')).toMatchObject({ reorder_level: null, remark: 'kept' });

    // Audited like every product field.
    const audit = await t.http().get('/api/audit?entity=product&entity_id=RL-UPD').set(t.as.editor);
    expect(audit.body.data[0].changes).toEqual({ reorder_level: [7, null] });
  });

  it('refuses anything but a whole number from 0, with a readable message, and writes nothing', async () => {
    await newProduct(t, { code: 'RL-BAD', reorder_level: 4 });
    for (const reorder_level of [-1, 1.5, '5', 'ten', true, 10_000_001]) {
      const create = await t
        .http()
        .post('/api/products')
        .set(t.as.editor)
        .send({ code: 'RL-NEW', product_model: 'RL New', category: 'category 1', reorder_level });
      expect({ reorder_level, status: create.status, message: create.body.message }).toEqual({
        reorder_level,
        status: 400,
        message: MESSAGE,
      });
      const change = await update('RL-BAD', { reorder_level });
      expect({ reorder_level, status: change.status, message: change.body.message }).toEqual({
        reorder_level,
        status: 400,
        message: MESSAGE,
      });
    }
    expect(await productOf('RL-NEW')).toBeUndefined();
    expect(await productOf('RL-BAD')).toMatchObject({ reorder_level: 4 });
    // The database holds the same rule.
    await expect(
      t.dataSource.query("UPDATE products SET reorder_level = -1 WHERE code = 'RL-BAD'"),
    ).rejects.toThrow(/CHK_products_reorder_level/);
  });

  it("makes the overview's low-stock card use the product's level, and 10 without one", async () => {
    const cases: [string, number, number | null, boolean][] = [
      // model, stock, reorder level, low?
      ['RL Low own', 15, 20, true],
      ['RL At own', 20, 20, false],
      ['RL Above own', 5, 3, false],
      ['RL Low default', 9, null, true],
      ['RL At default', 10, null, false],
      ['RL Zero level', 3, 0, false],
      ['RL Empty', 0, 5, false],
    ];
    for (const [model, stock, level] of cases) {
      await newStockedProduct(t, supplier, stock, { product_model: model, reorder_level: level });
    }
    const stats = async () => (await t.http().get('/api/overview/stats').set(t.as.reader)).body;
    const body = await stats();
    const low: Row[] = body.low_stock_products.filter((p: Row) => String(p.product_model).startsWith('RL '));
    expect(low).toEqual([
      { product_model: 'RL Low default', current_stock: 9, reorder_level: null },
      { product_model: 'RL Low own', current_stock: 15, reorder_level: 20 },
    ]);
    // Out of stock is its own list, whatever the level.
    expect(body.out_of_stock_products).toContainEqual({ product_model: 'RL Empty' });
    expect(body.out_of_stock_products).not.toContainEqual({ product_model: 'RL Zero level' });

    // A new level shows at the next read.
    const [{ code }] = await t.dataSource.query('SELECT code FROM products WHERE product_model = $1', [
      'RL Above own',
    ]);
    await update(code, { reorder_level: 6 });
    const raised: Row[] = (await stats()).low_stock_products;
    expect(raised).toContainEqual({ product_model: 'RL Above own', current_stock: 5, reorder_level: 6 });
    await update(code, { reorder_level: null });
    expect((await stats()).low_stock_products).toContainEqual({
      product_model: 'RL Above own',
      current_stock: 5,
      reorder_level: null,
    });
  });

  it('is a column of the products sheet of the base-info export, in every language', async () => {
    await newProduct(t, { code: 'RL-EXP-1', product_model: 'RL Export 1', reorder_level: 25 });
    await newProduct(t, { code: 'RL-EXP-2', product_model: 'RL Export 2' });
    const { book } = await exportFile(t, 'base-info', { tables: '2' });
    const sheet = table(book.worksheets[0]);
    expect(sheet.header).toEqual(['Code', 'Product model', 'Category', 'Remark', 'Reorder level']);
    expect(rowWith(sheet.rows, 'RL-EXP-1')).toEqual(['RL-EXP-1', 'RL Export 1', 'category 1', null, 25]);
    expect(rowWith(sheet.rows, 'RL-EXP-2')).toEqual(['RL-EXP-2', 'RL Export 2', 'category 1']);
    const row = sheet.rows.findIndex((cells) => cells[0] === 'RL-EXP-1') + 2;
    expect(book.worksheets[0].getCell(`E${row}`).numFmt).toBe('#,##0');

    const zh = await exportFile(t, 'base-info', { tables: '2' }, 'zh-CN');
    expect(table(zh.book.worksheets[0]).header.at(-1)).toBe('补货点');
    const ko = await exportFile(t, 'base-info', { tables: '2' }, 'ko-KR');
    expect(table(ko.book.worksheets[0]).header.at(-1)).toBe('재주문 수준');
  });
});
