import dayjs from 'dayjs';
import { AMOUNT_DECIMALS, TOTAL_PRICE_DECIMALS, roundTo } from './money';

/** Dates show as YYYY-MM-DD. */
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const CURRENCY = '¥';

const groupers = new Map<number, Intl.NumberFormat>();

function grouper(decimals: number): Intl.NumberFormat {
  let format = groupers.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    groupers.set(decimals, format);
  }
  return format;
}

/** 1234.5 → '1,234.50' (thousands grouping, fixed decimals). */
export function formatNumber(value: number | null | undefined, decimals = 2): string {
  const number = Number(value ?? 0);
  return grouper(decimals).format(Number.isFinite(number) ? number : 0);
}

/** 1234.5 → '¥1,234.50'; -3 → '-¥3.00'. */
export function formatMoney(value: number | null | undefined, decimals = 2): string {
  const number = Number(value ?? 0);
  const rounded = roundTo(Number.isFinite(number) ? number : 0, decimals) || 0;
  return rounded < 0
    ? `-${CURRENCY}${formatNumber(-rounded, decimals)}`
    : `${CURRENCY}${formatNumber(rounded, decimals)}`;
}

/** Any date or timestamp the server sends, as YYYY-MM-DD; empty stays empty. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.format(DATE_FORMAT) : value;
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const parsed = dayjs(value);
  if (!parsed.isValid()) return value;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : parsed.format(DATE_TIME_FORMAT);
}

/** 12.345 → '12.35%'. */
export function formatPercent(value: number | null | undefined, decimals = 2): string {
  return `${formatNumber(roundTo(Number(value ?? 0), decimals), decimals)}%`;
}

/** A typed text as it is saved: trimmed, and null when nothing is left. */
export const plainText = (value?: string): string | null => value?.trim() || null;

export const today = (): string => dayjs().format(DATE_FORMAT);

/** A form date value (a dayjs object or a string) as YYYY-MM-DD; empty when unset or invalid. */
export function toDateString(value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const parsed = dayjs(value as string);
  return parsed.isValid() ? parsed.format(DATE_FORMAT) : undefined;
}

/**
 * A total (kept to 3 decimals) shown like every other amount, with 2 decimals; the third only when it is
 * not 0, so that nothing is hidden: ¥768.50, but ¥1.235.
 */
export function formatTotal(value: number | null | undefined): string {
  const number = Number(value ?? 0);
  const exact = roundTo(number, AMOUNT_DECIMALS) === roundTo(number, TOTAL_PRICE_DECIMALS);
  return formatMoney(number, exact ? AMOUNT_DECIMALS : TOTAL_PRICE_DECIMALS);
}

/** Non-empty parts joined by a middle dot: a contact line such as 'address · phone · email'. */
export function joinParts(parts: readonly (string | null | undefined)[]): string {
  return parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' · ');
}
