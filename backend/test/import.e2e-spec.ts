import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { CHUNK_ROWS } from '../src/modules/import/import.service';
import { TestApp, createTestApp } from './support/app';
import { newCustomer, newProduct, newSupplier } from './support/factories';
import { binaryParser } from './support/export-helpers';
import { headerOf, importFile, template, xlsxFile, xlsxOf } from './support/import-helpers';

const PARTNER_HEADER = [
  'Code',
  'Short name',
  'Full name',
  'Type',
  'Address',
  'Contact person',
  'Contact phone',
];
const PRODUCT_HEADER = ['Code', 'Product model', 'Category', 'Remark', 'Reorder level'];

/** Import from Excel: templates, master data (partners, products, prices), bad files, roles and the audit. */
describe('import: templates, master data and bad files', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const auditCount = async (entity: string) =>
    Number(
      (await t.dataSource.query('SELECT count(*) AS n FROM audit_log WHERE entity = $1', [entity]))[0].n,
    );

  describe('templates', () => {
    it.each([
      ['partners', 'en-US', 'Partners', PARTNER_HEADER],
      ['products', 'zh-CN', '产品', ['代号', '产品型号', '类别', '备注', '补货点']],
      [
        'outbound',
        'en-US',
        'Outbound',
        [
          'Document number',
          'Customer code',
          'Customer short name',
          'Product code',
          'Product model',
          'Outbound date',
          'Quantity',
          'Unit price',
          'Invoice date',
          'Invoice number',
          'Order number',
          'Invoice link',
          'Remark',
        ],
      ],
    ])('gives the %s template in %s with a notes sheet', async (kind, language, sheetName, header) => {
      const { res, book } = await template(t, kind, language);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(book.worksheets[0].name).toBe(sheetName);
      const expected = language === 'zh-CN' ? header.slice(0, 4) : header;
      expect(headerOf(book.worksheets[0]).slice(0, expected.length)).toEqual(expected);
      expect(book.worksheets[1].rowCount).toBeGreaterThan(header.length);
    });

    it('has a template for every kind in every language, and 400 for an unknown kind', async () => {
      for (const kind of [
        'partners',
        'products',
        'prices',
        'inbound',
        'outbound',
        'receivable-payments',
        'payable-payments',
        'opening-stock',
        'opening-balances',
      ]) {
        for (const language of ['en-US', 'zh-CN', 'ko-KR']) {
          const { res, book } = await template(t, kind, language);
          expect(res.status).toBe(200);
          expect(book.worksheets).toHaveLength(2);
        }
      }
      const res = await t.http().get('/api/import/templates/widgets').set(t.as.editor);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('Unknown import kind "widgets"');
    });

    it('is for editors and admins only', async () => {
      expect((await t.http().get('/api/import/templates/partners').set(t.as.reader)).status).toBe(403);
      const file = await xlsxOf([PARTNER_HEADER, ['R1', 'Reader Co', 'Reader Co Ltd', 'Customer']]);
      expect((await importFile(t, 'partners', file, { as: 'reader' })).status).toBe(403);
      expect((await importFile(t, 'partners', file, { as: 'admin', dryRun: true })).status).toBe(200);
    });
  });

  describe('partners and products', () => {
    it('reports every error of a dry run with its row and column, and writes nothing', async () => {
      const file = await xlsxOf([
        PARTNER_HEADER,
        ['DRY1', 'Dry One', 'Dry One Ltd', 'Supplier', null, null, null],
        [],
        ['DRY2', null, 'Dry Two Ltd', 'Customer'],
        ['DRY3', 'Dry Three', 'Dry Three Ltd', 'Alien'],
      ]);
      const before = await auditCount('partner');
      const res = await importFile(t, 'partners', file, { dryRun: true });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ dry_run: true, rows: 3, created: 1, updated: 0 });
      expect(res.body.errors).toEqual([
        { row: 4, column: 'Short name', message: 'short name is required' },
        { row: 5, column: 'Type', message: 'type must be 0 (supplier) or 1 (customer)' },
      ]);
      expect(res.body.effects).toEqual({ stock: [], balances: [] });
      expect(
        (await t.http().get('/api/partners').set(t.as.reader)).body.data.map((p: { code: string }) => p.code),
      ).not.toContain('DRY1');
      expect(await auditCount('partner')).toBe(before);
    });

    it("gives the errors of a dry run as a workbook in the request's language", async () => {
      const file = await xlsxOf([
        PARTNER_HEADER,
        ['ERR1', null, 'Err One Ltd', 'Customer'],
        ['ERR2', 'Err Two', 'Err Two Ltd', 'Alien'],
      ]);
      const res = await t
        .http()
        .post('/api/import/partners/errors')
        .set(t.as.editor)
        .set('Accept-Language', 'zh-CN')
        .attach('file', file, 'partners.xlsx')
        .buffer(true)
        .parse(binaryParser);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.headers['content-disposition']).toContain('import-errors-partners');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.body as ArrayBuffer);
      const sheet = book.worksheets[0];
      expect(sheet.name).toBe('导入错误');
      expect(headerOf(sheet)).toEqual(['行号', '列', '错误信息']);
      expect([2, 3].map((n) => (sheet.getRow(n).values as unknown[]).slice(1))).toEqual([
        [2, 'Short name', '简称不能为空'],
        [3, 'Type', '类型必须为 0（供应商）或 1（客户）'],
      ]);
      expect((await t.http().get('/api/partners').set(t.as.reader)).body.data).not.toContainEqual(
        expect.objectContaining({ code: 'ERR1' }),
      );
      const reader = await t
        .http()
        .post('/api/import/partners/errors')
        .set(t.as.reader)
        .attach('file', file, 'partners.xlsx');
      expect(reader.status).toBe(403);
    });

    it('refuses a real import with any error as 422 with the same errors, writing nothing', async () => {
      const file = await xlsxOf([
        PARTNER_HEADER,
        ['REAL1', 'Real One', 'Real One Ltd', 'Supplier'],
        ['REAL2', 'Real Two', null, 'Customer'],
      ]);
      const res = await importFile(t, 'partners', file);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ statusCode: 422, dry_run: false, rows: 2 });
      expect(res.body.message).toBe('The file has 1 error: nothing was imported');
      expect(res.body.errors).toEqual([{ row: 3, column: 'Full name', message: 'full name is required' }]);
      const codes = (await t.http().get('/api/partners').set(t.as.reader)).body.data.map(
        (p: { code: string }) => p.code,
      );
      expect(codes).not.toContain('REAL1');
    });

    it('creates, then matches by code and updates; headers in any language and order', async () => {
      const first = await xlsxOf([
        ['类型', '简称', '代号', '全称', '地址'],
        ['供应商', 'Lang Sup', 'LANG1', 'Lang Supplier Ltd', 'Road 1'],
        [1, 'Lang Cus', 'LANG2', 'Lang Customer Ltd', null],
      ]);
      const created = await importFile(t, 'partners', first);
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({ rows: 2, created: 2, updated: 0, errors: [] });
      const second = await xlsxOf([
        ['코드', '약칭', '정식 명칭', '유형', '주소'],
        ['LANG1', 'Lang Sup', 'Lang Supplier Ltd', '공급업체', 'Road 2'],
        ['LANG2', 'Lang Cus', 'Lang Customer Ltd', '고객', null],
      ]);
      const updated = await importFile(t, 'partners', second);
      expect(updated.body).toMatchObject({ rows: 2, created: 0, updated: 1, errors: [] });
      const partners = (await t.http().get('/api/partners').set(t.as.reader)).body.data;
      expect(partners.find((p: { code: string }) => p.code === 'LANG1')).toMatchObject({
        short_name: 'Lang Sup',
        type: 0,
        address: 'Road 2',
      });
      // A changed short name for an existing code: the API's message.
      const renamed = await importFile(
        t,
        'partners',
        await xlsxOf([PARTNER_HEADER, ['LANG1', 'Lang Renamed', 'Lang Supplier Ltd', 'Supplier']]),
      );
      expect(renamed.status).toBe(422);
      expect(renamed.body.errors).toEqual([
        { row: 2, column: 'Short name', message: 'the short name of a partner cannot be changed' },
      ]);
    });

    it('audits one entry per row written plus one for the import', async () => {
      const before = { product: await auditCount('product'), import: await auditCount('import') };
      const res = await importFile(
        t,
        'products',
        await xlsxOf([
          PRODUCT_HEADER,
          ['AUD1', 'Audit-1', 'category 1', null, 5],
          ['AUD2', 'Audit-2', 'category 2', 'note', null],
        ]),
      );
      expect(res.body).toMatchObject({ rows: 2, created: 2, errors: [] });
      expect(await auditCount('product')).toBe(before.product + 2);
      expect(await auditCount('import')).toBe(before.import + 1);
      const [entry] = await t.dataSource.query(
        "SELECT username, changes FROM audit_log WHERE entity = 'import' ORDER BY id DESC LIMIT 1",
      );
      expect(entry.username).toBe('editor_user');
      expect(entry.changes.kind).toEqual([null, 'products']);
      const again = await importFile(
        t,
        'products',
        await xlsxOf([
          PRODUCT_HEADER,
          ['AUD1', 'Audit-1', 'category 3', null, 5],
          ['AUD2', 'Other-model', 'x'],
        ]),
      );
      expect(again.status).toBe(422);
      expect(again.body.errors).toEqual([
        { row: 3, column: 'Product model', message: 'the model of a product cannot be changed' },
      ]);
    });

    it('imports payment terms and credit limits; a supplier cannot have a credit limit', async () => {
      const header = [...PARTNER_HEADER, 'Payment terms (days)', 'Credit limit'];
      const file = await xlsxOf([
        header,
        ['TERM1', 'Terms Cus', 'Terms Customer Ltd', 'Customer', null, null, null, 30, '5,000.50'],
        ['TERM2', 'Terms Sup', 'Terms Supplier Ltd', 'Supplier', null, null, null, '15', null],
      ]);
      const res = await importFile(t, 'partners', file);
      expect(res.body).toMatchObject({ created: 2, errors: [] });
      const partners = (await t.http().get('/api/partners').set(t.as.reader)).body.data;
      expect(partners.find((p: { code: string }) => p.code === 'TERM1')).toMatchObject({
        payment_terms_days: 30,
        credit_limit: 5000.5,
      });
      expect(partners.find((p: { code: string }) => p.code === 'TERM2')).toMatchObject({
        payment_terms_days: 15,
        credit_limit: null,
      });
      // The same file again changes nothing (5,000.50 equals the stored 5000.5).
      expect((await importFile(t, 'partners', file, { dryRun: true })).body).toMatchObject({
        created: 0,
        updated: 0,
        errors: [],
      });
      const bad = await importFile(
        t,
        'partners',
        await xlsxOf([
          header,
          ['TERM2', 'Terms Sup', 'Terms Supplier Ltd', 'Supplier', null, null, null, 15, 100],
          ['TERM1', 'Terms Cus', 'Terms Customer Ltd', 'Customer', null, null, null, 4000, null],
        ]),
        { dryRun: true },
      );
      expect(bad.body.errors).toEqual([
        { row: 2, column: 'Credit limit', message: 'a credit limit can only be set for a customer' },
        {
          row: 3,
          column: 'Payment terms (days)',
          message: 'payment terms must be a whole number of days from 0 to 3650, or empty',
        },
      ]);
    });

    it('imports more products than a chunk as if row by row: a code twice, a model taken', async () => {
      const rows = Array.from({ length: CHUNK_ROWS + 100 }, (_, i) => [
        `BULK-${i}`,
        `Bulk-${i}`,
        'category 1',
      ]);
      rows[8] = ['BULK-5', 'Bulk-5', 'category 2']; // row 10: the product row 7 creates, changed
      rows[9] = ['BULK-X', 'Bulk-6', 'category 1']; // row 11: the model row 8 takes
      const res = await importFile(t, 'products', await xlsxOf([PRODUCT_HEADER, ...rows]), { dryRun: true });
      expect(res.body.errors).toEqual([
        { row: 11, column: 'Product model', message: 'a product with model Bulk-6 already exists' },
      ]);
      expect(res.body).toMatchObject({ rows: CHUNK_ROWS + 100, created: CHUNK_ROWS + 98, updated: 1 });
      const real = await importFile(
        t,
        'products',
        await xlsxOf([PRODUCT_HEADER, ...rows.filter((_, i) => i !== 9)]),
      );
      expect(real.body).toMatchObject({
        rows: CHUNK_ROWS + 99,
        created: CHUNK_ROWS + 98,
        updated: 1,
        errors: [],
      });
      const products = (await t.http().get('/api/products').set(t.as.reader)).body.data;
      expect(products.filter((p: { code: string }) => p.code.startsWith('BULK-'))).toHaveLength(
        CHUNK_ROWS + 98,
      );
      expect(products.find((p: { code: string }) => p.code === 'BULK-5').category).toBe('category 2');
      const [{ n }] = await t.dataSource.query(
        "SELECT count(*)::int AS n FROM audit_log WHERE entity = 'product' AND entity_id LIKE 'BULK-%'",
      );
      expect(n).toBe(CHUNK_ROWS + 98 + 1);
    }, 120_000);

    it('reads formulas by their value and numbers written as text', async () => {
      const file = await xlsxOf([
        PRODUCT_HEADER,
        ['FORM1', { formula: 'CONCATENATE("Form","-1")', result: 'Form-1' }, 'category 1', null, '12'],
        ['FORM2', 'Form-2', 'category 1', '=not a formula', { formula: '2*3', result: 6 }],
      ]);
      const res = await importFile(t, 'products', file);
      expect(res.body).toMatchObject({ created: 2, errors: [] });
      const products = (await t.http().get('/api/products').set(t.as.reader)).body.data;
      expect(products.find((p: { code: string }) => p.code === 'FORM1')).toMatchObject({
        product_model: 'Form-1',
        reorder_level: 12,
      });
      expect(products.find((p: { code: string }) => p.code === 'FORM2')).toMatchObject({
        remark: '=not a formula',
        reorder_level: 6,
      });
    });
  });

  describe('prices', () => {
    it('creates and updates prices, checks codes, and reads Excel and text dates', async () => {
      const supplier = await newSupplier(t);
      const customer = await newCustomer(t);
      const product = await newProduct(t);
      const header = [
        'Partner code',
        'Partner short name',
        'Product code',
        'Product model',
        'Unit price',
        'Effective date',
      ];
      const res = await importFile(
        t,
        'prices',
        await xlsxOf([
          header,
          [
            supplier.code,
            supplier.short_name,
            product.code,
            product.product_model,
            2.5,
            new Date(Date.UTC(2025, 0, 1)),
          ],
          [customer.code, customer.short_name, product.code, product.product_model, '4.75', '2025/2/1'],
          [null, customer.short_name, null, product.product_model, '1,234.5', 45717],
          ['WRONG', customer.short_name, product.code, product.product_model, 5, '2025-04-01'],
          [null, 'Nobody', null, product.product_model, 5, '2025-04-01'],
          [null, customer.short_name, null, product.product_model, 5, '31/12/2025'],
        ]),
      );
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([
        {
          row: 5,
          column: 'Partner code',
          message: 'partner code and short name do not match, please reselect',
        },
        { row: 6, column: 'Partner short name', message: 'partner Nobody not found' },
        { row: 7, column: 'Effective date', message: 'effective date must be a date in YYYY-MM-DD format' },
      ]);
      const ok = await importFile(
        t,
        'prices',
        await xlsxOf([
          header,
          [
            supplier.code,
            supplier.short_name,
            product.code,
            product.product_model,
            2.5,
            new Date(Date.UTC(2025, 0, 1)),
          ],
          [customer.code, customer.short_name, product.code, product.product_model, '4.75', '2025/2/1'],
          [null, customer.short_name, null, product.product_model, '1,234.5', 45717],
        ]),
      );
      expect(ok.body).toMatchObject({ rows: 3, created: 3, errors: [] });
      const list = (
        await t
          .http()
          .get(`/api/product-prices?product_model=${product.product_model}&limit=10`)
          .set(t.as.reader)
      ).body.data;
      expect(
        list.map((p: { effective_date: string; unit_price: number }) => [p.effective_date, p.unit_price]),
      ).toEqual([
        ['2025-03-01', 1234.5],
        ['2025-02-01', 4.75],
        ['2025-01-01', 2.5],
      ]);
      const update = await importFile(
        t,
        'prices',
        await xlsxOf([header, [null, customer.short_name, null, product.product_model, 5, '2025-02-01']]),
      );
      expect(update.body).toMatchObject({ created: 0, updated: 1, errors: [] });
    });
  });

  describe('bad files: a clear 4xx and nothing written', () => {
    const countPartners = async () =>
      Number((await t.dataSource.query('SELECT count(*) AS n FROM partners'))[0].n);

    it.each([
      [
        'not a spreadsheet',
        Buffer.from('%PDF-1.4 binary \u0000\u0001 stuff'),
        'data.pdf',
        400,
        'The file is not a spreadsheet',
      ],
      [
        'password-protected (an encrypted OLE container)',
        Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(2048, 1)]),
        'secret.xlsx',
        400,
        'password-protected',
      ],
      [
        'corrupt',
        Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(4096, 7)]),
        'broken.xlsx',
        400,
        'damaged',
      ],
      ['empty', Buffer.alloc(0), 'empty.xlsx', 400, 'The file is empty'],
    ])('%s', async (_, buffer, name, status, message) => {
      const before = await countPartners();
      const res = await importFile(t, 'partners', buffer, { name });
      expect(res.status).toBe(status);
      expect(res.body.message).toContain(message);
      expect(await countPartners()).toBe(before);
    });

    it('a missing column', async () => {
      const res = await importFile(
        t,
        'partners',
        await xlsxOf([
          ['Code', 'Short name', 'Type'],
          ['M1', 'Miss', 1],
        ]),
      );
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        'The file has no sheet with the columns to import partners: missing "Full name"',
      );
    });

    it('merged header cells', async () => {
      const file = await xlsxFile({
        rows: [
          ['Code', 'Short name', null, 'Full name', 'Type'],
          ['MG1', 'Merged', 'x', 'Merged Ltd', 1],
        ],
        merges: ['B1:C1'],
      });
      const res = await importFile(t, 'partners', file);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('empty or merged cell in column C');
    });

    it('a merged header cell over the last columns, found once the rows are read', async () => {
      const before = await countPartners();
      const file = await xlsxFile({
        rows: [
          ['Code', 'Short name', 'Full name', 'Type', null],
          ['MG2', 'Merged Two', 'Merged Two Ltd', 1, null],
        ],
        merges: ['D1:E1'],
      });
      const res = await importFile(t, 'partners', file);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        'The header row of sheet "Sheet1" has an empty or merged cell in column E: every column needs a header cell of its own',
      );
      expect(await countPartners()).toBe(before);
      // An empty merge right of the header's last cell is not the header's.
      const beside = await xlsxFile({
        rows: [
          ['Code', 'Short name', 'Full name', 'Type'],
          ['MG3', 'Merged Three', 'Merged Three Ltd', 1],
        ],
        merges: ['F1:G1'],
      });
      expect((await importFile(t, 'partners', beside, { dryRun: true })).body).toMatchObject({
        created: 1,
        errors: [],
      });
    });

    it('an empty sheet, and a header without rows', async () => {
      const empty = await importFile(t, 'partners', await xlsxFile({ rows: [] }));
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe('The file has no header row and no data');
      const headerOnly = await importFile(t, 'partners', await xlsxOf([PARTNER_HEADER]));
      expect(headerOnly.status).toBe(400);
      expect(headerOnly.body.message).toBe('The sheet "Sheet1" has no rows to import');
    });

    it('more than 100,000 rows', async () => {
      // Written with the streaming writer; rows without a category fail validation, so only reading counts.
      const out = new PassThrough();
      const chunks: Buffer[] = [];
      out.on('data', (chunk: Buffer) => chunks.push(chunk));
      const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false });
      const sheet = book.addWorksheet('Big');
      sheet.addRow(PRODUCT_HEADER).commit();
      for (let i = 0; i <= 100_000; i++) sheet.addRow([`BIG${i}`, `Big-${i}`]).commit();
      sheet.commit();
      await book.commit();
      const res = await importFile(t, 'products', Buffer.concat(chunks), { dryRun: true });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('The file has more than 100,000 rows: split it into smaller files');
      const [{ n }] = await t.dataSource.query("SELECT count(*) AS n FROM products WHERE code LIKE 'BIG%'");
      expect(Number(n)).toBe(0);
    }, 180_000);

    it('a file over 20 MB (413)', async () => {
      const res = await importFile(t, 'partners', Buffer.alloc(21 * 1024 * 1024, 0x41), { name: 'big.csv' });
      expect(res.status).toBe(413);
      expect(res.body.message).toBe('The file is larger than 20 MB: split it into smaller files');
    });

    it('no file, and a bad flag', async () => {
      const none = await t.http().post('/api/import/partners?dry_run=true').set(t.as.editor).field('x', '1');
      expect(none.status).toBe(400);
      expect(none.body.message).toBe('Attach the file to import in the form field "file"');
      const flag = await t
        .http()
        .post('/api/import/partners?dry_run=maybe')
        .set(t.as.editor)
        .attach('file', await xlsxOf([PARTNER_HEADER]), 'a.xlsx');
      expect(flag.status).toBe(400);
      expect(flag.body.message).toBe('dry_run must be true or false');
    });

    it('two files, or a file in another field', async () => {
      const file = await xlsxOf([PARTNER_HEADER]);
      const two = await t
        .http()
        .post('/api/import/partners?dry_run=true')
        .set(t.as.editor)
        .attach('file', file, 'a.xlsx')
        .attach('file', file, 'b.xlsx');
      const other = await t
        .http()
        .post('/api/import/partners?dry_run=true')
        .set(t.as.editor)
        .attach('upload', file, 'a.xlsx');
      for (const res of [two, other]) {
        expect(res.body).toEqual({
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'Send one file, in the form field "file"',
        });
      }
    });

    it('reads CSV (UTF-8, with a BOM, semicolons)', async () => {
      const csv = '\ufeffCode;Short name;Full name;Type\nCSV1;Csv One;"Csv One; Ltd";Customer\n';
      const res = await importFile(t, 'partners', Buffer.from(csv, 'utf8'), { name: 'partners.csv' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ rows: 1, created: 1, errors: [] });
      const partner = (await t.http().get('/api/partners').set(t.as.reader)).body.data.find(
        (p: { code: string }) => p.code === 'CSV1',
      );
      expect(partner.full_name).toBe('Csv One; Ltd');
    });
  });
});
