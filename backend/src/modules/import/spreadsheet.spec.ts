import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { readSheets } from './spreadsheet';

type Reader = InstanceType<typeof ExcelJS.stream.xlsx.WorkbookReader>;
const readerPrototype = ExcelJS.stream.xlsx.WorkbookReader.prototype as unknown as {
  [Symbol.asyncIterator]: (this: Reader) => AsyncIterator<unknown>;
};
const readWorkbook = readerPrototype[Symbol.asyncIterator];

/** What exceljs's reader throws when it lost the workbook part while unzipping. */
const lostWorkbookPart = (): AsyncIterator<never> => ({
  next: () => Promise.reject(new TypeError("Cannot read properties of undefined (reading 'sheets')")),
});

async function rowsOf(path: string): Promise<unknown[][]> {
  const rows: unknown[][] = [];
  for await (const sheet of readSheets(path, 'xlsx')) {
    for await (const row of sheet.rows) rows.push(row.cells);
  }
  return rows;
}

describe('reading an .xlsx upload', () => {
  const folder = mkdtempSync(join(tmpdir(), 'tradebook-spreadsheet-'));
  const path = join(folder, 'accounts.xlsx');

  beforeAll(async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Accounts');
    sheet.addRow(['Account name', 'Opening balance']);
    sheet.addRow(['Main bank', 1200]);
    writeFileSync(path, Buffer.from(await book.xlsx.writeBuffer()));
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("opens the workbook again when exceljs's reader fails before the first sheet", async () => {
    const opened = jest
      .spyOn(readerPrototype, Symbol.asyncIterator)
      .mockImplementationOnce(lostWorkbookPart)
      .mockImplementation(function (this: Reader) {
        return readWorkbook.call(this);
      });
    expect(await rowsOf(path)).toEqual([
      ['Account name', 'Opening balance'],
      ['Main bank', 1200],
    ]);
    expect(opened).toHaveBeenCalledTimes(2);
  });

  it('calls the file damaged when every opening fails', async () => {
    const opened = jest.spyOn(readerPrototype, Symbol.asyncIterator).mockImplementation(lostWorkbookPart);
    await expect(rowsOf(path)).rejects.toMatchObject({ ref: { id: 'VALIDATION_FAILED.importDamaged' } });
    expect(opened).toHaveBeenCalledTimes(3);
  });
});
