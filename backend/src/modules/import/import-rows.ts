import { Locale, translator } from '../../locales';
import { CellError, dateText, integerValue, numberText, textOf } from './cells';
import { headerIndex, ImportColumn, ImportKindSpec, normaliseHeader, spellings } from './import-kinds';
import { Sheet, SheetRow } from './spreadsheet';
import { DomainError } from '../../common/errors/domain-error';

/** At most this many rows to import in one file. */
export const MAX_IMPORT_ROWS = 100_000;

/** A data row read for a kind: values by field, typed for validation, and cells that could not be read. */
export interface ImportRow {
  /** The row number Excel shows (the CSV record number). */
  row: number;
  values: Record<string, string | number | null>;
  cellErrors: { field: string; message: string }[];
}

/** The sheet chosen for the kind and its header: which header text of the file names each field. */
export interface ImportTable {
  sheet: string;
  headers: Map<string, string>;
  rows: AsyncIterable<ImportRow>;
}

const TOTAL_LABELS = new Set(spellings(['label.total']));
/** Longer texts are never a totals label: most cells are not normalised to find out (it is per cell). */
const TOTAL_LABEL_LENGTH = Math.max(...[...TOTAL_LABELS].map((label) => label.length)) + 4;
const PARTNER_TYPES = new Map<string, number>([
  ...spellings(['partnerType.0']).map((label) => [label, 0] as [string, number]),
  ...spellings(['partnerType.1']).map((label) => [label, 1] as [string, number]),
]);

/**
 * Finds the first sheet whose header row (its first non-empty row) has every required column of the
 * kind, and streams its data rows: blank rows and an export's totals row skipped, at most
 * MAX_IMPORT_ROWS. A header with a gap (an empty or merged cell) or a repeated column is a 400, and so
 * is a file with no such sheet (naming the missing columns) or no data rows. The file stays open until
 * the rows are read to their end or left.
 */
export async function openTable(
  sheets: AsyncIterable<Sheet>,
  spec: ImportKindSpec,
  locale: Locale,
): Promise<ImportTable> {
  const workbook = sheets[Symbol.asyncIterator]();
  let table: ImportTable;
  try {
    // Leaving a for-await loop closes what it walks: the sheets are handed over without `return`, as
    // the chosen sheet's rows still stream from the file.
    table = await findTable(
      { [Symbol.asyncIterator]: () => ({ next: () => workbook.next() }) },
      spec,
      locale,
    );
  } catch (error) {
    await workbook.return?.();
    throw error;
  }
  return { ...table, rows: closingAfter(table.rows, workbook) };
}

async function* closingAfter<T>(rows: AsyncIterable<T>, file: AsyncIterator<unknown>): AsyncIterable<T> {
  try {
    yield* rows;
  } finally {
    await file.return?.();
  }
}

async function findTable(
  sheets: AsyncIterable<Sheet>,
  spec: ImportKindSpec,
  locale: Locale,
): Promise<ImportTable> {
  const index = headerIndex(spec);
  const t = translator(locale);
  let missing: string[] | null = null;
  let sawHeader = false;
  for await (const sheet of sheets) {
    const iterator = sheet.rows[Symbol.asyncIterator]();
    const header = await firstNonEmpty(iterator);
    if (!header) continue;
    sawHeader = true;
    const columns = mapHeader(sheet.name, header, index);
    const lacking = spec.columns
      .filter((column) => column.required && !columns.some((c) => c.column === column))
      .map((column) => t(column.header));
    if (lacking.length > 0) {
      if (missing === null || lacking.length < missing.length) missing = lacking;
      await drain(iterator);
      continue;
    }
    const headers = new Map(columns.map((c) => [c.column.field, c.text]));
    // Merges are known once the rows are read: a merged header cell is refused then (nothing is kept).
    const checkMerges = () => refuseMergedHeader(sheet, header.row, lastHeaderColumn(header));
    const first = await nextDataRow(iterator, spec, columns);
    if (!first) {
      checkMerges();
      throw new DomainError('VALIDATION_FAILED.importNoRows', { sheet: sheet.name });
    }
    return { sheet: sheet.name, headers, rows: dataRows(first, iterator, spec, columns, checkMerges) };
  }
  if (!sawHeader) throw new DomainError('VALIDATION_FAILED.importNoHeader');
  throw new DomainError('VALIDATION_FAILED.importMissingColumns', {
    kind: spec.kind,
    columns: missing!.map((h) => `"${h}"`).join(', '),
  });
}

interface HeaderColumn {
  /** 0-based position in the row. */
  position: number;
  column: ImportColumn;
  /** The header as written in the file. */
  text: string;
}

function mapHeader(sheet: string, header: SheetRow, index: Map<string, ImportColumn>): HeaderColumn[] {
  const texts = header.cells.map((cell) => safeText(cell));
  const columns: HeaderColumn[] = [];
  for (let i = 0; i < lastHeaderColumn(header); i++) {
    const text = texts[i];
    if (!text) throw headerGap(sheet, i);
    const column = index.get(normaliseHeader(text));
    if (!column) continue;
    const twin = columns.find((c) => c.column === column);
    if (twin) {
      throw new DomainError('VALIDATION_FAILED.importSameColumn', { first: twin.text, second: text, sheet });
    }
    columns.push({ position: i, column, text });
  }
  return columns;
}

/** The header's width: its last non-empty cell's column (1-based). */
function lastHeaderColumn(header: SheetRow): number {
  return header.cells.reduce<number>((at, cell, i) => (safeText(cell) ? i + 1 : at), 0);
}

function headerGap(sheet: string, position: number): DomainError {
  return new DomainError('VALIDATION_FAILED.importHeaderGap', {
    sheet,
    column: columnLetter(position),
  });
}

/**
 * A merged cell across columns of the header is refused like a gap, also where no header cell follows
 * it (a merge over the last columns). One that starts right of the header's last cell is ignored.
 */
function refuseMergedHeader(sheet: Sheet, headerRow: number, width: number): void {
  const merged = sheet.merges.find(
    (m) => m.top <= headerRow && headerRow <= m.bottom && m.right > m.left && m.left <= width,
  );
  // The merge's first cell holds its text: the next column is the one without a header of its own.
  if (merged) throw headerGap(sheet.name, merged.left);
}

async function* dataRows(
  first: ImportRow,
  iterator: AsyncIterator<SheetRow>,
  spec: ImportKindSpec,
  columns: HeaderColumn[],
  atEnd: () => void,
): AsyncIterable<ImportRow> {
  let count = 1;
  yield first;
  for (;;) {
    const next = await nextDataRow(iterator, spec, columns);
    if (!next) {
      atEnd();
      return;
    }
    if (++count > MAX_IMPORT_ROWS) {
      await iterator.return?.();
      throw new DomainError('VALIDATION_FAILED.importTooManyRows', {
        max: MAX_IMPORT_ROWS.toLocaleString('en-US'),
      });
    }
    yield next;
  }
}

/** The next row with a value in a column of the kind that is not an export's totals row. */
async function nextDataRow(
  iterator: AsyncIterator<SheetRow>,
  spec: ImportKindSpec,
  columns: HeaderColumn[],
): Promise<ImportRow | null> {
  for (;;) {
    const next = await iterator.next();
    if (next.done) return null;
    const row = readRow(next.value, columns);
    if (Object.values(row.values).every((v) => v === null) && row.cellErrors.length === 0) continue;
    if (isTotalsRow(row, spec)) continue;
    return row;
  }
}

function readRow(source: SheetRow, columns: HeaderColumn[]): ImportRow {
  const row: ImportRow = { row: source.row, values: {}, cellErrors: [] };
  for (const { position, column } of columns) {
    try {
      row.values[column.field] = convert(column, source.cells[position]);
    } catch (error) {
      if (!(error instanceof CellError)) throw error;
      row.values[column.field] = null;
      row.cellErrors.push({ field: column.field, message: error.message });
    }
  }
  return row;
}

function convert(column: ImportColumn, cell: unknown): string | number | null {
  switch (column.type) {
    case 'date':
      return dateText(cell);
    case 'integer':
      return integerValue(cell);
    case 'decimal':
      return numberText(cell);
    case 'partnerType': {
      const text = textOf(cell);
      if (text === null) return null;
      if (text === '0' || text === '1') return Number(text);
      return PARTNER_TYPES.get(normaliseHeader(text)) ?? text;
    }
    default:
      return textOf(cell);
  }
}

/**
 * The totals row of an export ("Total" in a text column, the other identifying columns empty): not a
 * record. A real row always has its required text and date columns filled.
 */
function isTotalsRow(row: ImportRow, spec: ImportKindSpec): boolean {
  const labelled = spec.columns.filter((c) => {
    const value = row.values[c.field];
    return (
      typeof value === 'string' &&
      value.length <= TOTAL_LABEL_LENGTH &&
      TOTAL_LABELS.has(normaliseHeader(value))
    );
  });
  if (labelled.length !== 1) return false;
  return spec.columns
    .filter((c) => c.required && c !== labelled[0] && (c.type === 'text' || c.type === 'date'))
    .every((c) => row.values[c.field] === null || row.values[c.field] === undefined);
}

async function firstNonEmpty(iterator: AsyncIterator<SheetRow>): Promise<SheetRow | null> {
  for (;;) {
    const next = await iterator.next();
    if (next.done) return null;
    if (next.value.cells.some((cell) => safeText(cell) !== null)) return next.value;
  }
}

async function drain(iterator: AsyncIterator<SheetRow>): Promise<void> {
  for (;;) if ((await iterator.next()).done) return;
}

function safeText(cell: unknown): string | null {
  try {
    return textOf(cell);
  } catch {
    return '#ERROR';
  }
}

export function columnLetter(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    letters = String.fromCharCode(65 + rem) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}
