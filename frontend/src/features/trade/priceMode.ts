import type { AutoPriceQuery } from '../../services/prices';

/** The price field: auto fetch (default, the price field is locked) or manual input. */
export type PriceMode = 'auto' | 'manual';

export const DEFAULT_PRICE_MODE: PriceMode = 'auto';

export const isPriceLocked = (mode: PriceMode): boolean => mode === 'auto';

export interface LookupKey {
  partner_short_name?: string | null;
  product_model?: string | null;
  date?: string | null;
}

/** The lookup to run, or null: nothing is looked up in manual mode or before partner, model and date are set. */
export function lookupQuery(mode: PriceMode, key: LookupKey): AutoPriceQuery | null {
  if (mode !== 'auto') return null;
  if (!key.partner_short_name || !key.product_model || !key.date) return null;
  return { partner_short_name: key.partner_short_name, product_model: key.product_model, date: key.date };
}

export interface LookupOutcome {
  /** The price to put in the field: a found price, or null (no price: the field is emptied). */
  price: number | null;
  /** The message to show, as a key of the trade namespace. */
  warning?: 'priceMode.notFound';
}

/**
 * What a lookup result means, in both directions: a found price is used as is; a failed lookup (an
 * error or no price in force) leaves the line without a price and says so. It never becomes 0: a sale
 * is not saved at a price nobody chose (the forms refuse a line without a price and confirm a 0).
 */
export function resolveLookup(price: number | null): LookupOutcome {
  if (price !== null && Number.isFinite(price)) return { price };
  return { price: null, warning: 'priceMode.notFound' };
}
