/** Display precisions: unit prices 4 decimals, total prices 3, amounts 2. */
export const UNIT_PRICE_DECIMALS = 4;
export const TOTAL_PRICE_DECIMALS = 3;
export const AMOUNT_DECIMALS = 2;

/** Rounds half away from zero to `decimals`, immune to binary noise such as 1.005 → 1.00. */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return 0;
  const shifted = Number(`${Math.abs(value)}e${decimals}`);
  const rounded = Number(`${Math.round(shifted)}e-${decimals}`);
  return value < 0 ? -rounded : rounded;
}

/**
 * Total price = quantity × unit price, rounded half-up to 3 decimals. The price has at most 4 decimals,
 * so the product is computed on integers (ten-thousandths) before rounding.
 */
export function computeTotal(
  quantity: number | null | undefined,
  unitPrice: number | null | undefined,
): number {
  const q = Number(quantity ?? 0);
  const p = Number(unitPrice ?? 0);
  if (!Number.isFinite(q) || !Number.isFinite(p)) return 0;
  const priceUnits = Math.round(roundTo(p, UNIT_PRICE_DECIMALS) * 10 ** UNIT_PRICE_DECIMALS);
  const totalUnits = q * priceUnits;
  return roundTo(totalUnits / 10 ** UNIT_PRICE_DECIMALS, TOTAL_PRICE_DECIMALS);
}

/** Profit margin % = (sales − cost) / sales, 2 decimals; 0 when the cost (or the sales) is 0. */
export function profitMargin(sales: number, cost: number): number {
  if (!sales || !cost) return 0;
  return roundTo(((sales - cost) / sales) * 100, 2);
}

/** Σ of amounts with `decimals` places, added as whole units so no binary noise creeps in. */
export function sumAmounts(values: readonly number[], decimals = AMOUNT_DECIMALS): number {
  const scale = 10 ** decimals;
  const units = values.reduce((sum, value) => sum + Math.round(roundTo(value, decimals) * scale), 0);
  return roundTo(units / scale, decimals);
}
