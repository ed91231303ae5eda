import {
  GROUP_RECORDS_INTO_DOCUMENTS,
  RECORDS_HAVE_DOCUMENTS,
} from '../src/database/migrations/1796200000000-Documents';
import { CHECKPOINT_EVERY } from '../src/modules/stock/movement-checkpoints';
import { Movement } from '../src/common/side';
import { TestApp, createTestApp } from './support/app';
import { newProduct } from './support/factories';
import {
  Partner,
  Product,
  Row,
  newInbound,
  newOutbound,
  newParties,
  outboundBody,
} from './support/trade-factories';

/** More than two checkpoints' worth, so pages and date bounds fall between, on and after them. */
const MOVEMENTS = 2 * CHECKPOINT_EVERY + 537;

/**
 * The movement card read through checkpoints must equal the plain running sum over the whole history,
 * for any page and date bounds, and stay equal after back-dated writes, edits, deletes and re-costing.
 */
describe.each(['average', 'fifo'] as const)('movement card checkpoints, COST_METHOD=%s', (method) => {
  let t: TestApp;
  let supplier: Partner;
  let customer: Partner;
  let product: Product;

  beforeAll(async () => {
    t = await createTestApp({ COST_METHOD: method });
    ({ supplier, customer } = await newParties(t));
    product = await newProduct(t, { code: `CK-${method}`, product_model: `CHECKPOINTS-${method}` });
    // A long history, generated straight into the table (through the API it would take minutes), then
    // costed by the refresh: purchases of 20–39 units at varying prices, sales of 1–17, a few a day.
    // Loaded without documents, which they then get as the upgrade gave existing records theirs.
    await t.dataSource.query('ALTER TABLE trade_records DROP CONSTRAINT "CHK_trade_records_document"');
    await t.dataSource.query(
      `INSERT INTO trade_records (direction, kind, partner_id, product_id, record_date, quantity, unit_price, total_price,
                                  net_amount, tax_amount, gross_amount)
       SELECT d, CASE d WHEN 0 THEN ${Movement.Purchase} ELSE ${Movement.Sale} END, CASE d WHEN 0 THEN $2::int ELSE $3::int END, $1, date '2023-01-01' + (g / 3),
              q, p, q * p, round(q * p, 2), 0, round(q * p, 2)
         FROM generate_series(0, $4 - 1) g,
              LATERAL (SELECT CASE WHEN g % 3 = 0 THEN 0 ELSE 1 END AS d) kind,
              LATERAL (SELECT CASE WHEN d = 0 THEN 20 + g % 20 ELSE 1 + g % 17 END AS q,
                              (3 + (g % 7) * 0.25)::numeric(14, 4) AS p) amounts`,
      [product.id, supplier.id, customer.id, MOVEMENTS],
    );
    await t.dataSource.query(GROUP_RECORDS_INTO_DOCUMENTS);
    await t.dataSource.query(RECORDS_HAVE_DOCUMENTS);
    const refresh = await t.http().post('/api/stock/refresh').set(t.as.editor).send({});
    expect(refresh.status).toBe(200);
  });
  afterAll(() => t.close());

  /** The whole card as one window over every movement: what the checkpoints must reproduce. */
  async function reference(): Promise<Row[]> {
    return t.dataSource.query(
      `SELECT to_char(r.record_date, 'YYYY-MM-DD') AS date, r.id AS record_id, r.direction,
              (sum(CASE WHEN r.direction = 1 THEN -r.quantity ELSE r.quantity END) OVER w)::int AS balance_quantity,
              round(sum(CASE WHEN r.direction = 0 AND r.quantity > 0 THEN r.quantity * r.unit_price
                             ELSE -COALESCE(c.cost_amount, 0) END) OVER w, 4)::float8 AS balance_value
         FROM trade_records r
         LEFT JOIN trade_record_costs c ON c.product_id = r.product_id AND c.record_id = r.id
        WHERE r.product_id = $1
       WINDOW w AS (ORDER BY r.record_date, r.direction, r.id ROWS UNBOUNDED PRECEDING)
        ORDER BY r.record_date, r.direction, r.id`,
      [product.id],
    );
  }

  const card = async (query: string) => {
    const res = await t
      .http()
      .get(`/api/stock/movements?product_model=${product.product_model}&${query}`)
      .set(t.as.reader);
    expect(res.status).toBe(200);
    return res.body;
  };
  const essentials = (rows: Row[]) =>
    rows.map((r) => ({
      date: r.date,
      record_id: r.record_id,
      balance_quantity: r.balance_quantity,
      balance_value: r.balance_value,
    }));
  const checkpoints = async () =>
    (
      await t.dataSource.query('SELECT count(*)::int AS n FROM stock_checkpoints WHERE product_id = $1', [
        product.id,
      ])
    )[0].n;

  /** Pages before, across, on and after checkpoint boundaries, and the last, against the reference. */
  async function expectCardMatches(): Promise<void> {
    const all = await reference();
    for (const [page, limit] of [
      [1, 20],
      [34, 30], // movements 990–1019: across the first checkpoint
      [50, 20], // 980–999: ends on it
      [51, 20], // 1000–1019: starts right after it
      [101, 20], // 2000–2019
      [Math.ceil(all.length / 100), 100], // the last page
    ]) {
      const body = await card(`page=${page}&limit=${limit}`);
      const offset = (page - 1) * limit;
      expect(body.pagination.total).toBe(all.length);
      expect(essentials(body.data)).toEqual(essentials(all.slice(offset, offset + limit)));
    }
    const last = all[all.length - 1];
    const closing = await card('page=1&limit=1');
    expect(closing.closing_quantity).toBe(last.balance_quantity);
  }

  it('gives every page the running totals of the whole history, and keeps checkpoints', async () => {
    expect(await checkpoints()).toBe(0);
    await expectCardMatches();
    expect(await checkpoints()).toBe(Math.floor(MOVEMENTS / CHECKPOINT_EVERY));
    const [stock] = await t.dataSource.query(
      'SELECT current_stock, stock_value::float8 AS stock_value FROM stock WHERE product_id = $1',
      [product.id],
    );
    const all = await reference();
    expect(all[all.length - 1]).toMatchObject({
      balance_quantity: stock.current_stock,
      balance_value: stock.stock_value,
    });
  });

  it('counts and sums date bounds that fall between checkpoints', async () => {
    const all = await reference();
    const start = all[1500].date as string;
    const end = all[2300].date as string;
    const inRange = all.filter((r) => (r.date as string) >= start && (r.date as string) <= end);
    const before = all.filter((r) => (r.date as string) < start);
    const body = await card(`start_date=${start}&end_date=${end}&page=3&limit=100`);
    expect(body.pagination.total).toBe(inRange.length);
    expect(body.opening_quantity).toBe(before[before.length - 1].balance_quantity);
    expect(body.closing_quantity).toBe(inRange[inRange.length - 1].balance_quantity);
    expect(essentials(body.data)).toEqual(essentials(inRange.slice(200, 300)));
  });

  it('drops the checkpoints after a back-dated purchase and rebuilds them, re-costed', async () => {
    const all = await reference();
    await newInbound(t, supplier, product, { inbound_date: all[700].date, quantity: 500, unit_price: '9.5' });
    expect(await checkpoints()).toBe(0);
    await expectCardMatches();
    expect(await checkpoints()).toBe(Math.floor((MOVEMENTS + 1) / CHECKPOINT_EVERY));
  });

  it('drops only the checkpoints after an edit or delete late in the history', async () => {
    const all = await reference();
    const late = all.slice(2400).find((r) => r.direction === 1) as Row;
    const edited = await t
      .http()
      .put(`/api/outbound/${late.record_id}`)
      .set(t.as.editor)
      .send(outboundBody(customer, product, { outbound_date: late.date, quantity: 2, unit_price: 5 }));
    expect(edited.status).toBe(200);
    expect(await checkpoints()).toBe(2); // the ones at 1000 and 2000 come before it
    await expectCardMatches();

    const sale = (await newOutbound(t, customer, product, {
      outbound_date: all[1200].date,
      quantity: 3,
    })) as Row;
    expect(await checkpoints()).toBe(1);
    const removed = await t.http().delete(`/api/outbound/${sale.id}`).set(t.as.editor);
    expect(removed.status).toBe(200);
    await expectCardMatches();
  });
});
