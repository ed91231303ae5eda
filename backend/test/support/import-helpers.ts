import ExcelJS from 'exceljs';
import { Response } from 'supertest';
import { TestApp } from './app';
import { binaryParser } from './export-helpers';

export type Cell = ExcelJS.CellValue;

export interface SheetSpec {
  name?: string;
  rows: Cell[][];
  /** Cell ranges to merge, e.g. 'B1:C1'. */
  merges?: string[];
}

/** An .xlsx file built with exceljs, one sheet per spec (rows from row 1). */
export async function xlsxFile(...sheets: SheetSpec[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  sheets.forEach((spec, i) => {
    const sheet = book.addWorksheet(spec.name ?? `Sheet${i + 1}`);
    for (const row of spec.rows) sheet.addRow(row);
    for (const range of spec.merges ?? []) sheet.mergeCells(range);
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** One sheet of rows. */
export const xlsxOf = (rows: Cell[][]) => xlsxFile({ rows });

export interface ImportOptions {
  dryRun?: boolean;
  allowDuplicates?: boolean;
  name?: string;
  language?: string;
  as?: 'reader' | 'editor' | 'admin';
}

/** POST /api/import/{kind} with the file in the field `file`. */
export function importFile(
  t: TestApp,
  kind: string,
  file: Buffer,
  options: ImportOptions = {},
): Promise<Response> {
  const query = new URLSearchParams({ dry_run: String(options.dryRun ?? false) });
  if (options.allowDuplicates) query.set('allow_duplicates', 'true');
  return t
    .http()
    .post(`/api/import/${kind}?${query}`)
    .set(t.as[options.as ?? 'editor'])
    .set('Accept-Language', options.language ?? 'en-US')
    .attach('file', file, options.name ?? 'data.xlsx')
    .then((res) => res);
}

/** GET /api/import/templates/{kind}, parsed. */
export async function template(t: TestApp, kind: string, language = 'en-US') {
  const res = await t
    .http()
    .get(`/api/import/templates/${kind}`)
    .set(t.as.editor)
    .set('Accept-Language', language)
    .buffer(true)
    .parse(binaryParser);
  const book = new ExcelJS.Workbook();
  if (res.status === 200) await book.xlsx.load(res.body as ArrayBuffer);
  return { res, book };
}

/** The header row of a sheet as text. */
export function headerOf(sheet: ExcelJS.Worksheet): string[] {
  const values = sheet.getRow(1).values as Cell[];
  return values.slice(1).map((v) => String(v));
}
