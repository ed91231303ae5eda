import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { translator } from '../../locales';
import { openTable } from './import-rows';
import { IMPORT_SPECS } from './import-kinds';
import { readSheets } from './spreadsheet';

/**
 * The workbook exceljs writes, its parts stored again with the shared strings before the sheet (as other
 * programs write them): exceljs's reader then parses the sheet straight from the zip it is unpacking.
 */
async function sharedStringsFirst(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Accounts');
  for (const row of rows) sheet.addRow(row);
  const written = await JSZip.loadAsync(await book.xlsx.writeBuffer());
  const names = Object.keys(written.files).filter((name) => !written.files[name].dir);
  const first = (name: string) =>
    name === 'xl/sharedStrings.xml' ? 0 : name.startsWith('xl/worksheets/') ? 2 : 1;
  const reordered = new JSZip();
  for (const name of [...names].sort((a, b) => first(a) - first(b))) {
    reordered.file(name, await written.files[name].async('nodebuffer'));
  }
  return reordered.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

describe('the table of an upload', () => {
  const folder = mkdtempSync(join(tmpdir(), 'tradebook-import-rows-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('reads every row of a large sheet stored after its shared strings', async () => {
    const t = translator('en-US');
    // Random numbers beside the accounts make the sheet megabytes long, so it is still being unpacked
    // when the table is handed back.
    const noise = () => Array.from({ length: 4 }, () => Math.random());
    const rows = Array.from({ length: 30_000 }, (_, i) => [`Account ${i + 1}`, 'bank', ...noise()]);
    const path = join(folder, 'shared-strings-first.xlsx');
    writeFileSync(
      path,
      await sharedStringsFirst([
        [t('field.account_name'), t('field.account_kind'), 'A', 'B', 'C', 'D'],
        ...rows,
      ]),
    );

    const table = await openTable(readSheets(path, 'xlsx'), IMPORT_SPECS.accounts, 'en-US');
    let count = 0;
    let last: unknown;
    for await (const row of table.rows) {
      count++;
      last = row.values.name;
    }
    expect(count).toBe(30_000);
    expect(last).toBe('Account 30000');
  }, 60_000);
});
