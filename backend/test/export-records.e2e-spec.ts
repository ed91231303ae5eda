import ExcelJS from 'exceljs';
import { TestApp, createTestApp } from './support/app';
import {
  CellValue,
  ExportData,
  XLSX,
  expectFileName,
  exportFile,
  rowWith,
  seedExportData,
  sheetNames,
  table,
} from './support/export-helpers';

/** Base info, inbound/outbound and invoice exports, the file format, languages and parameter errors. */
describe('exports: base info, records, invoice', () => {
  let t: TestApp;
  let data: ExportData;
  beforeAll(async () => {
    t = await createTestApp();
    data = await seedExportData(t);
  });
  afterAll(() => t.close());

  const february = { dateFrom: '2025-02-01', dateTo: '2025-02-28' };

  describe('base info', () => {
    it('exports partners, products and prices with every field, in English', async () => {
      const terms = (body: object) =>
        t.http().put('/api/partners/Customer%20Two').set(t.as.editor).send(body).expect(200);
      await terms({ payment_terms_days: 30, credit_limit: 25000.5 });
      const { res, book } = await exportFile(t, 'base-info', { tables: '123' });
      await terms({ payment_terms_days: null, credit_limit: null });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe(XLSX);
      expectFileName(res, 'base-info');
      expect(sheetNames(book)).toEqual(['Partners', 'Products', 'Product prices']);

      const partners = table(book.worksheets[0]);
      expect(partners.header).toEqual([
        'Code',
        'Short name',
        'Full name',
        'Type',
        'Address',
        'Contact person',
        'Contact phone',
        'Payment terms (days)',
        'Credit limit',
      ]);
      expect(partners.rows).toHaveLength(4);
      // Suppliers first, then customers.
      expect(partners.rows[0]).toEqual([
        'SUP-1',
        'Supplier One',
        'Supplier One Ltd.',
        'Supplier',
        '1 Market Street',
        'Li Lei',
        '010-1234567',
      ]);
      expect(rowWith(partners.rows, 'Customer Two')).toEqual([
        'CUS-2',
        'Customer Two',
        'Customer Two Retail Co.',
        'Customer',
        '1 Market Street',
        'Li Lei',
        '010-1234567',
        30,
        25000.5,
      ]);

      const products = table(book.worksheets[1]);
      expect(products.header).toEqual(['Code', 'Product model', 'Category', 'Remark', 'Reorder level']);
      expect(products.rows).toEqual([
        ['EXP-A', 'Widget A', 'category 1'],
        ['EXP-B', 'Widget B', 'category 2', 'fragile'],
      ]);

      const prices = table(book.worksheets[2]);
      expect(prices.header).toEqual([
        'ID',
        'Partner code',
        'Partner short name',
        'Product code',
        'Product model',
        'Unit price',
        'Effective date',
      ]);
      expect(prices.rows.map((row) => row.slice(1))).toEqual([
        ['CUS-1', 'Customer One', 'EXP-A', 'Widget A', 4.1235, '2025-02-01'],
        ['SUP-1', 'Supplier One', 'EXP-A', 'Widget A', 2.5, '2025-01-01'],
      ]);
      const price = book.worksheets[2].getCell('F2');
      expect(price.type).toBe(ExcelJS.ValueType.Number);
      expect(price.numFmt).toBe('#,##0.0000');
      const date = book.worksheets[2].getCell('G2');
      expect(date.value).toBeInstanceOf(Date);
      expect(date.numFmt).toBe('yyyy-mm-dd');
    });

    it('is a real spreadsheet: frozen bold header, autofilter, column widths', async () => {
      const { book } = await exportFile(t, 'base-info', { tables: '2' });
      expect(sheetNames(book)).toEqual(['Products']);
      const sheet = book.worksheets[0];
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect(sheet.getCell('A1').font?.bold).toBe(true);
      expect(sheet.autoFilter).toBe('A1:E3');
      expect(sheet.getColumn(2).width).toBeGreaterThanOrEqual(20);
    });

    it('speaks Chinese and Korean from Accept-Language, English otherwise', async () => {
      const zh = await exportFile(t, 'base-info', { tables: '123' }, 'zh-CN,zh;q=0.9,en;q=0.8');
      expect(sheetNames(zh.book)).toEqual(['合作伙伴', '产品', '产品价格']);
      expect(table(zh.book.worksheets[0]).header).toEqual([
        '代号',
        '简称',
        '全称',
        '类型',
        '地址',
        '联系人',
        '联系电话',
        '账期（天）',
        '信用额度',
      ]);
      expect(table(zh.book.worksheets[0]).rows[0][3]).toBe('供应商');
      expect(table(zh.book.worksheets[2]).header).toEqual([
        'ID',
        '合作伙伴代号',
        '合作伙伴简称',
        '产品代号',
        '产品型号',
        '单价',
        '生效日期',
      ]);

      const ko = await exportFile(t, 'base-info', { tables: '2' }, 'ko');
      expect(sheetNames(ko.book)).toEqual(['제품']);
      expect(table(ko.book.worksheets[0]).header).toEqual([
        '코드',
        '제품 모델',
        '분류',
        '비고',
        '재주문 수준',
      ]);

      const fr = await exportFile(t, 'base-info', { tables: '2' }, 'fr-FR');
      expect(sheetNames(fr.book)).toEqual(['Products']);
    });
  });

  describe('inbound and outbound', () => {
    /**
     * A record sheet's document number column (the second) checked apart: each record's document (the
     * totals row has none); the rest of the sheet as without that column.
     */
    const recordTable = (sheet: ExcelJS.Worksheet, prefix: 'IN' | 'OUT') => {
      const { header, rows } = table(sheet);
      expect(header[1]).toBe('Document number');
      expect(rows.map((row) => row[1])).toEqual([
        ...rows.slice(0, -1).map(() => expect.stringMatching(new RegExp(`^${prefix}-\\d{8}-\\d{3}$`))),
        null,
      ]);
      const without = (row: CellValue[]) => [row[0], ...row.slice(2)];
      return { header: without(header), rows: rows.map(without) };
    };

    it('exports a sheet per direction with every field, filtered by date, and a totals row', async () => {
      const { res, book } = await exportFile(t, 'inbound-outbound', { tables: '12', ...february });
      expect(res.status).toBe(200);
      expectFileName(res, 'inbound-outbound');
      expect(sheetNames(book)).toEqual(['Inbound', 'Outbound']);

      const inbound = recordTable(book.worksheets[0], 'IN');
      expect(inbound.header).toEqual([
        'ID',
        'Supplier code',
        'Supplier short name',
        'Supplier full name',
        'Product code',
        'Product model',
        'Product category',
        'Inbound date',
        'Quantity',
        'Unit price',
        'Total price',
        'Invoice date',
        'Invoice number',
        'Order number',
        'Invoice link',
        'Remark',
      ]);
      expect(inbound.rows.map((row) => row.slice(1))).toEqual([
        [
          'SUP-1',
          'Supplier One',
          'Supplier One Ltd.',
          'EXP-A',
          'Widget A',
          'category 1',
          '2025-02-03',
          50,
          2.6,
          130,
          null,
          null,
          null,
          null,
          '=1+2',
        ],
        [
          'SUP-1',
          'Supplier One',
          'Supplier One Ltd.',
          'EXP-B',
          'Widget B',
          'category 2',
          '2025-02-10',
          40,
          10.1234,
          404.936,
          null,
          null,
          'PO-7',
        ],
        ['Total', null, null, null, null, null, null, 90, null, 534.936],
      ]);

      const outbound = recordTable(book.worksheets[1], 'OUT');
      expect(outbound.header.slice(1, 4)).toEqual([
        'Customer code',
        'Customer short name',
        'Customer full name',
      ]);
      expect(outbound.header[7]).toBe('Outbound date');
      expect(outbound.rows.map((row) => [row[1], row[7], row[10], row[15] ?? null])).toEqual([
        ['CUS-1', '2025-02-05', 82.47, '+SUM(A1)'],
        ['CUS-2', '2025-02-08', 49.5, '-2'],
        ['CUS-1', '2025-02-15', 75, '@cmd'],
        ['Total', null, 206.97, null],
      ]);
      expect(outbound.rows[2].slice(11, 15)).toEqual([
        '2025-02-16',
        'INV-9',
        null,
        'https://files.example.com/inv-9.png',
      ]);

      // Number formats: quantity, unit price 4, total 3 decimals; dates are dates.
      const sheet = book.worksheets[1];
      expect(sheet.getCell('J2').numFmt).toBe('#,##0');
      expect(sheet.getCell('K2').numFmt).toBe('#,##0.0000');
      expect(sheet.getCell('L2').numFmt).toBe('#,##0.000');
      expect(sheet.getCell('I2').value).toBeInstanceOf(Date);
      expect(sheet.getCell('L5').font?.bold).toBe(true);
      expect(sheet.autoFilter).toBe('A1:Q4');
    });

    it('writes formula-looking text as text, never as a formula', async () => {
      const { book } = await exportFile(t, 'inbound-outbound', { tables: '12', ...february });
      const cells: ExcelJS.Cell[] = [];
      for (const sheet of book.worksheets) {
        sheet.eachRow((row) => row.eachCell((cell) => cells.push(cell)));
      }
      const risky = cells.filter((cell) => typeof cell.value === 'string' && /^[=+\-@]/.test(cell.value));
      expect(risky.map((cell) => cell.value).sort()).toEqual(['+SUM(A1)', '-2', '=1+2', '@cmd']);
      for (const cell of risky) {
        expect(cell.type).toBe(ExcelJS.ValueType.String);
        expect(cell.formula).toBeUndefined();
      }
      expect(cells.some((cell) => cell.type === ExcelJS.ValueType.Formula)).toBe(false);
    });

    it('filters by product code and partner code', async () => {
      const { book } = await exportFile(t, 'inbound-outbound', {
        tables: '2',
        ...february,
        productCode: 'EXP-B',
        customerCode: 'CUS-1',
      });
      expect(sheetNames(book)).toEqual(['Outbound']);
      const { rows } = recordTable(book.worksheets[0], 'OUT');
      expect(rows.map((row) => [row[1], row[4], row[10]])).toEqual([
        ['CUS-1', 'EXP-B', 75],
        ['Total', null, 75],
      ]);

      const suppliers = await exportFile(t, 'inbound-outbound', {
        tables: '1',
        ...february,
        customerCode: 'SUP-1',
      });
      expect(table(suppliers.book.worksheets[0]).rows).toHaveLength(3);

      const zh = await exportFile(t, 'inbound-outbound', { tables: '1', ...february }, 'zh-CN');
      expect(sheetNames(zh.book)).toEqual(['入库记录']);
      expect(table(zh.book.worksheets[0]).header.slice(0, 5)).toEqual([
        'ID',
        '单号',
        '供应商代号',
        '供应商简称',
        '供应商全称',
      ]);
    });

    it('answers 404 for a product or partner code that does not exist', async () => {
      const product = await exportFile(t, 'inbound-outbound', {
        tables: '12',
        ...february,
        productCode: 'NOPE',
      });
      expect(product.res.status).toBe(404);
      expect(product.json).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'product NOPE not found' });
      const partner = await exportFile(t, 'statement', { tables: '12', ...february, customerCode: 'NOPE' });
      expect(partner.json).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'partner NOPE not found' });
    });
  });

  describe('invoice', () => {
    it("exports a customer's lines of the period with invoice fields and totals", async () => {
      const { res, book } = await exportFile(t, 'invoice', { partnerCode: 'CUS-1', ...february });
      expect(res.status).toBe(200);
      expectFileName(res, 'invoice');
      expect(sheetNames(book)).toEqual(['Invoice lines', 'Invoice partner']);
      const lines = table(book.worksheets[0]);
      expect(lines.header).toEqual([
        'ID',
        'Outbound date',
        'Order number',
        'Product code',
        'Product model',
        'Product category',
        'Quantity',
        'Unit price',
        'Total price',
        'Invoice date',
        'Invoice number',
        'Invoice link',
        'Remark',
      ]);
      expect(lines.rows.map((row) => row.slice(1))).toEqual([
        [
          '2025-02-05',
          'SO-1',
          'EXP-A',
          'Widget A',
          'category 1',
          20,
          4.1235,
          82.47,
          null,
          null,
          null,
          '+SUM(A1)',
        ],
        [
          '2025-02-15',
          null,
          'EXP-B',
          'Widget B',
          'category 2',
          5,
          15,
          75,
          '2025-02-16',
          'INV-9',
          'https://files.example.com/inv-9.png',
          '@cmd',
        ],
        ['Total', null, null, null, null, 25, null, 157.47],
      ]);

      const partner = table(book.worksheets[1]);
      expect(partner.header).toEqual(['Item', 'Value']);
      expect(partner.rows).toEqual([
        ['Type', 'Customer'],
        ['Customer code', 'CUS-1'],
        ['Customer short name', 'Customer One'],
        ['Customer full name', 'Customer One Trading Co.'],
        ['Address', '1 Market Street'],
        ['Contact person', 'Li Lei'],
        ['Contact phone', '010-1234567'],
        ['Period from', '2025-02-01'],
        ['Period to', '2025-02-28'],
        ['Lines', 2],
        ['Quantity', 25],
        ['Total price', 157.47],
        ['Lines without invoice number', 1],
      ]);
    });

    it("gives a supplier's inbound lines, in Chinese", async () => {
      const { book } = await exportFile(t, 'invoice', { partnerCode: 'SUP-1', ...february }, 'zh-CN');
      expect(sheetNames(book)).toEqual(['开票明细', '开票对象']);
      const lines = table(book.worksheets[0]);
      expect(lines.header[1]).toBe('入库日期');
      expect(lines.rows.map((row) => [row[1], row[8]])).toEqual([
        ['2025-02-03', 130],
        ['2025-02-10', 404.936],
        ['合计', 534.936],
      ]);
    });

    it.each([
      [{ ...february }, 400, 'Enter partner code'],
      [{ ...february, partnerCode: '  ' }, 400, 'Enter partner code'],
      [{ ...february, partnerCode: 'NOPE' }, 404, 'partner NOPE not found'],
      [{ partnerCode: 'CUS-1', dateFrom: '2025-02-01' }, 400, 'dateTo is required'],
    ])('refuses %j with %d "%s"', async (body, status, message) => {
      const { res, json } = await exportFile(t, 'invoice', body);
      expect(res.status).toBe(status);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-disposition']).toBeUndefined();
      expect(json).toEqual({
        statusCode: status,
        code: status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED',
        message,
      });
    });
  });

  describe('parameters', () => {
    it.each([
      ['base-info', {}, 'tables is required'],
      [
        'base-info',
        { tables: '4' },
        "tables must be '1' (partners), '2' (products), '3' (prices) or '123' (all)",
      ],
      [
        'inbound-outbound',
        { ...february, tables: '3' },
        "tables must be '1' (inbound), '2' (outbound) or '12' (both)",
      ],
      ['inbound-outbound', { tables: '12', dateTo: '2025-02-28' }, 'dateFrom is required'],
      [
        'inbound-outbound',
        { tables: '12', dateFrom: '2025-02-30', dateTo: '2025-03-01' },
        'dateFrom must be a date in YYYY-MM-DD format',
      ],
      [
        'inbound-outbound',
        { tables: '12', dateFrom: '2025-03-01', dateTo: '2025-02-01' },
        'dateFrom must not be after dateTo',
      ],
      [
        'statement',
        { tables: '12', dateFrom: '2025-03-01', dateTo: '2025-02-01' },
        'dateFrom must not be after dateTo',
      ],
      [
        'receivable-payable',
        { outboundFrom: '2025-01-01', outboundTo: '2025-02-01', paymentFrom: '2025-01-01' },
        'paymentTo is required',
      ],
      [
        'receivable-payable',
        {
          outboundFrom: '2025-01-01',
          outboundTo: '2025-02-01',
          paymentFrom: '2025-03-01',
          paymentTo: '2025-01-01',
        },
        'paymentFrom must not be after paymentTo',
      ],
      ['analysis', { endDate: '2025-02-28', customerCode: 'CUS-1' }, 'startDate is required'],
      ['analysis', { startDate: '2025-02-01', endDate: '2025-02-28' }, 'select a filter condition'],
      [
        'analysis/advanced',
        { exportType: 'supplier', startDate: '2025-02-01', endDate: '2025-02-28' },
        "exportType must be 'customer' or 'product'",
      ],
      ['analysis/advanced', { exportType: 'customer', startDate: '2025-02-01' }, 'endDate is required'],
    ])('%s with %j: 400 "%s" and no file', async (path, body, message) => {
      const { res, json } = await exportFile(t, path, body);
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-disposition']).toBeUndefined();
      expect(json).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message });
    });

    it('needs a login; a reader may export', async () => {
      const anonymous = await t.http().post('/api/export/base-info').send({ tables: '1' });
      expect(anonymous.status).toBe(401);
      const { res } = await exportFile(t, 'base-info', { tables: 1 });
      expect(res.status).toBe(200);
      expect(data.one.code).toBe('CUS-1');
    });
  });
});
