import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { lookupPrice } from '../../services/prices';
import { stockOf } from '../../services/stock';
import type { Direction } from '../../services/types';
import { blankLine, documentTotal, linesReducer, shortages, type DocumentLine } from './documentLines';
import { lookupQuery, resolveLookup, type LookupOutcome, type PriceMode } from './priceMode';

/** What every line's price lookup shares: the document's partner and date. */
export interface LookupContext {
  partner_short_name?: string | null;
  date?: string | null;
}

/**
 * The lines of a document form and what follows from them: each line's price looked up (per line, as
 * the single form does: on a product, partner or date change, and when a line goes back to auto), the
 * running total, and for a sale each product's stock and the products the lines ask too much of.
 * `onLookup` hears every lookup's outcome (to show its warning).
 */
export function useDocumentLines(direction: Direction, onLookup: (outcome: LookupOutcome) => void) {
  const [lines, dispatch] = useReducer(linesReducer, undefined, () => [blankLine()]);
  /** The latest lookup per line: an older answer arriving late is dropped. */
  const tickets = useRef(new Map<string, number>());
  const onLookupRef = useRef(onLookup);
  onLookupRef.current = onLookup;

  const lookup = useCallback(
    async (key: string, model: string | undefined, mode: PriceMode, context: LookupContext) => {
      const query = lookupQuery(mode, { ...context, product_model: model });
      if (!query || !model) return;
      const ticket = (tickets.current.get(key) ?? 0) + 1;
      tickets.current.set(key, ticket);
      let price: number | null = null;
      try {
        price = await lookupPrice(query);
      } catch {
        price = null;
      }
      if (tickets.current.get(key) !== ticket) return;
      const outcome = resolveLookup(direction, price);
      dispatch({ type: 'priced', key, model, outcome });
      onLookupRef.current(outcome);
    },
    [direction],
  );

  /** Picks a line's product; an automatic price is cleared until its lookup answers. */
  const setProduct = useCallback(
    (line: DocumentLine, model: string | undefined, context: LookupContext) => {
      const auto = line.price_mode === 'auto';
      dispatch({
        type: 'update',
        key: line.key,
        patch: auto
          ? { product_model: model, unit_price: undefined, price_warning: undefined }
          : { product_model: model },
      });
      if (auto) void lookup(line.key, model, 'auto', context);
    },
    [lookup],
  );

  const setMode = useCallback(
    (line: DocumentLine, mode: PriceMode, context: LookupContext) => {
      dispatch({ type: 'update', key: line.key, patch: { price_mode: mode, price_warning: undefined } });
      // Going manual keeps the price as a starting point and drops any lookup still on its way.
      if (mode === 'manual') tickets.current.set(line.key, (tickets.current.get(line.key) ?? 0) + 1);
      else void lookup(line.key, line.product_model, mode, context);
    },
    [lookup],
  );

  /** The partner or the date changed: every automatic price is looked up again. */
  const relookAll = useCallback(
    (context: LookupContext) => {
      for (const line of lines) {
        if (line.price_mode === 'auto' && line.product_model) {
          void lookup(line.key, line.product_model, 'auto', context);
        }
      }
    },
    [lines, lookup],
  );

  const models = useMemo(
    () => [...new Set(lines.map((line) => line.product_model).filter((m): m is string => !!m))],
    [lines],
  );
  const stock = useStockLevels(models, direction === 'outbound');

  return {
    lines,
    dispatch,
    setProduct,
    setMode,
    relookAll,
    total: useMemo(() => documentTotal(lines), [lines]),
    stock,
    short: useMemo(() => shortages(lines, stock), [lines, stock]),
  };
}

/**
 * The current stock of each of `models`, loaded once per model while the form is open (only for a
 * sale, where it is shown beside the lines); a model whose stock could not be read is left out.
 */
export function useStockLevels(models: string[], enabled: boolean): ReadonlyMap<string, number> {
  const [levels, setLevels] = useState<ReadonlyMap<string, number>>(() => new Map());
  const requested = useRef(new Set<string>());
  useEffect(() => {
    if (!enabled) return;
    for (const model of models) {
      if (requested.current.has(model)) continue;
      requested.current.add(model);
      stockOf(model)
        .then((quantity) => {
          if (quantity !== null) setLevels((previous) => new Map(previous).set(model, quantity));
        })
        .catch(() => requested.current.delete(model));
    }
  }, [enabled, models]);
  return levels;
}
