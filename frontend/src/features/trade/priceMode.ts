import type { AutoPriceQuery } from '../../services/prices';
import type { Direction } from '../../services/types';

/** Spec section 4: auto fetch (default, the price field is locked) or manual input. */
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
  /** The price to put in the field; undefined leaves it as it is. */
  price?: number;
  /** The message to show, as a key of the trade namespace. */
  warning?: 'priceMode.autoFailed' | 'priceMode.notFound';
}

/**
 * What a lookup result means. A found price is used as is. A failed lookup (error or no price) sets 0
 * with a warning in outbound; in inbound the field is left as it is and the user is told to enter it.
 */
export function resolveLookup(direction: Direction, price: number | null): LookupOutcome {
  if (price !== null && Number.isFinite(price)) return { price };
  if (direction === 'outbound') return { price: 0, warning: 'priceMode.autoFailed' };
  return { warning: 'priceMode.notFound' };
}
