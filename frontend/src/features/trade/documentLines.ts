import type { StockLevel } from '../../services/stock';
import type { DocumentLineInput, Product, TradeRecord } from '../../services/types';
import { TOTAL_PRICE_DECIMALS, computeTotal } from '../../utils/money';
import { DEFAULT_PRICE_MODE, type LookupOutcome, type PriceMode } from './priceMode';
import { effectiveRate, lineTaxAmounts, sumTaxAmounts, type TaxAmounts } from '../tax/taxAmounts';

/** a document has 1 to 200 lines. */
export const MAX_DOCUMENT_LINES = 200;

/** One row of the document form's grid. */
export interface DocumentLine {
  /** Stable React key and focus address; never sent. */
  key: string;
  /** The chosen product, by its model (unique); its code comes from the product list. */
  product_model?: string;
  quantity?: number | null;
  unit_price?: number | null;
  price_mode: PriceMode;
  /** The last auto lookup's warning, shown beside the price. */
  price_warning?: LookupOutcome['warning'];
  /** A price typed by hand also goes on the partner's price list when the document is saved. */
  save_price?: boolean;
  /** The order line it delivers (receives): a document filled from an order. */
  order_line_id?: number;
  /** The record it is: a line of a saved document being changed. */
  record_id?: number;
  /** A rate typed on the line (percent); absent or null: the product's, else the company's. */
  tax_rate?: number | null;
  /** A saved line's rate and price mode, kept by a change that types no rate. */
  saved_tax?: { rate: number; includes: boolean };
}

/** The company's tax settings and the products' rates, which a line's amounts follow. */
export interface TaxContext {
  default_rate: number;
  prices_include_tax: boolean;
  /** Each product model's own rate (null: the company's). */
  productRates: ReadonlyMap<string, number | null>;
}

/** A line's rate and price mode: typed, else as saved, else the product's, else the company's. */
export function lineTax(line: DocumentLine, tax: TaxContext): { rate: number; includes: boolean } {
  const typed = line.tax_rate !== undefined && line.tax_rate !== null;
  if (!typed && line.saved_tax) return line.saved_tax;
  const productRate = line.product_model ? tax.productRates.get(line.product_model) : null;
  return {
    rate: effectiveRate(line.tax_rate, productRate, tax.default_rate),
    includes: tax.prices_include_tax,
  };
}

/** A line's net, tax and gross amounts, or null while its quantity or price is missing. */
export function lineAmounts(line: DocumentLine, tax: TaxContext): TaxAmounts | null {
  if (lineTotal(line) === null) return null;
  const { rate, includes } = lineTax(line, tax);
  return lineTaxAmounts(line.quantity, line.unit_price, rate, includes);
}

/** The sums of the lines' amounts (lines without quantity or price left out). */
export function documentAmounts(lines: DocumentLine[], tax: TaxContext): TaxAmounts {
  return sumTaxAmounts(
    lines.map((line) => lineAmounts(line, tax)).filter((a): a is TaxAmounts => a !== null),
  );
}

/**
 * Whether the form shows the tax: when the company's default rate, a product's rate or a line's is not
 * 0. A company that does not use tax sees the form as it was before tax.
 */
export function taxShown(lines: DocumentLine[], tax: TaxContext): boolean {
  if (tax.default_rate !== 0) return true;
  for (const rate of tax.productRates.values()) if (rate) return true;
  return lines.some((line) => lineTax(line, tax).rate !== 0);
}

/** The grid's editable cells in keyboard order. */
export type LineCell = 'product' | 'quantity' | 'price';

export interface CellAddress {
  key: string;
  cell: LineCell;
}

let counter = 0;
export function blankLine(): DocumentLine {
  counter += 1;
  return { key: `line-${counter}`, price_mode: DEFAULT_PRICE_MODE };
}

/** A saved document's lines as rows of the grid, each naming its record, at their own prices (manual). */
export function recordsToGrid(records: TradeRecord[]): DocumentLine[] {
  return records.map((record) => ({
    ...blankLine(),
    product_model: record.product_model,
    quantity: record.quantity,
    unit_price: record.unit_price,
    price_mode: 'manual',
    record_id: record.id,
    saved_tax: { rate: Number(record.tax_rate ?? 0), includes: record.price_includes_tax ?? false },
  }));
}

/** A line the user has not started: no product and no quantity (its price follows from those). */
export const isBlankLine = (line: DocumentLine): boolean =>
  !line.product_model && (line.quantity === undefined || line.quantity === null);

export type LinesAction =
  /** The new line is made by the caller, who needs its key to focus it. */
  | { type: 'append'; line: DocumentLine }
  | { type: 'remove'; key: string }
  | { type: 'update'; key: string; patch: Partial<Omit<DocumentLine, 'key'>> }
  /** An auto lookup's answer for `model`: ignored when the line has moved on (other product, manual). */
  | { type: 'priced'; key: string; model: string; outcome: LookupOutcome }
  /** Drops blank lines (one blank line stays when nothing else is left), so row n is the document's line n. */
  | { type: 'compact' };

export function linesReducer(lines: DocumentLine[], action: LinesAction): DocumentLine[] {
  switch (action.type) {
    case 'append':
      return [...lines, action.line];
    case 'remove': {
      const rest = lines.filter((line) => line.key !== action.key);
      return rest.length > 0 ? rest : [emptied(action.key)];
    }
    case 'update':
      return lines.map((line) => (line.key === action.key ? { ...line, ...action.patch } : line));
    case 'priced':
      return lines.map((line) =>
        line.key === action.key && line.product_model === action.model && line.price_mode === 'auto'
          ? {
              ...line,
              unit_price: action.outcome.price,
              price_warning: action.outcome.warning,
            }
          : line,
      );
    case 'compact':
      return compactLines(lines);
  }
}

/** A grid always keeps one line: the last one removed comes back empty, under the same key. */
const emptied = (key: string): DocumentLine => ({ key, price_mode: DEFAULT_PRICE_MODE });

/** The lines without blank ones, so that row n is line n of the document the server sees. */
export function compactLines(lines: DocumentLine[]): DocumentLine[] {
  const kept = lines.filter((line) => !isBlankLine(line));
  if (kept.length === lines.length) return lines;
  return kept.length > 0 ? kept : [emptied(lines[0].key)];
}

/** quantity × unit price (3 decimals), or null while either is missing. */
export function lineTotal(line: DocumentLine): number | null {
  if (line.quantity === undefined || line.quantity === null) return null;
  if (line.unit_price === undefined || line.unit_price === null) return null;
  return computeTotal(line.quantity, line.unit_price);
}

const TOTAL_UNITS = 10 ** TOTAL_PRICE_DECIMALS;

/** The running total: line totals added as whole thousandths, so the sum is exact. */
export function documentTotal(lines: DocumentLine[]): number {
  let units = 0;
  for (const line of lines) {
    const total = lineTotal(line);
    if (total !== null) units += Math.round(total * TOTAL_UNITS);
  }
  return units / TOTAL_UNITS;
}

/** The quantity the lines (a form's, a saved document's or an order's) ask of each product model. */
export function demandByModel(
  lines: readonly Pick<DocumentLine, 'product_model' | 'quantity'>[],
): Map<string, number> {
  const demand = new Map<string, number>();
  for (const line of lines) {
    if (!line.product_model || !line.quantity) continue;
    demand.set(line.product_model, (demand.get(line.product_model) ?? 0) + line.quantity);
  }
  return demand;
}

/**
 * What the form's own document or order already holds of each product model, counted back when its
 * lines are judged: the server counts it so too.
 */
export interface OwnStock {
  /** Units its saved lines took out of stock already (a document, or an order's deliveries). */
  taken?: ReadonlyMap<string, number>;
  /** Units of the open orders' reservations that are its own (the order being delivered or changed). */
  reserved?: ReadonlyMap<string, number>;
}

/** A product's stock as the lines of one form see it. */
export interface LinesStock {
  /** On the shelf now: what the form shows. */
  onHand: number;
  /** What the form's own saved lines took already (see OwnStock). */
  own: number;
  /** On hand and its own: what its lines can draw on. */
  available: number;
  /** Of that, what other open sales orders wait for. */
  reservedByOthers: number;
  /**
   * `short`: the lines ask for more than is available (the server refuses, unless negative stock is
   * allowed); `reserved`: they ask for some of what other orders wait for (allowed: a warning); absent:
   * enough.
   */
  verdict?: { kind: 'short' | 'reserved'; need: number };
}

/**
 * Each model's stock as the lines see it. Products whose stock is not known (yet) are left out: the
 * server checks the stock anyway.
 */
export function linesStock(
  lines: DocumentLine[],
  stock: ReadonlyMap<string, StockLevel>,
  own: OwnStock = {},
): Map<string, LinesStock> {
  const demand = demandByModel(lines);
  const seen = new Map<string, LinesStock>();
  for (const [model, level] of stock) {
    const taken = own.taken?.get(model) ?? 0;
    const available = level.current + taken;
    const reservedByOthers = Math.max(0, level.reserved - (own.reserved?.get(model) ?? 0));
    const need = demand.get(model) ?? 0;
    const kind =
      need > available ? 'short' : need > 0 && need > available - reservedByOthers ? 'reserved' : undefined;
    seen.set(model, {
      onHand: level.current,
      own: taken,
      available,
      reservedByOthers,
      ...(kind ? { verdict: { kind, need } } : {}),
    });
  }
  return seen;
}

/** Why a line cannot be sent, as a key of the trade namespace's `document.problems`. */
export type LineProblem = 'product' | 'quantity' | 'price';

export interface LineError {
  /** 1-based: the line number the user sees and the server names. */
  line: number;
  key: string;
  problem: LineProblem;
}

export type DocumentLinesCheck =
  /** `zero`: the 1-based lines at a unit price of 0, which the user confirms before they are sent. */
  | { ok: true; lines: DocumentLineInput[]; zero: number[] }
  | { ok: false; reason: 'empty' | 'tooMany' }
  | { ok: false; reason: 'line'; error: LineError }
  /** Every line without a unit price, in order (the first is focused). */
  | { ok: false; reason: 'noPrice'; errors: LineError[] };

const hasPrice = (line: DocumentLine): line is DocumentLine & { unit_price: number } =>
  line.unit_price !== undefined && line.unit_price !== null && Number.isFinite(line.unit_price);

/**
 * The lines to send, from lines already compacted (no blank ones): each names its product by code and
 * model and carries the unit price the user saw (looked up or typed). The first line without a product
 * or a whole quantity, or with a negative price, is named; then every line without a price is named at
 * once: nothing is sent at a price nobody chose (the server's own lookup is not asked to fill a gap the
 * user did not see). Lines at 0 are listed for a confirmation.
 */
export function checkLines(lines: DocumentLine[], products: Product[]): DocumentLinesCheck {
  const filled = lines.filter((line) => !isBlankLine(line));
  if (filled.length === 0) return { ok: false, reason: 'empty' };
  if (filled.length > MAX_DOCUMENT_LINES) return { ok: false, reason: 'tooMany' };
  const byModel = new Map(products.map((product) => [product.product_model, product]));
  const out: DocumentLineInput[] = [];
  const unpriced: LineError[] = [];
  const zero: number[] = [];
  for (const [index, line] of filled.entries()) {
    const error = (problem: LineProblem): LineError => ({ line: index + 1, key: line.key, problem });
    const product = line.product_model ? byModel.get(line.product_model) : undefined;
    if (!product) return { ok: false, reason: 'line', error: error('product') };
    if (!line.quantity || !Number.isInteger(line.quantity) || line.quantity < 1) {
      return { ok: false, reason: 'line', error: error('quantity') };
    }
    if (!hasPrice(line)) {
      unpriced.push(error('price'));
      continue;
    }
    if (line.unit_price < 0) return { ok: false, reason: 'line', error: error('price') };
    if (line.unit_price === 0) zero.push(index + 1);
    out.push({
      product_code: product.code,
      product_model: product.product_model,
      quantity: line.quantity,
      unit_price: line.unit_price,
      ...(line.save_price && line.price_mode === 'manual' ? { save_price: true } : {}),
      ...(line.order_line_id ? { order_line_id: line.order_line_id } : {}),
      ...(line.tax_rate !== undefined && line.tax_rate !== null ? { tax_rate: String(line.tax_rate) } : {}),
    });
  }
  if (unpriced.length > 0) return { ok: false, reason: 'noPrice', errors: unpriced };
  return { ok: true, lines: out, zero };
}

/**
 * Where Enter goes from a cell: product → quantity → price (filled by the lookup and selected, so Enter
 * accepts it and typing replaces it) → the next line's product. From the last cell of the last line the answer is `append` (a new line), unless that line is
 * still blank, where Enter stays put (`null`), so holding Enter never piles up empty lines.
 */
export function nextCell(lines: DocumentLine[], from: CellAddress): CellAddress | 'append' | null {
  const index = lines.findIndex((line) => line.key === from.key);
  if (index < 0) return null;
  const line = lines[index];
  if (from.cell === 'product') return { key: line.key, cell: 'quantity' };
  if (from.cell === 'quantity') return { key: line.key, cell: 'price' };
  const next = lines[index + 1];
  if (next) return { key: next.key, cell: 'product' };
  return isBlankLine(line) ? null : 'append';
}

/** Where focus goes when a line is removed: the same cell of the line that takes its place. */
export function focusAfterRemove(lines: DocumentLine[], removed: CellAddress): CellAddress | null {
  const index = lines.findIndex((line) => line.key === removed.key);
  if (index < 0) return null;
  const neighbour = lines[index + 1] ?? lines[index - 1];
  if (!neighbour) return null;
  return { key: neighbour.key, cell: removed.cell };
}
