import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { HttpException } from '@nestjs/common';
import { CodedMessageId, DomainError } from '../../common/errors/domain-error';
import { isSystemError } from '../../common/errors/system-error';

/** One row of a sheet as Excel numbers it (from 1), its cells from column A on (index 0). */
export interface SheetRow {
  row: number;
  cells: unknown[];
}

/** A range of merged cells, 1-based and inclusive. */
export interface MergedRange {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

/** One sheet of a file: its name and its rows, streamed. */
export interface Sheet {
  name: string;
  rows: AsyncIterable<SheetRow>;
  /**
   * The sheet's merged cells. An .xlsx writes them after the rows, so the list is complete only once
   * `rows` has been read to its end.
   */
  merges: MergedRange[];
}

export type SpreadsheetFormat = 'xlsx' | 'csv';

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** An OLE compound file: an encrypted (password-protected) workbook, or the old binary .xls. */
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

export const FILE_MESSAGES = {
  empty: 'VALIDATION_FAILED.importFileEmpty',
  protected: 'VALIDATION_FAILED.importFileProtected',
  notSpreadsheet: 'VALIDATION_FAILED.importNotSpreadsheet',
  damaged: 'VALIDATION_FAILED.importDamaged',
  badCsv: 'VALIDATION_FAILED.importBadCsv',
} as const;

/**
 * What kind of file this is, from its first bytes (the name only decides for text): an .xlsx (a zip),
 * CSV text, or a clear 400 for an empty file, a password-protected or .xls workbook, and anything else.
 */
export async function detectFormat(path: string, originalName: string): Promise<SpreadsheetFormat> {
  const handle = await open(path, 'r');
  let head: Buffer;
  try {
    const buffer = Buffer.alloc(4096);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    head = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  if (head.length === 0) throw new DomainError(FILE_MESSAGES.empty);
  if (head.subarray(0, 4).equals(ZIP)) return 'xlsx';
  if (head.subarray(0, 8).equals(OLE)) throw new DomainError(FILE_MESSAGES.protected);
  if (looksLikeText(head) && /\.(csv|txt)$/i.test(originalName)) return 'csv';
  throw new DomainError(FILE_MESSAGES.notSpreadsheet);
}

/** No NUL bytes and valid UTF-8 (a cut multi-byte character at the end of the sample allowed). */
function looksLikeText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  const decoded = new TextDecoder('utf-8', { fatal: false }).decode(head);
  const replaced = (decoded.match(/\uFFFD/g) ?? []).length;
  return replaced <= 1;
}

/** The sheets of the file, each streamed row by row: never the whole workbook in memory. */
export function readSheets(path: string, format: SpreadsheetFormat): AsyncIterable<Sheet> {
  return format === 'xlsx' ? xlsxSheets(path) : csvSheets(path);
}

/**
 * exceljs's streaming WorkbookReader: rows arrive as the XML is parsed (shared strings and styles are
 * cached, the latter so that date cells arrive as dates). Failures of the reader itself (a damaged zip,
 * broken XML) become a 400; errors of the code consuming the rows pass through untouched.
 */
async function* xlsxSheets(path: string): AsyncIterable<Sheet> {
  const worksheets = guarded(worksheetsOf(path), FILE_MESSAGES.damaged);
  for await (const worksheet of worksheets) {
    const merges: MergedRange[] = [];
    watchMerges(worksheet, merges);
    yield {
      name: worksheet.name ?? `Sheet${worksheet.id}`,
      rows: mapRows(guarded(worksheet, FILE_MESSAGES.damaged)),
      merges,
    };
  }
}

/** How many times a workbook is opened when its reader fails before the first sheet. */
const XLSX_OPENINGS = 3;

/**
 * The workbook's sheets. exceljs 4.4's reader now and then loses a part of a sound file while it unzips
 * it and fails before the first sheet ("Cannot read properties of undefined (reading 'sheets')": 11 of
 * 4,000 reads of one small workbook written by exceljs itself, every other read right, never a wrong
 * value). Nothing has been read by then, so the file is opened again, up to XLSX_OPENINGS times; a damaged
 * file fails every time.
 */
async function* worksheetsOf(path: string): AsyncIterable<WorksheetLike> {
  const { default: excel } = await import('exceljs');
  for (let opening = 1; ; opening++) {
    const file = createReadStream(path);
    const reader = new excel.stream.xlsx.WorkbookReader(file, {
      worksheets: 'emit',
      sharedStrings: 'cache',
      styles: 'cache',
      hyperlinks: 'ignore',
      entries: 'ignore',
    });
    const sheets = (reader as unknown as AsyncIterable<WorksheetLike>)[Symbol.asyncIterator]();
    let first: IteratorResult<WorksheetLike>;
    try {
      first = await sheets.next();
    } catch (error) {
      // This opening is given up: a late error of its stream (the upload may be gone by then) is nobody's.
      file.on('error', () => undefined).destroy();
      if (opening < XLSX_OPENINGS && !isSystemError(error)) continue;
      throw error;
    }
    try {
      if (first.done) return;
      yield first.value;
      yield* { [Symbol.asyncIterator]: () => sheets };
      return;
    } finally {
      file.destroy();
    }
  }
}

interface WorksheetLike extends AsyncIterable<{ number: number; values: unknown[] }> {
  id: number | string;
  name?: string;
  /** The sheet's XML as it is read from the zip, which the reader parses once its rows are asked for. */
  iterator: AsyncIterable<Buffer | string>;
}

const MERGE_CELL = /<(?:\w+:)?mergeCell\b[^>]*?\bref="\$?([A-Z]+)\$?(\d+):\$?([A-Z]+)\$?(\d+)"/g;

/**
 * exceljs's streaming reader skips `<mergeCell>`: the sheet's XML is watched on its way to the reader's
 * parser and each merged range is added to `found` (a tail of each chunk is kept for a tag cut in two).
 */
function watchMerges(worksheet: WorksheetLike, found: MergedRange[]): void {
  const source = worksheet.iterator;
  worksheet.iterator = (async function* () {
    let tail = '';
    for await (const chunk of source) {
      const text = tail + (typeof chunk === 'string' ? chunk : chunk.toString('latin1'));
      let consumed = 0;
      for (const m of text.matchAll(MERGE_CELL)) {
        found.push({
          left: columnNumber(m[1]),
          top: Number(m[2]),
          right: columnNumber(m[3]),
          bottom: Number(m[4]),
        });
        consumed = m.index + m[0].length;
      }
      tail = text.slice(Math.max(consumed, text.length - 200));
      yield chunk;
    }
  })();
}

/** A column's number from its letters: A → 1, Z → 26, AA → 27. */
function columnNumber(letters: string): number {
  return [...letters].reduce((n, letter) => n * 26 + letter.charCodeAt(0) - 64, 0);
}

async function* mapRows(rows: AsyncIterable<{ number: number; values: unknown[] }>): AsyncIterable<SheetRow> {
  for await (const row of rows) {
    // row.values is 1-based (index 0 unused) and sparse.
    const values = Array.isArray(row.values) ? row.values : [];
    yield { row: row.number, cells: Array.from(values.slice(1)) };
  }
}

/** A CSV file is one sheet; the delimiter (comma, semicolon or tab) is the most frequent in line 1. */
async function* csvSheets(path: string): AsyncIterable<Sheet> {
  const delimiter = await sniffDelimiter(path);
  const { parse } = await import('csv-parse');
  const parser = createReadStream(path).pipe(
    parse({ bom: true, delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: false }),
  );
  yield {
    name: 'CSV',
    rows: csvRows(guarded(parser as AsyncIterable<string[]>, FILE_MESSAGES.badCsv)),
    merges: [],
  };
}

async function* csvRows(records: AsyncIterable<string[]>): AsyncIterable<SheetRow> {
  let row = 0;
  for await (const cells of records) yield { row: ++row, cells };
}

async function sniffDelimiter(path: string): Promise<string> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(4096);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const line = buffer.subarray(0, bytesRead).toString('utf8').split(/\r?\n/)[0];
    const count = (char: string) => line.split(char).length - 1;
    return [',', ';', '\t'].reduce((best, char) => (count(char) > count(best) ? char : best), ',');
  } finally {
    await handle.close();
  }
}

/**
 * Iterates `source`, turning its own failures into a 400 with `message`. A failure of the code that
 * consumes the values is not caught here: a consumer's exception ends a generator through return(),
 * which runs no catch block.
 */
async function* guarded<T>(source: AsyncIterable<T>, message: CodedMessageId): AsyncIterable<T> {
  const iterator = source[Symbol.asyncIterator]();
  let finished = false;
  try {
    for (;;) {
      let next: IteratorResult<T>;
      try {
        next = await iterator.next();
      } catch (error) {
        finished = true;
        if (error instanceof HttpException) throw error;
        throw new DomainError(message);
      }
      if (next.done) {
        finished = true;
        return;
      }
      yield next.value;
    }
  } finally {
    // A consumer that stops early (an error, a limit) closes the file behind the reader.
    if (!finished) await iterator.return?.();
  }
}
