import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { lookupPrice } from '../../services/prices';
import { stockOf, type StockLevel } from '../../services/stock';
import { lastPrice, type LastPrice } from '../../services/trade';
import { useLiveRefresh } from '../../shell/live/useLiveChanges';
import type { Direction } from '../../services/types';
import {
  blankLine,
  documentTotal,
  linesReducer,
  linesStock,
  type DocumentLine,
  type OwnStock,
} from './documentLines';
import { lookupQuery, resolveLookup, type LookupOutcome, type PriceMode } from './priceMode';

/** What every line's price lookup shares: the document's partner and date. */
export interface LookupContext {
  partner_short_name?: string | null;
  date?: string | null;
}

/**
 * The lines of a document form and what follows from them: each line's price looked up (per line, as
 * the single form does: on a product, partner or date change, and when a line goes back to auto), the
 * running total, and for a sale each product's stock as the lines see it (with what `own`, the form's
 * saved document or order, already holds of it). `onLookup` hears every lookup's outcome (to show its
 * warning).
 */
export function useDocumentLines(
  direction: Direction,
  onLookup: (outcome: LookupOutcome) => void,
  /** The lines it starts with (an order's open quantities); left out: one blank line. */
  initialLines?: DocumentLine[],
  own?: OwnStock,
) {
  const [lines, dispatch] = useReducer(linesReducer, undefined, () =>
    initialLines && initialLines.length > 0 ? initialLines : [blankLine()],
  );
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
      const outcome = resolveLookup(price);
      dispatch({ type: 'priced', key, model, outcome });
      onLookupRef.current(outcome);
    },
    [],
  );

  /** Drops any lookup of the line still on its way. */
  const forget = useCallback((key: string) => {
    tickets.current.set(key, (tickets.current.get(key) ?? 0) + 1);
  }, []);

  /**
   * A price typed in a line's price cell: the line becomes manual (typing over a looked-up price is
   * choosing another), and a lookup still on its way is dropped.
   */
  const typePrice = useCallback(
    (line: DocumentLine, price: number | null) => {
      if (line.price_mode === 'auto') forget(line.key);
      dispatch({
        type: 'update',
        key: line.key,
        patch: { unit_price: price, price_mode: 'manual', price_warning: undefined },
      });
    },
    [forget],
  );

  /**
   * Picks a line's product; an automatic price is cleared until its lookup answers. A price typed for
   * another product does not carry over: the line goes back to automatic and looks the new product's
   * price up (a price typed before any product was picked stays).
   */
  const setProduct = useCallback(
    (line: DocumentLine, model: string | undefined, context: LookupContext) => {
      const replaced = Boolean(line.product_model) && line.product_model !== model;
      const auto = line.price_mode === 'auto' || replaced;
      dispatch({
        type: 'update',
        key: line.key,
        patch: auto
          ? {
              product_model: model,
              unit_price: undefined,
              price_warning: undefined,
              price_mode: 'auto',
              save_price: false,
            }
          : { product_model: model },
      });
      if (auto) void lookup(line.key, model, 'auto', context);
    },
    [lookup],
  );

  const setMode = useCallback(
    (line: DocumentLine, mode: PriceMode, context: LookupContext) => {
      // Going manual keeps the price as a starting point and drops any lookup still on its way; going
      // back to auto looks the price up again (and a looked-up price is on the list already).
      const patch: Partial<DocumentLine> = { price_mode: mode, price_warning: undefined };
      if (mode === 'auto') patch.save_price = false;
      dispatch({ type: 'update', key: line.key, patch });
      if (mode === 'manual') forget(line.key);
      else void lookup(line.key, line.product_model, mode, context);
    },
    [forget, lookup],
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
  const levels = useStockLevels(models, direction === 'outbound');

  return {
    lines,
    dispatch,
    setProduct,
    setMode,
    typePrice,
    models,
    relookAll,
    total: useMemo(() => documentTotal(lines), [lines]),
    stock: useMemo(() => linesStock(lines, levels, own), [lines, levels, own]),
  };
}

/** The changes that move stock (or reserve it). */
const STOCK_ENTITIES = ['record', 'document', 'stock_transfer', 'order'] as const;

/**
 * The stock of each of `models` (on hand and reserved), loaded once per model while the form is open
 * (only where it is shown) and again when a change moves it; a model whose stock could not be read is
 * left out.
 */
export function useStockLevels(models: string[], enabled: boolean): ReadonlyMap<string, StockLevel> {
  const [levels, setLevels] = useState<ReadonlyMap<string, StockLevel>>(() => new Map());
  const requested = useRef(new Set<string>());
  const read = useCallback((model: string) => {
    requested.current.add(model);
    stockOf(model)
      .then((level) => {
        if (level !== null) setLevels((previous) => new Map(previous).set(model, level));
      })
      .catch(() => requested.current.delete(model));
  }, []);
  useEffect(() => {
    if (!enabled) return;
    for (const model of models) if (!requested.current.has(model)) read(model);
  }, [enabled, models, read]);
  // Another clerk's sale (or any stock movement) of a product on the form: its stock is read again.
  useLiveRefresh(
    STOCK_ENTITIES,
    (changes) => {
      // A change that names no products (or a break in the stream) may have moved any of them.
      const all = !changes.length || changes.some((change) => !change.product_codes);
      const moved = new Set(changes.flatMap((change) => change.product_codes ?? []));
      for (const model of requested.current) if (all || moved.has(model)) read(model);
    },
    enabled,
  );
  return levels;
}

/**
 * The partner's last price (unit price and date of their latest record) for each of `models`, read
 * once per partner and model while the form is open; null: no record yet. Shown beside the price.
 */
export function useLastPrices(
  direction: Direction,
  partner: string | null | undefined,
  models: string[],
): ReadonlyMap<string, LastPrice | null> {
  const [known, setKnown] = useState<ReadonlyMap<string, LastPrice | null>>(() => new Map());
  const requested = useRef(new Set<string>());
  useEffect(() => {
    if (!partner) return;
    for (const model of models) {
      const id = lastPriceId(partner, model);
      if (requested.current.has(id)) continue;
      requested.current.add(id);
      lastPrice(direction, partner, model)
        .then((last) => setKnown((previous) => new Map(previous).set(id, last)))
        .catch(() => requested.current.delete(id));
    }
  }, [direction, partner, models]);
  return useMemo(() => {
    const mine = new Map<string, LastPrice | null>();
    if (!partner) return mine;
    for (const model of models) {
      const last = known.get(lastPriceId(partner, model));
      if (last !== undefined) mine.set(model, last);
    }
    return mine;
  }, [known, partner, models]);
}

const lastPriceId = (partner: string, model: string) => `${partner}\u0000${model}`;
