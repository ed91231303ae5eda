import { useCallback, useRef, useState } from 'react';
import { lookupPrice } from '../../services/prices';
import {
  DEFAULT_PRICE_MODE,
  isPriceLocked,
  lookupQuery,
  resolveLookup,
  type LookupKey,
  type LookupOutcome,
  type PriceMode,
} from './priceMode';

/**
 * The unit price mode of the inbound/outbound form. `lookup` runs whenever partner, model or date change
 * (only in auto mode); switching back to auto looks up at once. Only the latest lookup's answer counts.
 */
export function usePriceMode(apply: (outcome: LookupOutcome) => void) {
  const [mode, setMode] = useState<PriceMode>(DEFAULT_PRICE_MODE);
  const [looking, setLooking] = useState(false);
  const ticket = useRef(0);
  const applyRef = useRef(apply);
  applyRef.current = apply;

  const lookup = useCallback(async (key: LookupKey, currentMode: PriceMode) => {
    const query = lookupQuery(currentMode, key);
    if (!query) return;
    const id = ++ticket.current;
    setLooking(true);
    let price: number | null = null;
    try {
      price = await lookupPrice(query);
    } catch {
      price = null;
    }
    if (id !== ticket.current) return;
    setLooking(false);
    applyRef.current(resolveLookup(price));
  }, []);

  const changeMode = useCallback(
    (next: PriceMode, key: LookupKey) => {
      setMode(next);
      if (next === 'auto') void lookup(key, next);
      else ticket.current += 1;
      if (next !== 'auto') setLooking(false);
    },
    [lookup],
  );

  const reset = useCallback(() => {
    ticket.current += 1;
    setLooking(false);
    setMode(DEFAULT_PRICE_MODE);
  }, []);

  return {
    mode,
    locked: isPriceLocked(mode),
    looking,
    changeMode,
    lookup: (key: LookupKey) => lookup(key, mode),
    reset,
  };
}
