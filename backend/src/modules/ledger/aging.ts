import Decimal from 'decimal.js';
import { daysBetween } from '../../common/dates';

/**
 * Aging buckets and the settlement rule, as plain functions: AgingQueries splits each
 * balance over the buckets in SQL; `openAmounts` places an opening balance dated inside the window.
 *
 * Edges are days overdue: [30, 60, 90] gives current (not yet due), 1-30, 31-60, 61-90 and 90+.
 */
export const DEFAULT_AGING_EDGES: readonly number[] = [30, 60, 90];
/** At most this many edges (so at most 10 buckets: a table still fits a page). */
export const MAX_AGING_EDGES = 8;
/** An edge above ten years is a typo (payment terms stop there too). */
export const MAX_AGING_DAYS = 3650;

/** `30,60,90` (already validated by the DTO) → [30, 60, 90]; empty or absent → the default. */
export function agingEdges(text: string | null | undefined): number[] {
  if (!text || !text.trim()) return [...DEFAULT_AGING_EDGES];
  return text.split(',').map((part) => Number(part.trim()));
}

export type AgingEdgesProblem = 'format' | 'range' | 'order' | 'count';

/** What is wrong with a `buckets` text, or null when it is a usable list of edges. */
export function agingEdgesProblem(text: string): AgingEdgesProblem | null {
  if (!/^\s*\d{1,6}(\s*,\s*\d{1,6})*\s*$/.test(text)) return 'format';
  const edges = agingEdges(text);
  if (edges.some((edge) => edge < 1 || edge > MAX_AGING_DAYS)) return 'range';
  if (edges.some((edge, i) => i > 0 && edge <= edges[i - 1])) return 'order';
  if (edges.length > MAX_AGING_EDGES) return 'count';
  return null;
}

/** ['current', '1-30', '31-60', '61-90', '90+'] for [30, 60, 90]. */
export function agingLabels(edges: readonly number[]): string[] {
  return [
    'current',
    ...edges.map((edge, i) => `${i === 0 ? 1 : edges[i - 1] + 1}-${edge}`),
    `${edges[edges.length - 1]}+`,
  ];
}

/** The bucket of an item `daysOverdue` days past its due date (≤ 0: not yet due, `current`). */
export function bucketOf(daysOverdue: number, edges: readonly number[]): number {
  return daysOverdue <= 0 ? 0 : 1 + edges.filter((edge) => daysOverdue > edge).length;
}

/**
 * One partner's aging as AgingQueries reads it (decimal texts). The rule: charges (records, negative
 * payments, a positive opening balance) are settled by credits (payments, returns, a negative opening
 * balance) oldest first, the opening balance being the oldest of all; so what is open is the newest
 * charges whose sum covers the balance. A balance of 0 or below (a credit) is all `current`.
 */
export interface AgingFigures {
  /** Balance as of the date: records, returns, payments and an opening balance dated on or before it. */
  balance: string;
  /** Payment terms in days (0 when unset). */
  terms: number;
  /**
   * The balance split over the buckets by the query, taking the newest charges (the opening balance
   * aside) first: bucket k holds min(Σ charges at most edge k days overdue, balance) less what the
   * newer buckets hold, and the last bucket whatever they do not cover. Adds up to the balance.
   */
  amounts: string[];
  /** The opening balance (a charge when > 0) and its date; null when the partner has none. */
  opening: { amount: string; date: string } | null;
  /**
   * Σ charges more than edges[last] days overdue, the opening balance aside. Read only when it matters:
   * the last bucket holds part of the balance and a positive opening balance is at most edges[last]
   * days overdue, so the opening balance, older than those charges, may be open in an earlier bucket.
   */
  older: string | null;
}

/**
 * The final amounts: the query's, with the open part of an opening balance moved from the last bucket
 * to its own where `older` says it is open (the part of the last bucket that older charges do not
 * cover). Still adds up to the balance exactly.
 */
export function openAmounts(figures: AgingFigures, asOf: string, edges: readonly number[]): string[] {
  const { amounts, opening, older } = figures;
  if (older === null || !opening) return amounts;
  const last = amounts.length - 1;
  const openingOpen = Decimal.max(0, new Decimal(amounts[last]).minus(older));
  if (openingOpen.isZero()) return amounts;
  const bucket = bucketOf(daysBetween(opening.date, asOf) - figures.terms, edges);
  const result = [...amounts];
  result[last] = new Decimal(amounts[last]).minus(openingOpen).toString();
  result[bucket] = new Decimal(result[bucket]).plus(openingOpen).toString();
  return result;
}
