import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/connection';
import { migrateWithLock } from '../src/database/migrate';
import { InventoryService } from '../src/modules/stock/inventory.service';
import { TradeService } from '../src/modules/trade/trade.service';
import { INBOUND, OUTBOUND } from '../src/modules/trade/trade-direction';

async function main() {
  const url = process.argv[2];
  const method = process.argv[3] ?? 'average';
  const ds = await new DataSource(dataSourceOptions({ url, embedded: false }, 12)).initialize();
  await migrateWithLock(ds);
  const config = { get: (k: string) => (k === 'COST_METHOD' ? method : false) };
  const inv = new InventoryService(ds, config as never);
  const trade = new TradeService(ds, inv);
  const [{ n }] = await ds.query('SELECT count(*)::int AS n FROM trade_records');
  if (n === 0) {
    let t0 = Date.now();
    await ds.query(`INSERT INTO partners (code, short_name, full_name, type) VALUES ('S1','S1','S1',0),('C1','C1','C1',1)`);
    await ds.query(`INSERT INTO products (code, product_model, category) SELECT 'P'||g, 'M'||g, 'c' FROM generate_series(1,5000) g`);
    await ds.query(`INSERT INTO trade_records (direction, partner_id, product_id, record_date, quantity, unit_price, total_price)
      SELECT (g/5000)%2, CASE WHEN (g/5000)%2=0 THEN 1 ELSE 2 END, 1+(g%5000), date '2022-01-01' + (g/5000),
             CASE WHEN (g/5000)%2=0 THEN 10 ELSE 1+(g%5) END, 1+(g%997)/100.0, 0
      FROM generate_series(0, 999999) g`);
    await ds.query('ANALYZE');
    console.log('seeded in', Date.now() - t0, 'ms');
    t0 = Date.now();
    console.log(await inv.rebuildAll(), 'from scratch', Date.now() - t0, 'ms');
  }
  let t0 = Date.now();
  let cpu = process.cpuUsage();
  console.log(await inv.rebuildAll(), 'consistent', Date.now() - t0, 'ms wall', Math.round(process.cpuUsage(cpu).user / 1000), 'ms node cpu');
  await ds.query("UPDATE trade_records SET cost_amount = NULL, unit_cost = NULL WHERE direction = 1 AND product_id > 4000");
  t0 = Date.now(); cpu = process.cpuUsage();
  console.log(await inv.rebuildAll(), '20% costs wiped', Date.now() - t0, 'ms wall', Math.round(process.cpuUsage(cpu).user / 1000), 'ms node cpu');
  // heavy product: 10,000 later records on product 1
  const [{ m }] = await ds.query('SELECT count(*)::int AS m FROM trade_records WHERE product_id = 1');
  if (m < 10000) {
    await ds.query(`INSERT INTO trade_records (direction, partner_id, product_id, record_date, quantity, unit_price, total_price)
      SELECT g%2, 1+g%2, 1, date '2023-01-01' + g/10, CASE WHEN g%2=0 THEN 10 ELSE 3 END, 2.5, 0 FROM generate_series(0, 11999) g`);
    await inv.rebuildAll();
  }
  const input = { partner_code: 'S1', partner_short_name: 'S1', product_code: 'P1', product_model: 'M1', quantity: 5, unit_price: '1.2345', invoice_date: null, invoice_number: null, order_number: null, invoice_image_url: null, remark: null };
  t0 = Date.now();
  const created = await trade.create(INBOUND, { ...input, date: '2021-12-01' });
  console.log('back-dated inbound on product with', m, 'records:', Date.now() - t0, 'ms');
  t0 = Date.now();
  await trade.remove(INBOUND, created.id as number);
  console.log('delete it again:', Date.now() - t0, 'ms');
  // writes/s: outbound appends on 10 products concurrently, 10 workers × 100
  t0 = Date.now();
  await Promise.all(Array.from({ length: 10 }, async (_, w) => {
    for (let i = 0; i < 100; i++) {
      await trade.create(OUTBOUND, { ...input, partner_code: 'C1', partner_short_name: 'C1', product_code: `P${100 + w}`, product_model: `M${100 + w}`, quantity: 1, date: '2026-01-01' });
    }
  }));
  console.log('1000 outbound creates (10 concurrent):', Math.round(1000 / ((Date.now() - t0) / 1000)), '/s');
  t0 = Date.now();
  await Promise.all(Array.from({ length: 10 }, async () => {
    for (let i = 0; i < 50; i++) {
      await trade.create(OUTBOUND, { ...input, partner_code: 'C1', partner_short_name: 'C1', product_code: `P200`, product_model: `M200`, quantity: 1, date: '2026-01-02' });
    }
  }));
  console.log('500 outbound creates on ONE product (10 concurrent):', Math.round(500 / ((Date.now() - t0) / 1000)), '/s');
  t0 = Date.now();
  console.log(await inv.rebuildAll(), 'consistent', Date.now() - t0, 'ms');
  await ds.destroy();
}
main().catch((e) => { console.error(e); process.exit(1); });
