import { TestApp, createTestApp } from './support/app';
import {
  ExportData,
  expectFileName,
  expectValidSheetNames,
  exportFile,
  seedExportData,
  sheetNames,
  table,
} from './support/export-helpers';

type Figures = { sales_amount: number; cost_amount: number; profit_amount: number; profit_rate: number };
type DetailRow = Figures & {
  customer_code: string;
  customer_short_name: string;
  customer_name: string;
  product_model: string;
};

/** Analysis exports: the figures are the server's, equal to GET /analysis/data and /analysis/detail. */
describe('exports: analysis', () => {
  let t: TestApp;
  let data: ExportData;
  beforeAll(async () => {
    t = await createTestApp();
    data = await seedExportData(t);
  });
  afterAll(() => t.close());

  const range = { start_date: '2025-02-01', end_date: '2025-02-28' };

  async function screen(query: Record<string, string>): Promise<{ figures: Figures; detail: DetailRow[] }> {
    const [figures, detail] = await Promise.all([
      t.http().get('/api/analysis/data').query(query).set(t.as.reader),
      t.http().get('/api/analysis/detail').query(query).set(t.as.reader),
    ]);
    expect(figures.status).toBe(200);
    expect(detail.status).toBe(200);
    return { figures: figures.body.data, detail: detail.body.data.detail_data };
  }

  const figureCells = (f: Figures) => [f.sales_amount, f.cost_amount, f.profit_amount, f.profit_rate];

  it('exports the key figures and the detail of a customer, equal to /analysis/data and /analysis/detail', async () => {
    const { res, book } = await exportFile(t, 'analysis', {
      startDate: '2025-02-01',
      endDate: '2025-02-28',
      customerCode: 'CUS-1',
      productModel: 'All',
      // Figures sent by the client are ignored.
      analysisData: { sales_amount: 999999 },
      detailData: [{ customer_code: 'CUS-1', sales_amount: 1 }],
    });
    expect(res.status).toBe(200);
    expectFileName(res, '数据分析', 'analysis');
    expect(sheetNames(book)).toEqual(['Key figures', 'Detail']);

    const { figures, detail } = await screen({ ...range, customer_code: 'CUS-1', product_model: 'All' });
    expect(figures.sales_amount).toBe(157.47);

    const key = table(book.worksheets[0]);
    expect(key.header).toEqual(['Item', 'Value']);
    expect(key.rows.slice(0, 8)).toEqual([
      ['Period from', '2025-02-01'],
      ['Period to', '2025-02-28'],
      ['Customer', 'CUS-1'],
      ['Product', 'All'],
      ['Sales amount', figures.sales_amount],
      ['Cost amount', figures.cost_amount],
      ['Profit amount', figures.profit_amount],
      ['Profit rate (%)', figures.profit_rate],
    ]);
    expect(key.rows[8][0]).toBe('Last updated');

    const sheet = table(book.worksheets[1]);
    expect(sheet.header).toEqual([
      'Customer code',
      'Customer short name',
      'Customer full name',
      'Product model',
      'Sales amount',
      'Cost amount',
      'Profit amount',
      'Profit rate (%)',
    ]);
    expect(sheet.rows).toEqual([
      ...detail.map((row) => [
        row.customer_code,
        row.customer_short_name,
        row.customer_name,
        row.product_model,
        ...figureCells(row),
      ]),
      [null, 'Total', null, null, ...figureCells(figures)],
    ]);
    expect(detail.map((row) => row.product_model)).toEqual(['Widget A', 'Widget B']);
    expect(book.worksheets[1].getCell('E2').numFmt).toBe('#,##0.00');
  });

  it('exports a product over every customer, in Chinese', async () => {
    const { book } = await exportFile(
      t,
      'analysis',
      { startDate: '2025-01-01', endDate: '2025-03-31', productModel: 'Widget A' },
      'zh-CN',
    );
    expect(sheetNames(book)).toEqual(['关键指标', '明细']);
    const { figures, detail } = await screen({
      start_date: '2025-01-01',
      end_date: '2025-03-31',
      product_model: 'Widget A',
    });
    expect(table(book.worksheets[0]).rows[4]).toEqual(['销售额', figures.sales_amount]);
    expect(table(book.worksheets[0]).rows[2]).toEqual(['客户', '全部']);
    expect(table(book.worksheets[1]).header.slice(4)).toEqual(['销售额', '成本', '利润', '利润率 (%)']);
    expect(table(book.worksheets[1]).rows).toHaveLength(detail.length + 1);
    expect(figures.sales_amount).toBe(40 + 82.47 + 4);
  });

  it('answers 404 for an unknown customer, as the analysis page does', async () => {
    const { res, json } = await exportFile(t, 'analysis', {
      startDate: '2025-02-01',
      endDate: '2025-02-28',
      customerCode: 'NOPE',
    });
    expect(res.status).toBe(404);
    expect(json).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'customer NOPE not found' });
  });

  it('advanced by customer: a summary and one sheet per customer of the filter options, All excluded', async () => {
    const { res, book } = await exportFile(t, 'analysis/advanced', {
      exportType: 'customer',
      startDate: '2025-02-01',
      endDate: '2025-02-28',
    });
    expect(res.status).toBe(200);
    expectFileName(res, '高级分析_按客户', 'advanced-analysis_by-customer');

    const options = await t.http().get('/api/analysis/filter-options').set(t.as.reader);
    const customers = (options.body.customers as { code: string; short_name: string }[]).filter(
      (c) => c.code !== 'All',
    );
    expect(customers).toHaveLength(3);
    const names = sheetNames(book);
    expect(names).toHaveLength(1 + customers.length);
    expect(names[0]).toBe('Summary by customer');
    expectValidSheetNames(book);
    // "'Hua/Xia: Trading*? [Co] Limited Partners" made valid: no forbidden characters, 31 at most.
    expect(names).toEqual(
      expect.arrayContaining(['Customer One', 'Customer Two', 'Hua_Xia_ Trading__ _Co_ Limited']),
    );
    expect(data.odd.short_name.length).toBeGreaterThan(31);

    const summary = table(book.worksheets[0]);
    expect(summary.header).toEqual([
      'Customer code',
      'Customer short name',
      'Customer full name',
      'Sales amount',
      'Cost amount',
      'Profit amount',
      'Profit rate (%)',
    ]);
    for (const customer of customers) {
      const { figures } = await screen({ ...range, customer_code: customer.code });
      const row = summary.rows.find((r) => r[0] === customer.code)!;
      expect(row.slice(3)).toEqual(figureCells(figures));
    }
    const one = await screen({ ...range, customer_code: 'CUS-1' });
    const sheet = table(book.worksheets[names.indexOf('Customer One')]);
    expect(sheet.rows).toEqual([
      ...one.detail.map((row) => [
        row.customer_code,
        row.customer_short_name,
        row.customer_name,
        row.product_model,
        ...figureCells(row),
      ]),
      [null, 'Total', null, null, ...figureCells(one.figures)],
    ]);
    // A customer without sales in the period still has its sheet, with a zero totals row.
    const odd = table(book.worksheets[names.indexOf('Hua_Xia_ Trading__ _Co_ Limited')]);
    expect(odd.rows).toEqual([[null, 'Total', null, null, 0, 0, 0, 0]]);
  });

  it('advanced by product: a sheet per product, named in Chinese', async () => {
    const { res, book } = await exportFile(
      t,
      'analysis/advanced',
      { exportType: 'product', startDate: '2025-02-01', endDate: '2025-02-28' },
      'zh-CN',
    );
    expectFileName(res, '高级分析_按产品', 'advanced-analysis_by-product');
    expect(sheetNames(book)).toEqual(['按产品汇总', 'Widget A', 'Widget B']);
    const summary = table(book.worksheets[0]);
    expect(summary.header).toEqual(['产品型号', '销售额', '成本', '利润', '利润率 (%)']);
    const b = await screen({ ...range, product_model: 'Widget B' });
    expect(summary.rows[1]).toEqual(['Widget B', ...figureCells(b.figures)]);
    expect(b.figures.sales_amount).toBe(124.5);
    expect(table(book.worksheets[2]).rows.map((row) => row[0])).toEqual(['CUS-1', 'CUS-2', null]);
  });
});
