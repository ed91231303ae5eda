import { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { SheetNames } from './sheet-names';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * What a column holds; decides the cell type, the number format and the default width.
 * Numbers: unit prices 4 decimals, totals 3, money 2, all with thousands grouping.
 */
export type ColumnKind =
  | 'id'
  | 'code'
  | 'text'
  | 'name'
  | 'longText'
  | 'date'
  | 'quantity'
  | 'unitPrice'
  | 'total'
  | 'money'
  | 'percent';

const KINDS: Record<ColumnKind, { width: number; numFmt?: string; numeric?: boolean; date?: boolean }> = {
  id: { width: 8, numFmt: '0', numeric: true },
  code: { width: 14 },
  text: { width: 16 },
  name: { width: 26 },
  longText: { width: 40 },
  date: { width: 13, numFmt: 'yyyy-mm-dd', date: true },
  quantity: { width: 11, numFmt: '#,##0', numeric: true },
  unitPrice: { width: 14, numFmt: '#,##0.0000', numeric: true },
  total: { width: 16, numFmt: '#,##0.000', numeric: true },
  money: { width: 16, numFmt: '#,##0.00', numeric: true },
  percent: { width: 13, numFmt: '0.00', numeric: true },
};

export interface ColumnSpec {
  header: string;
  kind: ColumnKind;
  width?: number;
}

/** A value for a cell of the column's kind, or an explicit kind (two-column "item / value" sheets). */
export type CellInput =
  string | number | null | undefined | { kind: ColumnKind; value: string | number | null };

const BORDER_COLOUR = { argb: 'FF9E9E9E' };
const HEADER_FONT: Partial<ExcelJS.Font> = { bold: true };
const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF7' } };
const HEADER_BORDER: Partial<ExcelJS.Borders> = { bottom: { style: 'thin', color: BORDER_COLOUR } };
const TOTAL_BORDER: Partial<ExcelJS.Borders> = { top: { style: 'thin', color: BORDER_COLOUR } };

type RowStyle = 'normal' | 'bold' | 'total';

/**
 * One style object per (kind, row style), shared by every cell: exceljs caches style ids by object
 * identity, which keeps a 200,000-row export from serialising a style per cell.
 */
const STYLES = new Map<string, Partial<ExcelJS.Style>>();
function styleOf(kind: ColumnKind, rowStyle: RowStyle | 'header'): Partial<ExcelJS.Style> {
  const key = `${kind}:${rowStyle}`;
  let style = STYLES.get(key);
  if (!style) {
    const numFmt = rowStyle === 'header' ? undefined : KINDS[kind].numFmt;
    style = {
      ...(numFmt ? { numFmt } : {}),
      ...(rowStyle === 'header'
        ? {
            font: HEADER_FONT,
            fill: HEADER_FILL,
            border: HEADER_BORDER,
            alignment: { vertical: 'middle', wrapText: true },
          }
        : {}),
      ...(rowStyle === 'bold' ? { font: HEADER_FONT } : {}),
      ...(rowStyle === 'total' ? { font: HEADER_FONT, border: TOTAL_BORDER } : {}),
      ...(kind === 'longText' && rowStyle !== 'header'
        ? { alignment: { vertical: 'top', wrapText: false } }
        : {}),
    };
    STYLES.set(key, style);
  }
  return style;
}

/** Raised when the client went away during an export: stop reading, nothing to answer. */
export class ExportAborted extends Error {
  constructor() {
    super('the client closed the connection during the export');
  }
}

export interface TableOptions {
  /** Printed at the top of every page (the sheet's title when printed or turned into a PDF). */
  printTitle?: string;
  /** Landscape, fitted to the page width; the default for wide tables. */
  landscape?: boolean;
}

/**
 * A streamed .xlsx answer: exceljs's streaming WorkbookWriter with inline strings (no shared-string
 * table held in memory), written sheet after sheet into the response. Every sheet is a table: header in
 * row 1 (bold, frozen, with an autofilter over the data), typed cells, an optional totals row.
 */
export class XlsxWriter {
  private readonly names = new SheetNames();
  private open: TableSheet | null = null;
  private closed = false;

  /**
   * exceljs and its zip libraries are ~450 modules (~0.3 s to load, a sixth of the server's start):
   * loaded by the first export rather than at start.
   */
  static async create(out: Writable): Promise<XlsxWriter> {
    const { default: excel } = await import('exceljs');
    const book = new excel.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
      zip: { zlib: { level: 6 } },
    });
    book.creator = 'Tradebook';
    book.created = new Date();
    return new XlsxWriter(out, book);
  }

  private constructor(
    private readonly out: Writable,
    private readonly book: ExcelJS.stream.xlsx.WorkbookWriter,
  ) {
    out.once('close', () => {
      this.closed = true;
    });
  }

  /** Starts a new sheet (the previous one is committed first). The name is made valid and unique. */
  async table(name: string, columns: ColumnSpec[], options: TableOptions = {}): Promise<TableSheet> {
    await this.commitOpen();
    const sheetName = this.names.allocate(name);
    const worksheet = this.book.addWorksheet(sheetName, {
      views: [{ state: 'frozen', xSplit: 0, ySplit: 1, topLeftCell: 'A2', activeCell: 'A2' }],
      pageSetup: {
        orientation: options.landscape === false ? 'portrait' : 'landscape',
        paperSize: 9,
        fitToPage: true,
        fitToWidth: 1,
        fitToHeight: 0,
        margins: { left: 0.4, right: 0.4, top: 0.6, bottom: 0.6, header: 0.3, footer: 0.3 },
      },
      headerFooter: {
        oddHeader: options.printTitle ? `&L&B${escapeHeaderText(options.printTitle)}` : undefined,
        oddFooter: '&R&P / &N',
      },
    });
    worksheet.columns = columns.map((column, index) => ({
      key: `c${index}`,
      width: column.width ?? widthFor(column),
    }));
    const sheet = new TableSheet(worksheet, columns, this);
    this.open = sheet;
    return sheet;
  }

  /** Commits the last sheet and the workbook; resolves when the response has been written. */
  async finish(): Promise<void> {
    await this.commitOpen();
    await this.book.commit();
  }

  /**
   * Waits while the compressor or the response has a backlog, so neither a slow client nor a slow
   * compressor makes the server buffer the file; fails with ExportAborted once the client has gone.
   * Then yields once, so other requests are answered between rows.
   */
  async breathe(): Promise<void> {
    for (;;) {
      if (this.closed || this.out.destroyed) throw new ExportAborted();
      const compressor = this.open?.compressorInput();
      if (compressor && isBackedUp(compressor)) await drainOf(compressor, this.out);
      else if (this.out.writableNeedDrain) await drainOf(this.out, this.out);
      else break;
    }
    await new Promise<void>((resolve) => setImmediate(resolve));
  }

  private async commitOpen(): Promise<void> {
    if (this.open) {
      this.open.commit();
      this.open = null;
      await this.breathe();
    }
  }
}

export class TableSheet {
  private rowCount = 1;
  private lastDataRow = 1;
  private readonly kinds: ColumnKind[];
  private readonly styles: Record<RowStyle, Partial<ExcelJS.Style>[]>;

  constructor(
    private readonly worksheet: ExcelJS.Worksheet,
    columns: ColumnSpec[],
    private readonly writer: XlsxWriter,
  ) {
    this.kinds = columns.map((column) => column.kind);
    this.styles = {
      normal: this.kinds.map((kind) => styleOf(kind, 'normal')),
      bold: this.kinds.map((kind) => styleOf(kind, 'bold')),
      total: this.kinds.map((kind) => styleOf(kind, 'total')),
    };
    const header = worksheet.addRow(columns.map((column) => column.header));
    header.height = 30;
    columns.forEach((column, index) => {
      header.getCell(index + 1).style = styleOf(column.kind, 'header');
    });
    header.commit();
  }

  /** Number of rows written, header included. */
  get rows(): number {
    return this.rowCount;
  }

  /** A data row: counted in the autofilter range. */
  add(values: CellInput[], style: 'normal' | 'bold' = 'normal'): void {
    this.write(values, style);
    this.lastDataRow = this.rowCount;
  }

  /** A totals (or closing) row under the data: bold with a rule above, outside the autofilter range. */
  total(values: CellInput[]): void {
    this.write(values, 'total');
  }

  /** A row outside the table (a note, a signature line): plain, outside the autofilter range. */
  note(values: CellInput[]): void {
    this.write(values, 'normal');
  }

  /** See XlsxWriter.breathe: call every few hundred rows. */
  breathe(): Promise<void> {
    return this.writer.breathe();
  }

  /**
   * Where this sheet's XML enters the zip compressor. exceljs writes a sheet into the compressor's
   * input stream without waiting for it (its buffer stream ignores backpressure), so without a look at
   * that queue a fast database would pile the uncompressed sheet up in memory. Internal to exceljs 4
   * (a readable-stream PassThrough made by archiver): when the shape is not there (another version),
   * only the response's own backpressure applies.
   */
  compressorInput(): WriteQueue | undefined {
    const stream = (this.worksheet as unknown as { _stream?: { pipes?: unknown[] } })._stream;
    const target = stream?.pipes?.[0] as WriteQueue | undefined;
    return target && typeof target.on === 'function' && queuedBytes(target) !== undefined
      ? target
      : undefined;
  }

  commit(): void {
    const lastColumn = columnLetter(this.kinds.length);
    this.worksheet.autoFilter = `A1:${lastColumn}${this.lastDataRow}`;
    this.worksheet.commit();
  }

  private write(values: CellInput[], style: RowStyle): void {
    const row = this.worksheet.addRow([]);
    this.rowCount++;
    this.kinds.forEach((columnKind, index) => {
      const input = values[index];
      const explicit = input !== null && typeof input === 'object';
      // A totals row may put its label ("Total") in a date or number column.
      const label = style === 'total' && typeof input === 'string' && !fitsKind(columnKind, input);
      const kind = explicit ? input.kind : label ? 'text' : columnKind;
      const value = cellValue(kind, explicit ? input.value : input);
      if (value === null && style === 'normal') return;
      const cell = row.getCell(index + 1);
      if (value !== null) cell.value = value;
      cell.style = kind === columnKind ? this.styles[style][index] : styleOf(kind, style);
    });
    row.commit();
  }
}

/**
 * The typed value of a cell. Text stays a JS string, which exceljs writes as a string cell: a remark
 * such as "=1+2" or "@SUM(A1)" is never a formula (formulas are only written from {formula} objects,
 * which this module never builds). Control characters are kept (see keepControlCharacters).
 */
export function cellValue(
  kind: ColumnKind,
  input: string | number | null | undefined,
): string | number | Date | null {
  if (input === null || input === undefined || input === '') return null;
  const spec = KINDS[kind];
  if (spec.date) return toExcelDate(String(input));
  if (spec.numeric) {
    const number = typeof input === 'number' ? input : Number(input);
    if (!Number.isFinite(number)) throw new Error(`not a number for a ${kind} cell: ${String(input)}`);
    return number;
  }
  return keepControlCharacters(String(input));
}

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/**
 * XML cannot hold most control characters, and exceljs drops them silently (and a carriage return
 * would be read back as a line feed), which would change the data unannounced. The workbook format
 * has an escape for them, `_xHHHH_` (ECMA-376 ST_Xstring), which Excel and LibreOffice show as the
 * character: they are written that way, and a text that already holds such a sequence has its
 * underscore escaped (`_x005F_`) so that it reads back as itself. Tab and line feed need no escape.
 */
export function keepControlCharacters(text: string): string {
  CONTROL_CHARACTER.lastIndex = 0;
  if (!CONTROL_CHARACTER.test(text) && !/_x[0-9a-fA-F]{4}_/.test(text)) return text;
  return text
    .replace(/_(?=x[0-9a-fA-F]{4}_)/g, '_x005F_')
    .replace(
      CONTROL_CHARACTER,
      (char) => `_x${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`,
    );
}

function fitsKind(kind: ColumnKind, text: string): boolean {
  if (KINDS[kind].date) return /^\d{4}-\d{2}-\d{2}/.test(text);
  if (KINDS[kind].numeric) return Number.isFinite(Number(text));
  return true;
}

/** YYYY-MM-DD as a date cell: exceljs converts from UTC, so midnight UTC is the calendar day itself. */
function toExcelDate(value: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) throw new Error(`not a YYYY-MM-DD date: ${value}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/** Wide enough for the header (CJK characters count double) and the kind's usual content. */
function widthFor(column: ColumnSpec): number {
  let headerWidth = 0;
  for (const char of column.header)
    headerWidth += /[\u1100-\u11ff\u2e80-\ua4cf\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/.test(char) ? 2 : 1;
  return Math.min(60, Math.max(KINDS[column.kind].width, headerWidth + 2));
}

function columnLetter(index: number): string {
  let letters = '';
  for (let n = index; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** A writable stream of node's or of the readable-stream package (which has no writableLength). */
interface WriteQueue {
  on(event: string, listener: () => void): unknown;
  off(event: string, listener: () => void): unknown;
  writableLength?: number;
  writableHighWaterMark?: number;
  _writableState?: { length?: number; highWaterMark?: number };
}

function queuedBytes(stream: WriteQueue): number | undefined {
  return stream.writableLength ?? stream._writableState?.length;
}

function isBackedUp(stream: WriteQueue): boolean {
  const highWaterMark = stream.writableHighWaterMark ?? stream._writableState?.highWaterMark ?? 16384;
  return (queuedBytes(stream) ?? 0) > highWaterMark;
}

/** Resolves when `stream` drains, closes or fails, or when the response closes; removes its listeners. */
function drainOf(stream: WriteQueue, response: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const event of ['drain', 'close', 'error']) stream.off(event, done);
      response.off('close', done);
      resolve();
    };
    for (const event of ['drain', 'close', 'error']) stream.on(event, done);
    response.on('close', done);
  });
}

/** `&` starts a code in Excel's page header language. */
function escapeHeaderText(text: string): string {
  return text.replace(/&/g, '&&');
}
