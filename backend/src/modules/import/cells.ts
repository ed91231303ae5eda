import { isValidDateOnly } from '../../common/dates';

/** A cell that cannot be read as a value (an Excel error such as #N/A). */
export class CellError extends Error {}

/** Excel's day 0 in the 1900 date system (1899-12-30, which absorbs Excel's 1900 leap-year bug). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

/**
 * A cell's own value: the result of a formula, the text of rich text or a hyperlink; null when empty.
 * Values come from exceljs's streaming reader (numbers, strings, booleans, Dates, objects) or from CSV
 * (strings).
 */
export function plainValue(raw: unknown): string | number | boolean | Date | null {
  if (raw === null || raw === undefined) return null;
  if (typeof raw === 'string') {
    // PostgreSQL text cannot hold it: no field could store it or find what it names.
    if (raw.includes('\u0000')) throw new CellError('the cell must not contain NUL characters (\\u0000)');
    return raw.trim() === '' ? null : raw;
  }
  if (typeof raw === 'number' || typeof raw === 'boolean' || raw instanceof Date) return raw;
  if (typeof raw === 'object') {
    const cell = raw as Record<string, unknown>;
    if ('error' in cell) throw new CellError(`the cell holds the error ${String(cell.error)}`);
    if ('formula' in cell || 'sharedFormula' in cell) return plainValue(cell.result);
    if (Array.isArray(cell.richText)) {
      return plainValue((cell.richText as { text?: string }[]).map((part) => part.text ?? '').join(''));
    }
    if ('text' in cell) return plainValue(cell.text);
  }
  return plainValue(String(raw));
}

/** A number in plain decimal notation, with at most 15 significant digits (what Excel keeps). */
export function plainNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const rounded = Number(value.toPrecision(15));
  const text = String(rounded);
  if (!/e/i.test(text)) return text;
  return rounded.toFixed(20).replace(/\.?0+$/, '');
}

/** Text: numbers in plain notation, dates as YYYY-MM-DD, booleans as TRUE/FALSE. */
export function textOf(raw: unknown): string | null {
  const value = plainValue(raw);
  if (value === null) return null;
  if (typeof value === 'number') return plainNumber(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return isoDay(value);
  return value.trim();
}

/**
 * A number as the API takes it (decimal text): a number cell, or text such as " 1,234.50 " (spaces and
 * thousands separators dropped, full-width digits read). Anything else is handed on as it is, for the
 * API's validation to refuse with its own message.
 */
export function numberText(raw: unknown): string | null {
  const value = plainValue(raw);
  if (value === null) return null;
  if (typeof value === 'number') return plainNumber(value);
  const text = textOf(value)!.normalize('NFKC').replace(/\s+/g, '');
  if (/^[-+]?\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) return text.replace(/,/g, '').replace(/^\+/, '');
  return text.replace(/^\+/, '');
}

/** A whole number as a JS number when it is one; otherwise the text, for validation to refuse. */
export function integerValue(raw: unknown): number | string | null {
  const text = numberText(raw);
  if (text === null) return null;
  return /^-?\d{1,15}(\.0+)?$/.test(text) ? Number(text) : text;
}

/**
 * A date as YYYY-MM-DD: an Excel date cell, a serial day number (a date typed into a cell formatted as a
 * number, or a formula's result), or text in year-month-day order (2025-03-05, 2025/3/5, 2025.03.05,
 * 20250305, 2025年3月5日, with or without a time). Other text is handed on for validation to refuse.
 */
export function dateText(raw: unknown): string | null {
  const value = plainValue(raw);
  if (value === null) return null;
  if (value instanceof Date) return isoDay(value);
  if (typeof value === 'number') {
    if (value >= 1 && value < 2_958_466) return isoDay(new Date(EXCEL_EPOCH + Math.floor(value) * DAY_MS));
    return plainNumber(value);
  }
  const text = String(value).normalize('NFKC').trim();
  const match =
    /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z?)?$/.exec(text) ??
    /^(\d{4})年(\d{1,2})月(\d{1,2})日$/.exec(text) ??
    /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (!match) return text;
  const day = `${match[1]}-${match[2].padStart(2, '0')}-${match[3].padStart(2, '0')}`;
  return isValidDateOnly(day) ? day : text;
}

/** The calendar day of a Date as exceljs gives it (Excel dates carry no time zone: read in UTC). */
function isoDay(date: Date): string {
  // A time of day of 23:59:59.9 from floating point rounds to the next day, as Excel shows it.
  const rounded = new Date(Math.round(date.getTime() / 1000) * 1000);
  return rounded.toISOString().slice(0, 10);
}
