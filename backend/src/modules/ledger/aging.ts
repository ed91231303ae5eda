import Decimal from 'decimal.js';
import { daysBetween } from '../../common/dates';

/**
 * Aging buckets and the settlement rule (EXTENSIONS E6), as plain functions: the SQL in AgingQueries
 * sums the open charges of the recent window per bucket; `openAmounts` places the rest and checks that
 * a row adds up to its balance.
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

/** One partner's figures as AgingQueries reads them (decimal texts). */
export interface AgingFigures {
  /** Balance as of the date: records, returns, payments and an opening balance dated on or before it. */
  balance: string;
  /** Payment terms in days (0 when unset). */
  terms: number;
  /**
   * Σ charges dated on or before the date that are at most 0, edges[0], …, edges[last] days overdue
   * (each sum includes the previous ones): the newest charges, up to each bucket's oldest day. The
   * opening balance is not among them.
   */
  recent: string[];
  /** The opening balance (a charge when > 0) and its date; null when the partner has none. */
  opening: { amount: string; date: string } | null;
  /**
   * Σ charges more than edges[last] days overdue, the opening balance aside. Read only when it matters:
   * the balance reaches past `recent` and a positive opening balance is at most edges[last] days overdue.
   */
  older: string | null;
}

/**
 * A partner's balance split into buckets. Charges (records, negative payments, a positive opening
 * balance) are settled by credits (payments, returns, a negative opening balance) oldest first, the
 * opening balance being the oldest of all; so what is open is the newest charges whose sum covers the
 * balance: bucket k holds min(recent[k], balance) − min(recent[k − 1], balance), and what `recent`
 * does not cover is older (the last bucket), or the opening balance where that is younger. A balance
 * of 0 or below (a credit) goes entirely to `current`. The amounts add up to the balance exactly.
 */
export function openAmounts(figures: AgingFigures, asOf: string, edges: readonly number[]): Decimal[] {
  const amounts = Array.from({ length: edges.length + 2 }, () => new Decimal(0));
  const balance = new Decimal(figures.balance);
  if (balance.lte(0)) {
    amounts[0] = balance;
    return amounts;
  }
  let covered = new Decimal(0);
  figures.recent.forEach((sum, bucket) => {
    const upTo = Decimal.min(sum, balance);
    amounts[bucket] = upTo.minus(covered);
    covered = upTo;
  });
  const rest = balance.minus(covered);
  const last = edges.length + 1;
  const opening = figures.opening;
  if (rest.gt(0) && figures.older !== null && opening) {
    // The opening balance is the oldest item: open only for what the older charges do not cover.
    const openingOpen = Decimal.max(0, rest.minus(figures.older));
    const openingBucket = bucketOf(daysBetween(opening.date, asOf) - figures.terms, edges);
    amounts[openingBucket] = amounts[openingBucket].plus(openingOpen);
    amounts[last] = rest.minus(openingOpen);
  } else {
    amounts[last] = rest;
  }
  return amounts;
}
