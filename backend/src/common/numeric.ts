import { ValueTransformer } from 'typeorm';

/**
 * PostgreSQL `numeric` arrives as a string; the API speaks JSON numbers. Amounts are stored and summed
 * exactly in SQL; conversion to a JS number happens only at the edge, for display-sized values.
 */
export const numericTransformer: ValueTransformer = {
  to: (value: number | string | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

/** Converts a numeric string from a raw query (SUM, aggregates) to a number; null becomes 0. */
export function toNumber(value: string | number | null | undefined): number {
  if (value === null || value === undefined) return 0;
  return typeof value === 'number' ? value : Number(value);
}
