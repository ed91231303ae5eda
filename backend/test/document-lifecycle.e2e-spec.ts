import { Direction, Movement } from '../src/common/side';
import { GROUP_RECORDS_INTO_DOCUMENTS } from '../src/database/migrations/1796200000000-Documents';
import { TestApp, createTestApp } from './support/app';
import { auditEntries, setPeriodLock } from './support/audit';
import { newCustomer, newProduct, newSupplier } from './support/factories';
import {
  Partner,
  Product,
  Row,
  TRADE_SIDES,
  TradeRoute,
  newInbound,
  stockRow,
} from './support/trade-factories';

/**
 * Documents as the unit of work: every record is a line of one, numbered per direction and day
 * (IN-/OUT-YYYYMMDD-NNN) unless a number is given (unique per direction: 409); the list, one document
 * with its lines and returns, a change of header and lines in one transaction, deletion, returns
 * against a document, and the upgrade's grouping of existing records.
 */
describe('documents', () => {
  let t: TestApp;
  let supplier: Partner;
  let customer: Partner;

  beforeAll(async () => {
    t = await createTestApp();
    supplier = await newSupplier(t);
    customer = await newCustomer(t);
  });
  afterAll(() => t.close());

  const sides: { route: TradeRoute; partner: () => Partner; prefix: string }[] = [
    { route: 'inbound', partner: () => supplier, prefix: 'IN' },
    { route: 'outbound', partner: () => customer, prefix: 'OUT' },
  ];

  /** A product with 100 units bought on 2025-01-01 at 1.00. */
  async function stocked(): Promise<Product> {
    const product = await newProduct(t);
    await newInbound(t, supplier, product, { quantity: 100, inbound_date: '2025-01-01', unit_price: 1 });
    return product;
  }

  const line = (product: Product, quantity: number, unitPrice: number | string = 2): Row => ({
    product_code: product.code,
    product_model: product.product_model,
    quantity,
    unit_price: unitPrice,
  });

  describe.each(sides)('/api/$route/documents', ({ route, partner, prefix }) => {
    const side = TRADE_SIDES[route];
    const base = `${side.path}/documents`;
    const sign = route === 'inbound' ? 1 : -1;
    const header = (date: string, overrides: Row = {}): Row => ({
      [`${side.partner}_code`]: partner().code,
      [`${side.partner}_short_name`]: partner().short_name,
      date,
      ...overrides,
    });
    const create = (date: string, lines: Row[], overrides: Row = {}) =>
      t
        .http()
        .post(base)
        .set(t.as.editor)
        .send({ ...header(date, overrides), lines });
    const get = (id: unknown) => t.http().get(`${base}/${id}`).set(t.as.reader);
    const put = (id: unknown, body: Row) => t.http().put(`${base}/${id}`).set(t.as.editor).send(body);

    describe('numbering', () => {
      it('generates the direction, the date and the next number of that day; a record alone is a one-line document', async () => {
        const product = await stocked();
        const first = await create('2025-04-01', [line(product, 1)]);
        const second = await create('2025-04-01', [line(product, 1), line(product, 2)]);
        const other = await create('2025-04-02', [line(product, 1)]);
        expect([first.status, second.status, other.status]).toEqual([201, 201, 201]);
        expect(first.body.document_number).toBe(`${prefix}-20250401-001`);
        expect(second.body.document_number).toBe(`${prefix}-20250401-002`);
        expect(other.body.document_number).toBe(`${prefix}-20250402-001`);
        expect(second.body.records.map((r: Row) => [r.document_id, r.document_number])).toEqual([
          [second.body.id, second.body.document_number],
          [second.body.id, second.body.document_number],
        ]);
        const alone = await t
          .http()
          .post(side.path)
          .set(t.as.editor)
          .send({
            [`${side.partner}_code`]: partner().code,
            [`${side.partner}_short_name`]: partner().short_name,
            product_code: product.code,
            product_model: product.product_model,
            [side.date]: '2025-04-01',
            quantity: 1,
            unit_price: 2,
          });
        expect(alone.status).toBe(201);
        expect(alone.body.data.document_number).toBe(`${prefix}-20250401-003`);
        const doc = await get(alone.body.data.document_id);
        expect(doc.body.lines.map((r: Row) => r.id)).toEqual([alone.body.data.id]);
      });

      it('takes a number given; the same number twice in a direction: 409 DUPLICATE, nothing written', async () => {
        const product = await stocked();
        const given = await create('2025-04-03', [line(product, 1)], { document_number: `MINE-${route}-1` });
        expect(given.status).toBe(201);
        expect(given.body.document_number).toBe(`MINE-${route}-1`);
        const before = await stockRow(t, product.id);
        const again = await create('2025-04-03', [line(product, 1)], { document_number: `MINE-${route}-1` });
        expect(again.status).toBe(409);
        expect(again.body).toEqual({
          statusCode: 409,
          code: 'DUPLICATE',
          message: `a document with number MINE-${route}-1 already exists`,
        });
        expect((await stockRow(t, product.id))!.current_stock).toBe(before!.current_stock);
      });

      it('generates past a given number of the generated form', async () => {
        const product = await stocked();
        const given = await create('2025-04-04', [line(product, 1)], {
          document_number: `${prefix}-20250404-005`,
        });
        expect(given.status).toBe(201);
        const next = await create('2025-04-04', [line(product, 1)]);
        expect(next.body.document_number).toBe(`${prefix}-20250404-006`);
      });

      it('gives concurrent creates on one day different consecutive numbers', async () => {
        const product = await stocked();
        const answers = await Promise.all(
          Array.from({ length: 6 }, () => create('2025-04-05', [line(product, 1)])),
        );
        expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
        expect(answers.map((a) => a.body.document_number as string).sort()).toEqual(
          [1, 2, 3, 4, 5, 6].map((n) => `${prefix}-20250405-00${n}`),
        );
      });

      it('does not wait for a create of the same day that has not committed; a rolled-back number is taken next', async () => {
        const product = await stocked();
        // 001 alone, 002 with 003 set aside, 003, then 004 with 005–007 set aside.
        for (let i = 0; i < 4; i++) expect((await create('2025-04-06', [line(product, 1)])).status).toBe(201);
        if (process.env.E2E_MODE !== 'server') {
          // The embedded database runs one transaction at a time over one pool connection: no create can
          // be left open beside another (and a connection kept here would leave the request none).
          const next = await create('2025-04-06', [line(product, 1)]);
          expect(next.body.document_number).toBe(`${prefix}-20250406-005`);
          return;
        }
        const direction = route === 'inbound' ? 0 : 1;
        const runner = t.dataSource.createQueryRunner();
        await runner.connect();
        await runner.startTransaction();
        try {
          const held: { taken_n: number }[] = await runner.query(
            `SELECT taken_n FROM take_document_numbers($1::smallint, ARRAY['2025-04-06']::date[], ARRAY[1])`,
            [direction],
          );
          expect(held.map((r) => r.taken_n)).toEqual([5]);
          // Before, this create waited for the open transaction's counter lock until it ended.
          const next = await create('2025-04-06', [line(product, 1)]);
          expect(next.status).toBe(201);
          expect(next.body.document_number).toBe(`${prefix}-20250406-006`);
        } finally {
          await runner.rollbackTransaction();
          await runner.release();
        }
        const after = await create('2025-04-06', [line(product, 1)]);
        expect(after.body.document_number).toBe(`${prefix}-20250406-005`);
        const last = await create('2025-04-06', [line(product, 1)]);
        expect(last.body.document_number).toBe(`${prefix}-20250406-007`);
      });
    });

    describe('list and detail', () => {
      it('lists documents newest first with partner, line count, total and returns, filtered', async () => {
        const product = await stocked();
        const older = await create('2025-05-01', [line(product, 2, 3), line(product, 1, 4)], {
          order_number: `PO-LIST-${route}`,
          invoice_number: 'INV-LIST',
        });
        const newer = await create('2025-05-02', [line(product, 1, 5)]);
        const back = await t
          .http()
          .post(`${base}/${older.body.id}/returns`)
          .set(t.as.editor)
          .send({ date: '2025-05-03', lines: [{ record_id: older.body.records[0].id, quantity: 1 }] });
        expect(back.status).toBe(201);
        const list = await t
          .http()
          .get(base)
          .query({
            start_date: '2025-05-01',
            end_date: '2025-05-02',
            [`${side.partner}_short_name`]: partner().short_name,
          })
          .set(t.as.reader);
        expect(list.status).toBe(200);
        expect(list.body).toEqual({
          data: [
            {
              id: newer.body.id,
              document_number: `${prefix}-20250502-001`,
              [`${side.partner}_code`]: partner().code,
              [`${side.partner}_short_name`]: partner().short_name,
              date: '2025-05-02',
              order_number: null,
              invoice_number: null,
              lines_count: 1,
              total_price: 5,
              net_amount: 5,
              tax_amount: 0,
              gross_amount: 5,
              has_returns: false,
              // What is open of it depends on the partner's other documents (payments: payment-allocations).
              open_amount: expect.any(Number),
            },
            {
              id: older.body.id,
              document_number: `${prefix}-20250501-001`,
              [`${side.partner}_code`]: partner().code,
              [`${side.partner}_short_name`]: partner().short_name,
              date: '2025-05-01',
              order_number: `PO-LIST-${route}`,
              invoice_number: 'INV-LIST',
              lines_count: 2,
              total_price: 10,
              net_amount: 10,
              tax_amount: 0,
              gross_amount: 10,
              has_returns: true,
              open_amount: expect.any(Number),
            },
          ],
          pagination: { page: 1, limit: 10, total: 2 },
        });
        const byKeyword = await t
          .http()
          .get(base)
          .query({ keyword: `po-list-${route}` })
          .set(t.as.reader);
        // The document of returns carries the original's order number.
        expect(byKeyword.body.data.map((d: Row) => d.id)).toEqual([back.body.id, older.body.id]);
        const byNumber = await t
          .http()
          .get(base)
          .query({ keyword: `${prefix}-20250502` })
          .set(t.as.reader);
        expect(byNumber.body.data.map((d: Row) => d.id)).toEqual([newer.body.id]);

        const detail = await get(older.body.id);
        expect(detail.status).toBe(200);
        expect(detail.body).toMatchObject({
          id: older.body.id,
          document_number: `${prefix}-20250501-001`,
          [`${side.partner}_code`]: partner().code,
          [`${side.partner}_full_name`]: partner().full_name,
          // What its printouts address: the partner's address and contact.
          [`${side.partner}_address`]: '1 Market Street',
          [`${side.partner}_contact_person`]: 'Li Lei',
          [`${side.partner}_contact_phone`]: '010-1234567',
          date: '2025-05-01',
          order_number: `PO-LIST-${route}`,
          total_price: 10,
          net_amount: 10,
          tax_amount: 0,
          gross_amount: 10,
        });
        expect(detail.body.lines.map((r: Row) => [r.quantity, r.returned_quantity])).toEqual([
          [2, 1],
          [1, 0],
        ]);
        expect(detail.body.returns).toEqual([back.body.lines[0]]);
        expect(back.body.lines[0]).toMatchObject({
          return_of: older.body.records[0].id,
          quantity: -1,
          document_id: back.body.id,
          order_number: `PO-LIST-${route}`,
        });
      });

      it('answers 404 for an unknown document or one of the other direction', async () => {
        const other = route === 'inbound' ? '/api/outbound/documents' : '/api/inbound/documents';
        const product = await stocked();
        const doc = await create('2025-05-05', [line(product, 1)]);
        expect((await get(999999)).status).toBe(404);
        const wrong = await t.http().get(`${other}/${doc.body.id}`).set(t.as.reader);
        expect(wrong.status).toBe(404);
        expect(wrong.body.code).toBe('NOT_FOUND');
      });
    });

    describe('PUT', () => {
      it('changes the header on every line, changes, adds and deletes lines in one transaction, audited', async () => {
        const [a, b] = [await stocked(), await stocked()];
        const doc = await create('2025-06-01', [line(a, 5), line(b, 4)], { order_number: 'OLD' });
        const [keep, drop] = doc.body.records as Row[];
        const res = await put(doc.body.id, {
          ...header('2025-06-02', {
            order_number: 'NEW',
            invoice_number: 'INV-PUT',
            document_number: `PUT-${route}`,
          }),
          lines: [
            { id: keep.id, product_code: a.code, product_model: a.product_model, quantity: 7 },
            line(b, 1, 9),
          ],
        });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({
          document_number: `PUT-${route}`,
          date: '2025-06-02',
          order_number: 'NEW',
          invoice_number: 'INV-PUT',
          total_price: 23,
        });
        expect(
          res.body.lines.map((r: Row) => [
            r.id === keep.id,
            r.quantity,
            r.unit_price,
            r[side.date],
            r.order_number,
          ]),
        ).toEqual([
          [true, 7, 2, '2025-06-02', 'NEW'],
          [false, 1, 9, '2025-06-02', 'NEW'],
        ]);
        expect(
          res.body.lines.every(
            (r: Row) => r.invoice_number === 'INV-PUT' && r.document_number === `PUT-${route}`,
          ),
        ).toBe(true);
        expect((await stockRow(t, a.id))!.current_stock).toBe(100 + sign * 7);
        expect((await stockRow(t, b.id))!.current_stock).toBe(100 + sign * 1);
        expect((await auditEntries(t, route, drop.id))[0]).toMatchObject({ action: 'delete' });
        expect((await auditEntries(t, `${route}_document`, doc.body.id))[0]).toMatchObject({
          action: 'update',
          changes: {
            document_number: [doc.body.document_number, `PUT-${route}`],
            order_number: ['OLD', 'NEW'],
          },
        });
      });

      it('applies the single-record rules: a refused line is named and nothing is written', async () => {
        const a = await stocked();
        const doc = await create('2025-06-03', [line(a, 1), line(a, 1)]);
        const [first, second] = doc.body.records as Row[];
        const before = await get(doc.body.id);
        // Inbound: taking 150 of 100 back out is short on a later sale; outbound: selling 150 of 100.
        if (route === 'outbound') {
          const short = await put(doc.body.id, {
            ...header('2025-06-03'),
            lines: [
              { id: first.id, ...line(a, 150) },
              { id: second.id, ...line(a, 1) },
            ],
          });
          expect(short.status).toBe(409);
          expect(short.body.code).toBe('STOCK_SHORT');
          expect(short.body.message).toMatch(/^line 1: /);
        }
        const foreign = await put(doc.body.id, {
          ...header('2025-06-03'),
          lines: [
            { id: first.id, ...line(a, 2) },
            { id: 999999, ...line(a, 1) },
          ],
        });
        expect(foreign.status).toBe(400);
        expect(foreign.body.message).toBe('line 2: record 999999 is not a line of this document');
        await setPeriodLock(t, '2025-06-30');
        const locked = await put(doc.body.id, {
          ...header('2025-07-01'),
          lines: [{ id: first.id, ...line(a, 1) }],
        });
        await setPeriodLock(t, null);
        expect(locked.status).toBe(409);
        expect(locked.body.code).toBe('PERIOD_CLOSED');
        expect((await get(doc.body.id)).body).toEqual(before.body);
      });
    });

    describe('DELETE', () => {
      it('removes the document and its lines; 409 IN_USE while a line has returns', async () => {
        const a = await stocked();
        const doc = await create('2025-07-02', [line(a, 3), line(a, 2)]);
        const back = await t
          .http()
          .post(`${base}/${doc.body.id}/returns`)
          .set(t.as.editor)
          .send({ date: '2025-07-03', lines: [{ record_id: doc.body.records[1].id, quantity: 2 }] });
        expect(back.status).toBe(201);
        const refused = await t.http().delete(`${base}/${doc.body.id}`).set(t.as.editor);
        expect(refused.status).toBe(409);
        expect(refused.body).toMatchObject({ code: 'IN_USE' });
        expect((await t.http().delete(`${base}/${back.body.id}`).set(t.as.editor)).status).toBe(200);
        const removed = await t.http().delete(`${base}/${doc.body.id}`).set(t.as.editor);
        expect(removed.status).toBe(200);
        expect((await get(doc.body.id)).status).toBe(404);
        expect((await stockRow(t, a.id))!.current_stock).toBe(100);
        const [count] = await t.dataSource.query(
          'SELECT count(*)::int AS n FROM trade_records WHERE document_id = $1',
          [doc.body.id],
        );
        expect(count.n).toBe(0);
      });

      it('deletes a one-line document with its last record', async () => {
        const a = await stocked();
        const doc = await create('2025-07-04', [line(a, 1)]);
        const res = await t.http().delete(`${side.path}/${doc.body.records[0].id}`).set(t.as.editor);
        expect(res.status).toBe(200);
        expect((await get(doc.body.id)).status).toBe(404);
      });
    });

    describe('returns against a document', () => {
      it('makes a new document of returns of its lines, numbered from the return date', async () => {
        const [a, b] = [await stocked(), await stocked()];
        const doc = await create('2025-08-01', [line(a, 4, 3), line(b, 2, 5)], { order_number: 'RET-1' });
        const [la, lb] = doc.body.records as Row[];
        const res = await t
          .http()
          .post(`${base}/${doc.body.id}/returns`)
          .set(t.as.editor)
          .send({
            date: '2025-08-05',
            lines: [
              { record_id: la.id, quantity: 1 },
              { record_id: lb.id, quantity: 2 },
            ],
          });
        expect(res.status).toBe(201);
        expect(res.body).toMatchObject({
          document_number: `${prefix}-20250805-001`,
          date: '2025-08-05',
          order_number: 'RET-1',
          total_price: -13,
        });
        expect(res.body.lines.map((r: Row) => [r.return_of, r.quantity, r.unit_price])).toEqual([
          [la.id, -1, 3],
          [lb.id, -2, 5],
        ]);
        expect((await stockRow(t, a.id))!.current_stock).toBe(100 + sign * 3);
      });

      it('refuses more than is returnable (400 RETURN_EXCEEDS) and a record of another document', async () => {
        const a = await stocked();
        const doc = await create('2025-08-02', [line(a, 2)]);
        const other = await create('2025-08-02', [line(a, 1)]);
        const post = (lines: Row[]) =>
          t
            .http()
            .post(`${base}/${doc.body.id}/returns`)
            .set(t.as.editor)
            .send({ date: '2025-08-06', lines });
        const exceeds = await post([
          { record_id: doc.body.records[0].id, quantity: 1 },
          { record_id: doc.body.records[0].id, quantity: 2 },
        ]);
        expect(exceeds.status).toBe(400);
        expect(exceeds.body).toEqual({
          statusCode: 400,
          code: 'RETURN_EXCEEDS',
          message: 'line 2: Return quantity exceeds what can be returned',
          line: 2,
        });
        const foreign = await post([{ record_id: other.body.records[0].id, quantity: 1 }]);
        expect(foreign.status).toBe(400);
        expect(foreign.body.code).toBe('VALIDATION_FAILED');
        const zero = await post([{ record_id: doc.body.records[0].id, quantity: 0 }]);
        expect(zero.status).toBe(400);
        expect((await get(doc.body.id)).body.returns).toEqual([]);
      });
    });

    describe('records of a document', () => {
      it('a line keeps its document: its partner or date change only on the document (409); the header shows the invoice every line has', async () => {
        const a = await stocked();
        const doc = await create('2025-09-01', [line(a, 1), line(a, 2)]);
        const [first, second] = doc.body.records as Row[];
        const moved = await t
          .http()
          .put(`${side.path}/${first.id}`)
          .set(t.as.editor)
          .send({
            [`${side.partner}_code`]: partner().code,
            [`${side.partner}_short_name`]: partner().short_name,
            product_code: a.code,
            product_model: a.product_model,
            [side.date]: '2025-09-02',
            quantity: 1,
            unit_price: 2,
          });
        expect(moved.status).toBe(409);
        expect(moved.body.code).toBe('CONFLICT');
        const setInvoice = (ids: unknown[]) =>
          t
            .http()
            .post(`${side.path}/batch`)
            .set(t.as.editor)
            .send({ ids, set: { invoice_number: 'INV-BATCH', invoice_date: '2025-09-03' } });
        // A batch changes the records it lists only; the header shows what every line has.
        expect((await setInvoice([first.id])).status).toBe(200);
        const partly = await get(doc.body.id);
        expect(partly.body.invoice_number).toBeNull();
        expect(partly.body.lines.map((r: Row) => r.invoice_number)).toEqual(['INV-BATCH', null]);
        expect((await setInvoice([second.id])).status).toBe(200);
        const whole = await get(doc.body.id);
        expect(whole.body).toMatchObject({ invoice_number: 'INV-BATCH', invoice_date: '2025-09-03' });
        expect((await auditEntries(t, `${route}_document`, doc.body.id))[0]).toMatchObject({
          action: 'update',
          changes: { invoice_number: [null, 'INV-BATCH'], invoice_date: [null, '2025-09-03'] },
        });
      });
    });
  });

  describe('the upgrade', () => {
    it('groups records of one partner, date and non-empty order number; every other record alone', async () => {
      const product = await newProduct(t);
      const other = await newSupplier(t);
      const runner = t.dataSource.createQueryRunner();
      await runner.connect();
      await runner.startTransaction();
      try {
        // Records as they were before documents: none has one.
        await runner.query('ALTER TABLE trade_records DROP CONSTRAINT "CHK_trade_records_document"');
        const fixtures: [number, string, string | null][] = [
          [supplier.id, '2024-02-01', 'PO-A'], // 1 ┐ one document
          [supplier.id, '2024-02-01', 'PO-A'], // 2 ┘
          [supplier.id, '2024-02-01', null], //   3 alone
          [supplier.id, '2024-02-01', ''], //     4 alone
          [supplier.id, '2024-02-02', 'PO-A'], // 5 alone (another date)
          [other.id, '2024-02-01', 'PO-A'], //    6 alone (another partner)
          [supplier.id, '2024-02-01', 'PO-B'], // 7 alone
        ];
        const ids: number[] = [];
        for (const [partnerId, date, order] of fixtures) {
          const [row] = await runner.query(
            `INSERT INTO trade_records (direction, kind, partner_id, product_id, record_date, quantity, unit_price,
                                        total_price, net_amount, tax_amount, gross_amount, order_number, invoice_number)
             VALUES (${Direction.Inbound}, ${Movement.Purchase}, $1, $2, $3, 1, 1, 1, 1, 0, 1, $4, $5) RETURNING id`,
            [partnerId, product.id, date, order, `INV-${ids.length + 1}`],
          );
          ids.push(row.id);
        }
        await runner.query(GROUP_RECORDS_INTO_DOCUMENTS);
        const rows: { id: number; document_number: string; order_number: string; invoice_number: string }[] =
          await runner.query(
            `SELECT r.id, d.document_number, d.order_number, d.invoice_number
               FROM trade_records r JOIN trade_documents d ON d.id = r.document_id
              WHERE r.id = ANY($1::int[]) ORDER BY r.id`,
            [ids],
          );
        expect(rows.map((r) => r.document_number)).toEqual([
          'IN-20240201-001',
          'IN-20240201-001',
          'IN-20240201-002',
          'IN-20240201-003',
          'IN-20240202-001',
          'IN-20240201-004',
          'IN-20240201-005',
        ]);
        // The header is the group's first record's.
        expect(rows[1]).toMatchObject({ order_number: 'PO-A', invoice_number: 'INV-1' });
        const [counter] = await runner.query(
          `SELECT last FROM trade_document_counters WHERE direction = 0 AND day = '2024-02-01'`,
        );
        expect(counter.last).toBe(5);
      } finally {
        await runner.rollbackTransaction();
        await runner.release();
      }
    });
  });
});
