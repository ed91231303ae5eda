/**
 * A line's net, tax and gross amounts, computed exactly as the server does: decimal strings are read into
 * scaled integers (BigInt), so no binary fraction is ever rounded or accumulated.
 * The line's total is quantity × unit price rounded to 3 decimals (its total_price), then:
 * - prices include tax: gross = round(total), net = round(gross × 100 / (100 + rate)), tax = gross − net;
 * - prices exclude tax: net = round(total), tax = round(net × rate / 100), gross = net + tax;
 * each rounded half away from zero to 2 decimals.
 */

export interface TaxAmounts {
  net_amount: number;
  tax_amount: number;
  gross_amount: number;
}

/** Reads a decimal (number or string) as an integer count of 10^-scale units; null when it is not one. */
export function toUnits(value: number | string | null | undefined, scale: number): bigint | null {
  if (value === null || value === undefined || value === '') return null;
  const text = typeof value === 'number' ? numberText(value) : value.trim();
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return null;
  const [, sign, whole, fraction = ''] = match;
  // Digits past the scale are rounded half away from zero.
  const kept = fraction.slice(0, scale).padEnd(scale, '0');
  let units = BigInt((whole || '0') + kept);
  if (fraction.length > scale && Number(fraction[scale]) >= 5) units += 1n;
  return sign === '-' ? -units : units;
}

function numberText(value: number): string {
  if (!Number.isFinite(value)) return '';
  // Plain notation (no exponent) with every digit JavaScript keeps.
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}

/** numerator / denominator rounded half away from zero (denominator > 0). */
function divRound(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const quotient = (magnitude * 2n + denominator) / (denominator * 2n);
  return negative ? -quotient : quotient;
}

function cents(units: bigint): number {
  return Number(units) / 100;
}

/**
 * The amounts of one line. `quantity` and `unitPrice` as typed (a return's quantity negative), `rate` in
 * percent (0–100, 2 decimals). An empty or invalid entry counts as 0.
 */
export function lineTaxAmounts(
  quantity: number | string | null | undefined,
  unitPrice: number | string | null | undefined,
  rate: number | string | null | undefined,
  pricesIncludeTax: boolean,
): TaxAmounts {
  // total = quantity × unit price, exact: quantity to 6 places, price to 6 places → 10^-12 units.
  const q = toUnits(quantity, 6) ?? 0n;
  const p = toUnits(unitPrice, 6) ?? 0n;
  const r = toUnits(rate, 2) ?? 0n; // rate in hundredths of a percent
  // The server stores total_price = quantity × unit price rounded to 3 decimals, then rounds that to 2.
  const total = divRound(q * p, 10n ** 9n); // thousandths
  const rounded = divRound(total, 10n); // cents
  let net: bigint;
  let tax: bigint;
  if (pricesIncludeTax) {
    const gross = rounded;
    net = divRound(gross * 100n * 100n, 100n * 100n + r);
    tax = gross - net;
  } else {
    net = rounded;
    tax = divRound(net * r, 100n * 100n);
  }
  return { net_amount: cents(net), tax_amount: cents(tax), gross_amount: cents(net + tax) };
}

/** Σ of lines' amounts, added in cents. */
export function sumTaxAmounts(lines: readonly TaxAmounts[]): TaxAmounts {
  let net = 0n;
  let tax = 0n;
  let gross = 0n;
  for (const line of lines) {
    net += toUnits(line.net_amount, 2) ?? 0n;
    tax += toUnits(line.tax_amount, 2) ?? 0n;
    gross += toUnits(line.gross_amount, 2) ?? 0n;
  }
  return { net_amount: cents(net), tax_amount: cents(tax), gross_amount: cents(gross) };
}

/** A line's rate: the one typed on the line, else the product's, else the company's default. */
export function effectiveRate(
  lineRate: number | string | null | undefined,
  productRate: number | string | null | undefined,
  defaultRate: number | string | null | undefined,
): number {
  for (const candidate of [lineRate, productRate, defaultRate]) {
    if (candidate !== null && candidate !== undefined && candidate !== '') {
      const value = Number(candidate);
      if (Number.isFinite(value)) return value;
    }
  }
  return 0;
}
