import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { restoreBackup } from '../src/modules/backup/backup-restorer';
import { writeBackup } from '../src/modules/backup/backup-writer';
import { TEST_BACKUP_KEY, TEST_TRUST } from './support/backup-key';
import { TestApp, createTestApp } from './support/app';
import { newCustomer, newProduct, newSupplier } from './support/factories';
import { Partner, Product, Row, newInbound, newOutbound } from './support/trade-factories';

/**
 * The kept row counts (list_counts) behind the unfiltered order and document lists: after every kind
 * of write (single and concurrent creates, a statement of many rows, deliveries, status changes,
 * deletes, a rolled-back write, a TRUNCATE, a restore, a refresh) they equal count(*) of the tables,
 * and the lists' totals equal them.
 */
describe('kept list counts', () => {
  let t: TestApp;
  let supplier: Partner;
  let customer: Partner;
  let product: Product;
  let dir: string;

  beforeAll(async () => {
    t = await createTestApp();
    dir = mkdtempSync(join(tmpdir(), 'tradebook-list-counts-e2e-'));
    [supplier, customer, product] = await Promise.all([newSupplier(t), newCustomer(t), newProduct(t)]);
    await newInbound(t, supplier, product, { quantity: 1000, inbound_date: '2025-01-01', unit_price: 1 });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const post = (path: string, body: Row = {}) => t.http().post(`/api${path}`).set(t.as.editor).send(body);
  const remove = (path: string) => t.http().delete(`/api${path}`).set(t.as.editor);
  const total = async (path: string): Promise<number> => {
    const res = await t.http().get(`/api${path}`).set(t.as.reader);
    expect(res.status).toBe(200);
    return res.body.pagination.total;
  };

  /** Per table and direction: [kept, counted], the lists' unfiltered totals beside. */
  async function expectExact(): Promise<Record<string, number>> {
    const kept: { list: string; direction: number; n: number }[] = await t.dataSource.query(
      'SELECT list, direction, sum(row_count)::int AS n FROM list_counts GROUP BY list, direction',
    );
    const counted: { list: string; direction: number; n: number }[] = await t.dataSource.query(
      `SELECT 'orders' AS list, direction, count(*)::int AS n FROM orders GROUP BY direction
       UNION ALL SELECT 'trade_documents', direction, count(*)::int FROM trade_documents GROUP BY direction`,
    );
    const byKey = (rows: { list: string; direction: number; n: number }[]) =>
      Object.fromEntries(rows.filter((r) => r.n !== 0).map((r) => [`${r.list}:${r.direction}`, r.n]));
    const counts = byKey(counted);
    expect(byKey(kept)).toEqual(counts);
    const lists = {
      'orders:0': await total('/purchase-orders'),
      'orders:1': await total('/sales-orders'),
      'trade_documents:0': await total('/inbound/documents'),
      'trade_documents:1': await total('/outbound/documents'),
    };
    for (const [key, listed] of Object.entries(lists)) expect(listed).toBe(counts[key] ?? 0);
    return lists;
  }

  const salesOrder = (quantity = 5, overrides: Row = {}) => ({
    customer_code: customer.code,
    customer_short_name: customer.short_name,
    date: '2025-04-01',
    delivery_date: '2025-04-20',
    lines: [{ product_code: product.code, product_model: product.product_model, quantity, unit_price: 2 }],
    ...overrides,
  });
  const purchaseOrder = () => ({
    supplier_code: supplier.code,
    supplier_short_name: supplier.short_name,
    date: '2025-04-01',
    lines: [{ product_code: product.code, product_model: product.product_model, quantity: 3, unit_price: 1 }],
  });

  it('follows creates, concurrent creates, deliveries, status changes and deletes', async () => {
    expect(await expectExact()).toEqual({
      'orders:0': 0,
      'orders:1': 0,
      'trade_documents:0': 1,
      'trade_documents:1': 0,
    });
    const first = (await post('/sales-orders', salesOrder()).expect(201)).body;
    await post('/purchase-orders', purchaseOrder()).expect(201);
    await Promise.all(Array.from({ length: 6 }, () => post('/sales-orders', salesOrder(2)).expect(201)));
    expect(await expectExact()).toMatchObject({ 'orders:0': 1, 'orders:1': 7 });

    // A delivery adds a document and changes the order's status, not the order count.
    await post(`/sales-orders/${first.id}/deliver`, {
      date: '2025-04-05',
      lines: [{ line_id: first.lines[0].id, quantity: 2 }],
    }).expect(201);
    await post(`/sales-orders/${first.id}/close`).expect(200);
    await post(`/sales-orders/${first.id}/reopen`).expect(200);
    expect(await expectExact()).toMatchObject({ 'orders:1': 7, 'trade_documents:1': 1 });

    const untouched = (await post('/sales-orders', salesOrder()).expect(201)).body;
    await remove(`/sales-orders/${untouched.id}`).expect(200);
    await remove(`/sales-orders/${first.id}`).expect(409); // delivered: kept, and so is its count
    expect(await expectExact()).toMatchObject({ 'orders:1': 7 });

    // A refused write rolls its count back with it.
    await post('/sales-orders', salesOrder(1, { lines: [] })).expect(400);
    const sale = await newOutbound(t, customer, product, { outbound_date: '2025-04-06' });
    expect(await expectExact()).toMatchObject({ 'orders:1': 7, 'trade_documents:1': 2 });
    await remove(`/outbound/${sale.id}`).expect(200);
    expect(await expectExact()).toMatchObject({ 'trade_documents:1': 1 });
  });

  it('follows statements of many rows, a change of direction and a rolled-back transaction', async () => {
    const before = await expectExact();
    const ids: number[] = (
      await t.dataSource.query(
        `INSERT INTO orders (direction, order_number, partner_id, order_date, total_price)
         SELECT 1, 'BULK-' || g, $1, '2025-05-01', 0 FROM generate_series(1, 25) g RETURNING id`,
        [customer.id],
      )
    ).map((r: { id: number }) => r.id);
    expect((await expectExact())['orders:1']).toBe(before['orders:1'] + 25);
    await t.dataSource.query('UPDATE orders SET direction = 0 WHERE id = ANY($1::int[]) AND id % 2 = 0', [
      ids,
    ]);
    await t.dataSource.query('UPDATE orders SET remark = $2 WHERE id = ANY($1::int[])', [ids, 'no change']);
    await expectExact();
    const runner = t.dataSource.createQueryRunner();
    await runner.startTransaction();
    await runner.query('DELETE FROM orders WHERE id = ANY($1::int[])', [ids]);
    await runner.rollbackTransaction();
    await runner.release();
    await expectExact();
    await t.dataSource.query('DELETE FROM orders WHERE id = ANY($1::int[])', [ids]);
    expect(await expectExact()).toEqual(before);
  });

  it('recounts after a TRUNCATE, a restore and a refresh', async () => {
    const before = await expectExact();
    const file = join(dir, 'backup.jsonl.gz');
    await writeBackup(t.dataSource, file, 'server', TEST_BACKUP_KEY);
    const [{ kept }] = await t.dataSource.query('SELECT count(*)::int AS kept FROM list_counts');
    expect(kept).toBeGreaterThan(0);
    const tables: { name: string }[] = await t.dataSource.query(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'migrations'",
    );
    await t.dataSource.query(`TRUNCATE ${tables.map((r) => `"${r.name}"`).join(', ')} CASCADE`);
    await restoreBackup(t.dataSource, file, { replace: false, trust: TEST_TRUST });
    expect(await expectExact()).toEqual(before);

    await t.dataSource.query('TRUNCATE orders CASCADE');
    expect((await expectExact())['orders:1']).toBe(0);
    await restoreBackup(t.dataSource, file, { replace: true, trust: TEST_TRUST });
    expect(await expectExact()).toEqual(before);

    await post('/stock/refresh').expect(200);
    expect(await expectExact()).toEqual(before);
  });
});
