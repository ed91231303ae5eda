import Decimal from 'decimal.js';

/**
 * The Decimal used by the cost engine: 40 significant digits (amounts reach 16 integer digits plus 4
 * decimals, and products with quantities stay far below the limit) and half-up rounding.
 */
export const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Dec = Decimal;

export const ZERO = new Dec(0);

/** Money as stored in cost_amount and stock_value: 4 decimals, half up. */
export const round4 = (value: Decimal): Decimal => value.toDecimalPlaces(4, Decimal.ROUND_HALF_UP);

/** Unit costs (unit_cost column, the strategies' last known unit cost): 6 decimals, half up. */
export const round6 = (value: Decimal): Decimal => value.toDecimalPlaces(6, Decimal.ROUND_HALF_UP);
