import { TestApp, createTestApp } from './support/app';
import { newCustomer, newProduct, newSupplier } from './support/factories';
import { Cell, importFile, xlsxOf } from './support/import-helpers';

const HEADER = (partner: 'Supplier' | 'Customer', date: 'Inbound' | 'Outbound') => [
  'Document number',
  `${partner} code`,
  `${partner} short name`,
  'Product code',
  'Product model',
  `${date} date`,
  'Quantity',
  'Unit price',
  'Order number',
  'Remark',
];

type Party = { code: string; short_name: string };
type Item = { code: string; product_model: string };
type DocumentRow = { id: number; document_number: string; lines_count: number; order_number: string | null };

/** Import from Excel keeps documents: rows of one document number are that document's lines. */
describe('import: documents by number', () => {
  let t: TestApp;
  let supplier: Party;
  let otherSupplier: Party;
  let customer: Party;
  let bolt: Item;
  let nut: Item;

  beforeAll(async () => {
    t = await createTestApp();
    supplier = await newSupplier(t);
    otherSupplier = await newSupplier(t);
    customer = await newCustomer(t);
    bolt = await newProduct(t);
    nut = await newProduct(t);
  });
  afterAll(() => t.close());

  const row = (
    number: string | null,
    party: Party,
    item: Item,
    date: string,
    quantity: number,
    price: number | null,
    order: string | null = null,
    remark: string | null = null,
  ): Cell[] => [
    number,
    party.code,
    party.short_name,
    item.code,
    item.product_model,
    date,
    quantity,
    price,
    order,
    remark,
  ];
  const inbound = (...rows: Cell[][]) => xlsxOf([HEADER('Supplier', 'Inbound'), ...rows]);
  const outbound = (...rows: Cell[][]) => xlsxOf([HEADER('Customer', 'Outbound'), ...rows]);

  const documentsNamed = async (route: string, keyword: string): Promise<DocumentRow[]> =>
    (
      await t
        .http()
        .get(`/api/${route}/documents?keyword=${encodeURIComponent(keyword)}`)
        .set(t.as.reader)
    ).body.data;
  const documentNamed = async (route: string, number: string) => {
    const [listed] = (await documentsNamed(route, number)).filter((d) => d.document_number === number);
    if (!listed) return undefined;
    return (await t.http().get(`/api/${route}/documents/${listed.id}`).set(t.as.reader)).body;
  };

  it('makes the rows of one number one document under that number, its header from the first row', async () => {
    const file = await inbound(
      row('PR-1001', supplier, bolt, '2025-04-02', 10, 2, 'PO-77', 'first row'),
      row(null, supplier, bolt, '2025-04-02', 1, 2),
      row('PR-1001', supplier, nut, '2025-04-02', 20, 0.5, 'PO-77', 'second row'),
    );
    const dry = await importFile(t, 'inbound', file, { dryRun: true });
    expect(dry.body).toMatchObject({ created: 3, errors: [] });
    expect(await documentNamed('inbound', 'PR-1001')).toBeUndefined();

    const res = await importFile(t, 'inbound', file);
    expect(res.status).toBe(200);
    const document = await documentNamed('inbound', 'PR-1001');
    expect(document).toMatchObject({
      document_number: 'PR-1001',
      supplier_code: supplier.code,
      date: '2025-04-02',
      order_number: 'PO-77',
      remark: 'first row',
    });
    expect(
      document.lines.map((l: { product_model: string; quantity: number }) => [l.product_model, l.quantity]),
    ).toEqual([
      [bolt.product_model, 10],
      [nut.product_model, 20],
    ]);
    // The row without a number is a document of its own, numbered on its date.
    const alone = (await documentsNamed('inbound', 'IN-20250402-')).filter((d) => d.lines_count === 1);
    expect(alone).toHaveLength(1);
    // The document's creation is in the audit trail, as when it is made in the app.
    const audit = await t
      .http()
      .get(`/api/audit?entity=inbound_document&entity_id=${document.id}`)
      .set(t.as.admin);
    expect(audit.body.data).toEqual([
      expect.objectContaining({
        action: 'create',
        entity: 'inbound_document',
        entity_id: String(document.id),
      }),
    ]);
  });

  it('adds rows to the document of that number the books hold, of the same partner and date only', async () => {
    const made = await t
      .http()
      .post('/api/inbound/documents')
      .set(t.as.editor)
      .send({
        supplier_code: supplier.code,
        supplier_short_name: supplier.short_name,
        date: '2025-04-05',
        document_number: 'PR-2001',
        lines: [{ product_code: bolt.code, product_model: bolt.product_model, quantity: 4, unit_price: 2 }],
      });
    expect(made.status).toBe(201);

    const mismatched = await importFile(
      t,
      'inbound',
      await inbound(
        row('PR-2001', supplier, nut, '2025-04-06', 1, 1),
        row('PR-2001', otherSupplier, nut, '2025-04-05', 1, 1),
        row('PR-2002', supplier, nut, '2025-04-05', 1, 1),
        row('PR-2002', supplier, nut, '2025-04-07', 1, 1),
        row('X'.repeat(51), supplier, nut, '2025-04-05', 1, 1),
      ),
      { dryRun: true },
    );
    const another = 'is of another supplier or date: the lines of a document share its supplier and date';
    expect(mismatched.body.errors).toEqual([
      { row: 2, column: 'Document number', message: `document PR-2001 ${another}` },
      { row: 3, column: 'Document number', message: `document PR-2001 ${another}` },
      { row: 5, column: 'Document number', message: `document PR-2002 ${another}` },
      { row: 6, column: 'Document number', message: 'document number must be at most 50 characters' },
    ]);
    expect(mismatched.body.created).toBe(1);

    const joined = await importFile(
      t,
      'inbound',
      await inbound(row('PR-2001', supplier, nut, '2025-04-05', 6, 1)),
    );
    expect(joined.body).toMatchObject({ created: 1, errors: [] });
    const document = await documentNamed('inbound', 'PR-2001');
    expect(document.lines).toHaveLength(2);
    expect(document.id).toBe(made.body.id);
  });

  it("refuses a row beyond a document's 200th line", async () => {
    const rows = Array.from({ length: 201 }, (_, i) =>
      row('PR-FULL', supplier, bolt, '2025-04-08', i + 1, 2),
    );
    const res = await importFile(t, 'inbound', await inbound(...rows), { dryRun: true });
    expect(res.body.created).toBe(200);
    expect(res.body.errors).toEqual([
      {
        row: 202,
        column: 'Document number',
        message: 'document PR-FULL has 200 lines already: a document has at most 200 lines',
      },
    ]);
  });

  it('keeps returns and ordinary lines in documents of their own kind', async () => {
    const sale = await importFile(
      t,
      'outbound',
      await outbound(
        row('SO-1', customer, bolt, '2025-04-10', 3, 5),
        row('SO-1', customer, nut, '2025-04-10', 2, 1),
      ),
    );
    expect(sale.body).toMatchObject({ created: 2, errors: [] });

    const back = await importFile(
      t,
      'outbound',
      await outbound(
        row('RT-1', customer, bolt, '2025-04-12', -1, null),
        row('RT-1', customer, nut, '2025-04-12', -1, null),
        row('SO-1', customer, bolt, '2025-04-10', -1, null),
        row('RT-1', customer, nut, '2025-04-12', 1, 1),
      ),
      { dryRun: true },
    );
    expect(back.body.errors).toEqual([
      {
        row: 4,
        column: 'Document number',
        message: 'document SO-1 holds no returns: a return cannot be a line of it',
      },
      {
        row: 5,
        column: 'Document number',
        message: 'document RT-1 holds returns: only a return can be a line of it',
      },
    ]);

    const written = await importFile(
      t,
      'outbound',
      await outbound(
        row('RT-1', customer, bolt, '2025-04-12', -1, null),
        row('RT-1', customer, nut, '2025-04-12', -1, null),
      ),
    );
    expect(written.body).toMatchObject({ created: 2, errors: [] });
    const returns = await documentNamed('outbound', 'RT-1');
    expect(
      returns.lines.map((l: { quantity: number; return_of: number | null }) => [
        l.quantity,
        l.return_of !== null,
      ]),
    ).toEqual([
      [-1, true],
      [-1, true],
    ]);
    const original = await documentNamed('outbound', 'SO-1');
    expect(original.returns).toHaveLength(2);
  });

  it("moves the day's numbering past a number of the generated form, and refuses a closed period on the date", async () => {
    const res = await importFile(
      t,
      'inbound',
      await inbound(row('IN-20250420-007', supplier, bolt, '2025-04-20', 1, 2)),
    );
    expect(res.body).toMatchObject({ created: 1, errors: [] });
    const next = await t.http().post('/api/inbound').set(t.as.editor).send({
      supplier_code: supplier.code,
      supplier_short_name: supplier.short_name,
      product_code: bolt.code,
      product_model: bolt.product_model,
      inbound_date: '2025-04-20',
      quantity: 1,
      unit_price: 2,
    });
    expect(next.status).toBe(201);
    expect(next.body.data.document_number).toBe('IN-20250420-008');

    await t.http().put('/api/settings/period-lock').set(t.as.admin).send({ locked_through: '2025-01-31' });
    try {
      const closed = await importFile(
        t,
        'inbound',
        await inbound(row('PR-3001', supplier, bolt, '2025-01-15', 1, 2)),
        { dryRun: true },
      );
      expect(closed.body.errors).toEqual([
        expect.objectContaining({
          row: 2,
          column: 'Inbound date',
          message: expect.stringMatching(/^The books are closed/),
        }),
      ]);
    } finally {
      await t.http().put('/api/settings/period-lock').set(t.as.admin).send({ locked_through: null });
    }
  });
});
