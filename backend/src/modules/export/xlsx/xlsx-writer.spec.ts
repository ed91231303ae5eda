import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { cellValue, XlsxWriter } from './xlsx-writer';

async function roundTrip(write: (xlsx: XlsxWriter) => Promise<void>): Promise<ExcelJS.Workbook> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const xlsx = await XlsxWriter.create(out);
  await write(xlsx);
  await xlsx.finish();
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return book;
}

describe('cellValue', () => {
  it('keeps text as text, whatever it starts with', () => {
    for (const text of ['=1+2', '+SUM(A1)', '-2', '@cmd', '=HYPERLINK("http://x")']) {
      expect(cellValue('longText', text)).toBe(text);
    }
  });

  it('turns numeric text into numbers and YYYY-MM-DD into UTC dates', () => {
    expect(cellValue('total', '82.470')).toBe(82.47);
    expect(cellValue('unitPrice', 4.1235)).toBe(4.1235);
    expect(cellValue('date', '2025-02-28')).toEqual(new Date(Date.UTC(2025, 1, 28)));
    expect(cellValue('money', null)).toBeNull();
    expect(cellValue('text', '')).toBeNull();
  });

  it('refuses a value that does not fit the column', () => {
    expect(() => cellValue('money', 'abc')).toThrow('not a number');
    expect(() => cellValue('date', '28/02/2025')).toThrow('not a YYYY-MM-DD date');
  });
});

describe('XlsxWriter', () => {
  it('writes typed tables with a frozen bold header, an autofilter over the data and a totals row', async () => {
    const book = await roundTrip(async (xlsx) => {
      const sheet = await xlsx.table('Lines', [
        { header: 'Date', kind: 'date' },
        { header: 'Remark', kind: 'longText' },
        { header: 'Total', kind: 'total' },
      ]);
      sheet.add(['2025-02-05', '=1+2', '82.470']);
      sheet.add(['2025-02-06', '@cmd', 10]);
      sheet.total(['Total', null, 92.47]);
      const second = await xlsx.table('Lines', [
        { header: 'Item', kind: 'text' },
        { header: 'Value', kind: 'text' },
      ]);
      second.add(['Period', { kind: 'date', value: '2025-02-01' }]);
    });
    expect(book.worksheets.map((s) => s.name)).toEqual(['Lines', 'Lines (2)']);
    const sheet = book.worksheets[0];
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.autoFilter).toBe('A1:C3');
    expect(sheet.getCell('A2').value).toEqual(new Date(Date.UTC(2025, 1, 5)));
    expect(sheet.getCell('A2').numFmt).toBe('yyyy-mm-dd');
    expect(sheet.getCell('B2').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell('B2').value).toBe('=1+2');
    expect(sheet.getCell('B2').formula).toBeUndefined();
    expect(sheet.getCell('C2').value).toBe(82.47);
    expect(sheet.getCell('C2').numFmt).toBe('#,##0.000');
    expect(sheet.getCell('A4').value).toBe('Total');
    expect(sheet.getCell('C4').font?.bold).toBe(true);
    expect(book.worksheets[1].getCell('B2').value).toEqual(new Date(Date.UTC(2025, 1, 1)));
  });

  it('keeps control characters: a workbook read back holds the text as it was', async () => {
    const texts = [
      'bell\u0007 and nul\u0000 and unit separator\u001f and delete\u007f',
      'tab\tnew line\ncarriage return\r',
      'looks escaped: _x0041_ and _x005F_',
      'plain text',
    ];
    const book = await roundTrip(async (xlsx) => {
      const sheet = await xlsx.table('Texts', [{ header: 'Remark', kind: 'longText' }]);
      for (const text of texts) sheet.add([text]);
    });
    const sheet = book.worksheets[0];
    const stored = texts.map((_, i) => String(sheet.getCell(`A${i + 2}`).value));
    expect(stored[0]).toBe('bell_x0007_ and nul_x0000_ and unit separator_x001F_ and delete_x007F_');
    // What Excel shows: each _xHHHH_ read as its character (ECMA-376 ST_Xstring).
    const shown = stored.map((text) =>
      text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );
    expect(shown).toEqual(texts);
  });
});
