/**
 * Exact decimal arithmetic on integers: an amount is a BigInt count of its column's smallest unit
 * (1e-4 for prices, costs and stock value, 1e-6 for unit costs, 1e-3 for total prices). The cost engine
 * folds every record of a product in a refresh, and BigInt does that several times faster than a
 * decimal library object per step, with the same exact, half-up rounded results.
 */

/** Smallest units per whole unit at each scale used. */
export const MONEY_SCALE = 4;
export const UNIT_COST_SCALE = 6;

const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/** "-12.5" at scale 3 → -12500n. Refuses text with more than `scale` decimals or not a plain decimal. */
export function toUnits(text: string, scale: number): bigint {
  const dot = text.indexOf('.');
  const decimals = dot < 0 ? 0 : text.length - dot - 1;
  if (decimals > scale || !PLAIN_DECIMAL.test(text)) {
    throw new Error(`not a decimal with at most ${scale} decimals: ${text}`);
  }
  // PostgreSQL prints a numeric column with exactly its scale: the digits without the point, as is.
  const units = BigInt(dot < 0 ? text : text.slice(0, dot) + text.slice(dot + 1));
  return decimals === scale ? units : units * 10n ** BigInt(scale - decimals);
}

/** Like `toUnits`, but null for anything that is not such a decimal string (stored state checks). */
export function parseUnits(value: unknown, scale: number): bigint | null {
  if (typeof value !== 'string') return null;
  try {
    return toUnits(value, scale);
  } catch {
    return null;
  }
}

/** -12500n at scale 3 → "-12.500". */
export function fromUnits(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const text = `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative ? `-${text}` : text;
}

/** a / b rounded half up (halves away from zero), for b > 0. */
export function divRound(a: bigint, b: bigint): bigint {
  const magnitude = ((a < 0n ? -a : a) * 2n + b) / (2n * b);
  return a < 0n ? -magnitude : magnitude;
}

/** Units at `from` decimals rescaled to `to` decimals (`to` < `from` rounds half up). */
export function rescale(units: bigint, from: number, to: number): bigint {
  if (to >= from) return units * 10n ** BigInt(to - from);
  return divRound(units, 10n ** BigInt(from - to));
}
