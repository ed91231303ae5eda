import { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TestApp, createTestApp } from './support/app';
import { startEmbedded, stopEmbedded } from './support/embedded';
import { newCustomer, newProduct, newSupplier } from './support/factories';
import { newInbound, newOutbound, newPayment } from './support/ledger-factories';

/**
 * The embedded database (PGlite behind pglite-socket, one pooled connection) under concurrent writes:
 * the row-locked stock check and multi-statement transactions must hold exactly as on a server, and
 * everything acknowledged must be there after a clean stop and reopen of the same DATA_DIR.
 */
describe('embedded PostgreSQL (PGlite) under concurrency', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tradebook-embedded-'));
  let embedded: { url: string; child: ChildProcess };
  let t: TestApp;

  beforeAll(async () => {
    embedded = await startEmbedded(dataDir);
    t = await createTestApp({ DATABASE_URL: embedded.url, DATABASE_POOL_SIZE: '1' });
  });
  afterAll(async () => {
    await t?.close();
    if (embedded) await stopEmbedded(embedded.child);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives exactly 30 of 50 simultaneous sales of 1 against a stock of 30, and keeps totals exact', async () => {
    const supplier = await newSupplier(t);
    const customer = await newCustomer(t);
    const product = await newProduct(t);
    await newInbound(t, supplier, product, { date: '2025-05-01', quantity: 30, unit_price: 2.5 });

    const sales = await Promise.all(
      Array.from({ length: 50 }, () =>
        newOutbound(t, customer, product, { date: '2025-05-02', quantity: 1, unit_price: 4 }).then(
          () => 'sold',
          (error: Error) => (error.message.includes('409') ? 'refused' : error.message),
        ),
      ),
    );
    const payments = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        newPayment(t, 'receivable', customer, {
          amount: '1.25',
          pay_date: `2025-05-${String(3 + (i % 9)).padStart(2, '0')}`,
        }),
      ),
    );

    expect(sales.filter((s) => s === 'sold')).toHaveLength(30);
    expect(sales.filter((s) => s === 'refused')).toHaveLength(20);
    expect(payments).toHaveLength(20);

    const stock = await t
      .http()
      .get('/api/stock')
      .query({ product_model: product.product_model })
      .set(t.as.reader);
    expect(stock.body.data[0].current_stock).toBe(0);
    const owed = await t
      .http()
      .get('/api/receivable')
      .query({ customer_short_name: customer.short_name })
      .set(t.as.reader);
    expect(owed.body.data[0]).toMatchObject({ total_receivable: 120, total_paid: 25, balance: 95 });
    const costs = await t.dataSource.query('SELECT sum(cost_amount)::text AS cost FROM trade_record_costs');
    expect(costs[0].cost).toBe('75.0000');
  });

  it('keeps every acknowledged write across a clean stop and reopen of DATA_DIR', async () => {
    await t.close();
    await stopEmbedded(embedded.child);
    embedded = await startEmbedded(dataDir);
    t = await createTestApp({ DATABASE_URL: embedded.url, DATABASE_POOL_SIZE: '1' });
    const [row] = await t.dataSource.query(
      `SELECT (SELECT count(*) FROM trade_records WHERE direction = 1)::int AS sales,
              (SELECT count(*) FROM payments)::int AS payments,
              (SELECT sum(current_stock) FROM stock)::int AS stock`,
    );
    expect(row).toEqual({ sales: 30, payments: 20, stock: 0 });
  });
});
