import ExcelJS from 'exceljs';
import { Response } from 'supertest';
import { TestApp } from './app';
import { newCustomer, newProduct, newSupplier } from './factories';
import { newPayment } from './ledger-factories';
import { newInbound, newOutbound } from './trade-factories';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Collects a binary body as a Buffer (supertest's `.parse`). */
export function binaryParser(res: Response, callback: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(Buffer.from(chunk)));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
  res.on('error', (err: Error) => callback(err, Buffer.alloc(0)));
}

export interface ExportAnswer {
  res: Response;
  /** The parsed workbook (only for a 200 answer). */
  book: ExcelJS.Workbook;
  /** The JSON body of an error answer. */
  json: { statusCode?: number; message?: string };
}

/** POSTs to /api/export/<path> as a reader (or an editor), in a language, and parses the file (or the error JSON). */
export async function exportFile(
  t: TestApp,
  path: string,
  body: Record<string, unknown>,
  language = 'en-US',
  role: 'reader' | 'editor' = 'reader',
): Promise<ExportAnswer> {
  const res = await t
    .http()
    .post(`/api/export/${path}`)
    .set(t.as[role])
    .set('Accept-Language', language)
    .send(body)
    .buffer(true)
    .parse(binaryParser);
  const buffer = res.body as Buffer;
  const book = new ExcelJS.Workbook();
  let json = {};
  if (res.status === 200) await book.xlsx.load(buffer as unknown as ArrayBuffer);
  else json = JSON.parse(buffer.toString('utf8'));
  return { res, book, json };
}

export type CellValue = string | number | null;

/** A sheet as plain values: dates as YYYY-MM-DD, numbers as numbers, text as text, empty as null. */
export function sheetValues(sheet: ExcelJS.Worksheet): CellValue[][] {
  const rows: CellValue[][] = [];
  const width = sheet.columnCount;
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const values: CellValue[] = [];
    for (let c = 1; c <= width; c++) values.push(plain(row.getCell(c).value));
    while (values.length && values[values.length - 1] === null) values.pop();
    rows[rowNumber - 1] = values;
  });
  return Array.from(rows, (row) => row ?? []);
}

function plain(value: ExcelJS.CellValue): CellValue {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number' || typeof value === 'string') return value;
  throw new Error(`unexpected cell value ${JSON.stringify(value)}`);
}

/** Sheet names in order. */
export function sheetNames(book: ExcelJS.Workbook): string[] {
  return book.worksheets.map((sheet) => sheet.name);
}

/** The header row, the data rows (between header and a totals row) and the totals row, by label. */
export function table(sheet: ExcelJS.Worksheet) {
  const [header, ...rest] = sheetValues(sheet);
  return { header, rows: rest };
}

/** The row whose cells include `text`. */
export function rowWith(rows: CellValue[][], text: string): CellValue[] | undefined {
  return rows.find((row) => row.includes(text));
}

/**
 * The known data set of the export tests (dates in 2025):
 *
 * Products EXP-A "Widget A", EXP-B "Widget B". Supplier SUP-1 "Supplier One". Customers CUS-1
 * "Customer One", CUS-2 "Customer Two", CUS-3 with a long name full of characters a sheet name refuses.
 *
 * Inbound (SUP-1): 01-05 A 100 @ 2.5 = 250; 02-03 A 50 @ 2.6 = 130 (remark "=1+2"); 02-10 B 40 @ 10.1234 = 404.936.
 * Outbound CUS-1: 01-20 A 10 @ 4 = 40; 02-05 A 20 @ 4.1235 = 82.47 (SO-1, "+SUM(A1)");
 *                 02-15 B 5 @ 15 = 75 (INV-9, "@cmd"); 03-02 A 1 @ 4 = 4.
 * Outbound CUS-2: 02-08 B 3 @ 16.5 = 49.5 ("-2").
 * Receivable payments CUS-1: 01-25 30; 02-10 50; 02-20 −5 (adjustment); 03-05 10.
 * Payable payment SUP-1: 02-01 200. Prices: SUP-1 × A 2.5 from 01-01; CUS-1 × A 4.1235 from 02-01.
 *
 * So for February: CUS-1 opening 40 − 30 = 10, goods 157.47, payments 45, closing 122.47; CUS-2 0, 49.5, 0,
 * 49.5; SUP-1 opening 250, goods 534.936, payments 200, closing 584.936. All dates: CUS-1 receivable
 * 201.47, paid 85, balance 116.47.
 */
export async function seedExportData(t: TestApp) {
  const widgetA = await newProduct(t, { code: 'EXP-A', product_model: 'Widget A', category: 'category 1' });
  const widgetB = await newProduct(t, {
    code: 'EXP-B',
    product_model: 'Widget B',
    category: 'category 2',
    remark: 'fragile',
  });
  const supplier = await newSupplier(t, {
    code: 'SUP-1',
    short_name: 'Supplier One',
    full_name: 'Supplier One Ltd.',
  });
  const one = await newCustomer(t, {
    code: 'CUS-1',
    short_name: 'Customer One',
    full_name: 'Customer One Trading Co.',
  });
  const two = await newCustomer(t, {
    code: 'CUS-2',
    short_name: 'Customer Two',
    full_name: 'Customer Two Retail Co.',
  });
  const odd = await newCustomer(t, {
    code: 'CUS-3',
    short_name: "'Hua/Xia: Trading*? [Co] Limited Partners",
    full_name: 'Huaxia Trading Co.',
  });

  const inbound = (
    product: typeof widgetA,
    inbound_date: string,
    quantity: number,
    unit_price: number,
    more = {},
  ) => newInbound(t, supplier, product, { inbound_date, quantity, unit_price, ...more });
  const outbound = (
    customer: typeof one,
    product: typeof widgetA,
    outbound_date: string,
    quantity: number,
    unit_price: number,
    more = {},
  ) => newOutbound(t, customer, product, { outbound_date, quantity, unit_price, ...more });

  await inbound(widgetA, '2025-01-05', 100, 2.5);
  await inbound(widgetA, '2025-02-03', 50, 2.6, { remark: '=1+2' });
  await inbound(widgetB, '2025-02-10', 40, 10.1234, { order_number: 'PO-7' });

  await outbound(one, widgetA, '2025-01-20', 10, 4);
  await outbound(one, widgetA, '2025-02-05', 20, 4.1235, { order_number: 'SO-1', remark: '+SUM(A1)' });
  await outbound(one, widgetB, '2025-02-15', 5, 15, {
    remark: '@cmd',
    invoice_number: 'INV-9',
    invoice_date: '2025-02-16',
    invoice_image_url: 'https://files.example.com/inv-9.png',
  });
  await outbound(one, widgetA, '2025-03-02', 1, 4);
  await outbound(two, widgetB, '2025-02-08', 3, 16.5, { remark: '-2' });

  for (const price of [
    {
      partner_short_name: 'Supplier One',
      product_model: 'Widget A',
      unit_price: 2.5,
      effective_date: '2025-01-01',
    },
    {
      partner_short_name: 'Customer One',
      product_model: 'Widget A',
      unit_price: 4.1235,
      effective_date: '2025-02-01',
    },
  ]) {
    const res = await t.http().post('/api/product-prices').set(t.as.editor).send(price);
    if (res.status !== 201) throw new Error(`price: ${res.status} ${JSON.stringify(res.body)}`);
  }

  await newPayment(t, 'receivable', one, { amount: 30, pay_date: '2025-01-25', pay_method: 'Cash' });
  await newPayment(t, 'receivable', one, { amount: 50, pay_date: '2025-02-10', pay_method: 'E-Transfer' });
  await newPayment(t, 'receivable', one, {
    amount: -5,
    pay_date: '2025-02-20',
    pay_method: 'Other',
    remark: 'discount',
  });
  await newPayment(t, 'receivable', one, { amount: 10, pay_date: '2025-03-05', pay_method: 'Cheque' });
  await newPayment(t, 'payable', supplier, { amount: 200, pay_date: '2025-02-01', pay_method: 'E-Transfer' });

  return { widgetA, widgetB, supplier, one, two, odd };
}

export type ExportData = Awaited<ReturnType<typeof seedExportData>>;

/** Every sheet name is valid for Excel: 31 characters at most, none of []:*?/\, unique regardless of case. */
export function expectValidSheetNames(book: ExcelJS.Workbook): void {
  const names = sheetNames(book);
  for (const name of names) {
    expect(name.length).toBeLessThanOrEqual(31);
    expect(name).not.toMatch(/[[\]:*?/\\]/);
    expect(name.startsWith("'")).toBe(false);
  }
  expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
}

/** `base_YYYYMMDD_HHmmss.xlsx` in both filename parameters (the starred one percent-encoded). */
export function expectFileName(res: Response, base: string, asciiBase = base): void {
  const header = String(res.headers['content-disposition']);
  const stamp = '\\d{8}_\\d{6}';
  const match = new RegExp(
    `^attachment; filename="${escape(asciiBase)}_(${stamp})\\.xlsx"; filename\\*=UTF-8''(.+)$`,
  ).exec(header);
  expect(match).not.toBeNull();
  expect(decodeURIComponent(match![2])).toBe(`${base}_${match![1]}.xlsx`);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
