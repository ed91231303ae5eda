import { describe, expect, it } from 'vitest';
import type { Product } from '../../services/types';
import { fromApi } from '../../services/trade';
import { aProduct, anApiRecord } from '../../test/fixtures';
import {
  MAX_DOCUMENT_LINES,
  blankLine,
  checkLines,
  compactLines,
  demandByModel,
  documentAmounts,
  documentTotal,
  focusAfterRemove,
  isBlankLine,
  lineAmounts,
  lineTax,
  lineTotal,
  linesReducer,
  nextCell,
  recordsToGrid,
  linesStock,
  taxShown,
  type DocumentLine,
} from './documentLines';

const products: Product[] = [
  aProduct({ code: 'P1', product_model: 'M-1', category: 'category 1' }),
  aProduct({ code: 'P2', product_model: 'M-2', category: 'category 1' }),
];

const line = (fields: Partial<DocumentLine> = {}): DocumentLine => ({ ...blankLine(), ...fields });

describe('document lines', () => {
  it('are blank until a product or a quantity is given', () => {
    expect(isBlankLine(line())).toBe(true);
    expect(isBlankLine(line({ unit_price: 3 }))).toBe(true);
    expect(isBlankLine(line({ product_model: 'M-1' }))).toBe(false);
    expect(isBlankLine(line({ quantity: 0 }))).toBe(false);
  });

  it('get fresh keys', () => {
    expect(blankLine().key).not.toBe(blankLine().key);
  });

  it('total quantity × unit price to 3 decimals, nothing while either is missing', () => {
    expect(lineTotal(line({ quantity: 3, unit_price: 1.2345 }))).toBe(3.704);
    expect(lineTotal(line({ quantity: 3 }))).toBeNull();
    expect(lineTotal(line({ unit_price: 2 }))).toBeNull();
  });

  it('add up to an exact running total', () => {
    // 0.1 + 0.2 in binary floating point is 0.30000000000000004.
    const lines = [line({ quantity: 1, unit_price: 0.1 }), line({ quantity: 1, unit_price: 0.2 }), line()];
    expect(documentTotal(lines)).toBe(0.3);
    // Ten times 0.1 summed as floats is 0.9999999999999999.
    expect(documentTotal(Array.from({ length: 10 }, () => line({ quantity: 1, unit_price: 0.1 })))).toBe(1);
    // Each line is rounded to 3 decimals first, as the server stores it: 7 × 0.0101 = 0.0707 → 0.071.
    expect(
      documentTotal([line({ quantity: 7, unit_price: 0.0101 }), line({ quantity: 7, unit_price: 0.0101 })]),
    ).toBe(0.142);
  });
});

describe("a saved document's lines in the grid", () => {
  it('keep their records, quantities and own prices, which no lookup replaces', () => {
    const records = [
      fromApi(
        'outbound',
        anApiRecord('outbound', { id: 31, product_model: 'M-1', quantity: 3, unit_price: 10 }),
      ),
      fromApi(
        'outbound',
        anApiRecord('outbound', { id: 32, product_model: 'M-2', quantity: 4, unit_price: 0 }),
      ),
    ];
    const grid = recordsToGrid(records);
    expect(grid.map(({ key: _, ...rest }) => rest)).toEqual([
      {
        product_model: 'M-1',
        quantity: 3,
        unit_price: 10,
        price_mode: 'manual',
        record_id: 31,
        saved_tax: { rate: 0, includes: false },
      },
      {
        product_model: 'M-2',
        quantity: 4,
        unit_price: 0,
        price_mode: 'manual',
        record_id: 32,
        saved_tax: { rate: 0, includes: false },
      },
    ]);
    expect(new Set(grid.map((row) => row.key)).size).toBe(2);
    // Checked as any lines: each checked line is the grid line of the same index.
    const checked = checkLines(grid, products);
    expect(checked.ok && checked.lines.map((l) => l.product_model)).toEqual(['M-1', 'M-2']);
  });
});

describe('the lines reducer', () => {
  it('appends the line it is given and updates one line', () => {
    const first = line();
    const added = line();
    const lines = linesReducer([first], { type: 'append', line: added });
    expect(lines.map((item) => item.key)).toEqual([first.key, added.key]);
    const updated = linesReducer(lines, { type: 'update', key: added.key, patch: { quantity: 4 } });
    expect(updated[1].quantity).toBe(4);
    expect(updated[0]).toBe(first);
  });

  it('removes a line but always keeps one, emptied', () => {
    const a = line({ product_model: 'M-1', quantity: 2 });
    const b = line({ product_model: 'M-2' });
    expect(linesReducer([a, b], { type: 'remove', key: a.key })).toEqual([b]);
    const last = linesReducer([a], { type: 'remove', key: a.key });
    expect(last).toEqual([{ key: a.key, price_mode: 'auto' }]);
  });

  it("applies a lookup's price only while the line still has that product in auto mode", () => {
    const auto = line({ product_model: 'M-1' });
    const moved = line({ product_model: 'M-2' });
    const manual = line({ product_model: 'M-1', price_mode: 'manual', unit_price: 9 });
    const outcome = { price: 5 };
    const priced = [auto, moved, manual].reduce(
      (lines, target) => linesReducer(lines, { type: 'priced', key: target.key, model: 'M-1', outcome }),
      [auto, moved, manual],
    );
    expect(priced.map((item) => item.unit_price)).toEqual([5, undefined, 9]);
  });

  it('empties the price and notes the warning when a lookup gives none: never 0', () => {
    const [warned] = linesReducer([line({ key: 'x', product_model: 'M-1', unit_price: 4 })], {
      type: 'priced',
      key: 'x',
      model: 'M-1',
      outcome: { price: null, warning: 'priceMode.notFound' },
    });
    expect(warned).toMatchObject({ unit_price: null, price_warning: 'priceMode.notFound' });
    expect(warned.unit_price).not.toBe(0);
  });

  it('compacts blank lines away, so row n is line n', () => {
    const a = line({ product_model: 'M-1' });
    const b = line({ quantity: 2 });
    const lines = [line(), a, line(), b, line()];
    expect(linesReducer(lines, { type: 'compact' })).toEqual([a, b]);
    expect(compactLines([a, b])).toEqual([a, b]);
    const blanks = [line(), line()];
    expect(compactLines(blanks)).toEqual([{ key: blanks[0].key, price_mode: 'auto' }]);
  });
});

describe('stock of a sale', () => {
  const lines = [
    line({ product_model: 'M-1', quantity: 4 }),
    line({ product_model: 'M-2', quantity: 1 }),
    line({ product_model: 'M-1', quantity: 3 }),
    line({ product_model: 'M-3', quantity: 50 }),
  ];

  it('adds up what the lines ask of each product', () => {
    expect(demandByModel(lines)).toEqual(
      new Map([
        ['M-1', 7],
        ['M-2', 1],
        ['M-3', 50],
      ]),
    );
  });

  it('names the products whose lines together ask more than the stock, not those of unknown stock', () => {
    const stock = new Map([
      ['M-1', { current: 6, reserved: 0 }],
      ['M-2', { current: 1, reserved: 0 }],
    ]);
    expect(linesStock(lines, stock)).toEqual(
      new Map([
        [
          'M-1',
          { onHand: 6, own: 0, available: 6, reservedByOthers: 0, verdict: { kind: 'short', need: 7 } },
        ],
        ['M-2', { onHand: 1, own: 0, available: 1, reservedByOthers: 0 }],
      ]),
    );
    expect(linesStock(lines, new Map([['M-1', { current: 7, reserved: 0 }]])).get('M-1')).toEqual({
      onHand: 7,
      own: 0,
      available: 7,
      reservedByOthers: 0,
    });
  });

  it('warns when the lines take units that open sales orders are waiting for', () => {
    const stock = new Map([['M-1', { current: 10, reserved: 5 }]]);
    expect(linesStock(lines, stock).get('M-1')).toEqual({
      onHand: 10,
      own: 0,
      available: 10,
      reservedByOthers: 5,
      verdict: { kind: 'reserved', need: 7 },
    });
    // Delivering the order that reserved 4 of them: only the other orders' 1 unit is held back.
    expect(linesStock(lines, stock, { reserved: new Map([['M-1', 4]]) }).get('M-1')).toEqual({
      onHand: 10,
      own: 0,
      available: 10,
      reservedByOthers: 1,
    });
  });

  it("counts a saved document's own units as available to its lines, as the server does", () => {
    // 7 units sold on the document, 2 left on the shelf: the unchanged lines are not short.
    const stock = new Map([['M-1', { current: 2, reserved: 0 }]]);
    expect(linesStock(lines, stock).get('M-1')?.verdict).toEqual({ kind: 'short', need: 7 });
    expect(linesStock(lines, stock, { taken: new Map([['M-1', 7]]) }).get('M-1')).toEqual({
      onHand: 2,
      own: 7,
      available: 9,
      reservedByOthers: 0,
    });
  });
});

describe('checking the lines before saving', () => {
  it('sends each filled line by product code and model, with the price the user saw', () => {
    const check = checkLines(
      [
        line({ product_model: 'M-1', quantity: 2, unit_price: 1.5 }),
        line(),
        line({ product_model: 'M-2', quantity: 1, price_mode: 'manual', unit_price: 3 }),
      ],
      products,
    );
    expect(check).toEqual({
      ok: true,
      lines: [
        { product_code: 'P1', product_model: 'M-1', quantity: 2, unit_price: 1.5 },
        { product_code: 'P2', product_model: 'M-2', quantity: 1, unit_price: 3 },
      ],
      zero: [],
    });
  });

  it('names every line without a price, automatic or typed, and sends nothing', () => {
    const a = line({ product_model: 'M-1', quantity: 2 });
    const b = line({ product_model: 'M-2', quantity: 1, unit_price: 4 });
    const c = line({ product_model: 'M-2', quantity: 1, price_mode: 'manual', unit_price: null });
    const d = line({
      product_model: 'M-1',
      quantity: 5,
      unit_price: null,
      price_warning: 'priceMode.notFound',
    });
    expect(checkLines([a, b, c, d], products)).toEqual({
      ok: false,
      reason: 'noPrice',
      errors: [
        { line: 1, key: a.key, problem: 'price' },
        { line: 3, key: c.key, problem: 'price' },
        { line: 4, key: d.key, problem: 'price' },
      ],
    });
  });

  it('lists the lines at a price of 0 for a confirmation, and sends them once confirmed', () => {
    const check = checkLines(
      [
        line({ product_model: 'M-1', quantity: 2, price_mode: 'manual', unit_price: 0 }),
        line({ product_model: 'M-2', quantity: 1, unit_price: 2 }),
        line({ product_model: 'M-2', quantity: 1, unit_price: 0 }),
      ],
      products,
    );
    expect(check).toMatchObject({ ok: true, zero: [1, 3] });
    expect(check.ok && check.lines.map((item) => item.unit_price)).toEqual([0, 2, 0]);
  });

  it('asks to save a typed price to the price list only for a manual line that asks for it', () => {
    const check = checkLines(
      [
        line({ product_model: 'M-1', quantity: 1, price_mode: 'manual', unit_price: 5, save_price: true }),
        line({ product_model: 'M-2', quantity: 1, price_mode: 'manual', unit_price: 6 }),
        line({ product_model: 'M-2', quantity: 1, unit_price: 7, save_price: true }),
      ],
      products,
    );
    expect(check.ok && check.lines.map((item) => item.save_price)).toEqual([true, undefined, undefined]);
  });

  it('refuses an empty document and one of more than 200 lines', () => {
    expect(checkLines([line(), line()], products)).toEqual({ ok: false, reason: 'empty' });
    const many = Array.from({ length: MAX_DOCUMENT_LINES + 1 }, () =>
      line({ product_model: 'M-1', quantity: 1, unit_price: 1 }),
    );
    expect(checkLines(many, products)).toEqual({ ok: false, reason: 'tooMany' });
    expect(checkLines(many.slice(1), products).ok).toBe(true);
  });

  it('names the first line that cannot be sent and why, before the lines without a price', () => {
    const bad = line({ quantity: 2 });
    expect(checkLines([line({ product_model: 'M-1', quantity: 1 }), bad], products)).toEqual({
      ok: false,
      reason: 'line',
      error: { line: 2, key: bad.key, problem: 'product' },
    });
    const unknown = line({ product_model: 'gone', quantity: 1 });
    expect(checkLines([unknown], products)).toMatchObject({ error: { line: 1, problem: 'product' } });
    for (const quantity of [undefined, 0, -1, 1.5]) {
      expect(checkLines([line({ product_model: 'M-1', quantity, unit_price: 1 })], products)).toMatchObject({
        error: { problem: 'quantity' },
      });
    }
    expect(
      checkLines(
        [line({ product_model: 'M-1', quantity: 1, price_mode: 'manual', unit_price: -1 })],
        products,
      ),
    ).toMatchObject({ reason: 'line', error: { problem: 'price' } });
  });
});

describe('keyboard moves', () => {
  const a = line({ product_model: 'M-1', quantity: 1 });
  const manual = line({ product_model: 'M-2', price_mode: 'manual' });

  it('go product → quantity → price → next line, automatic price or typed', () => {
    const lines = [a, manual];
    expect(nextCell(lines, { key: a.key, cell: 'product' })).toEqual({ key: a.key, cell: 'quantity' });
    expect(nextCell(lines, { key: a.key, cell: 'quantity' })).toEqual({ key: a.key, cell: 'price' });
    expect(nextCell(lines, { key: a.key, cell: 'price' })).toEqual({ key: manual.key, cell: 'product' });
    expect(nextCell(lines, { key: manual.key, cell: 'quantity' })).toEqual({
      key: manual.key,
      cell: 'price',
    });
  });

  it('add a line after the last one, but not after a blank one', () => {
    expect(nextCell([a, manual], { key: manual.key, cell: 'price' })).toBe('append');
    expect(nextCell([a], { key: a.key, cell: 'price' })).toBe('append');
    const blank = line();
    expect(nextCell([a, blank], { key: blank.key, cell: 'price' })).toBeNull();
    expect(nextCell([a], { key: 'gone', cell: 'quantity' })).toBeNull();
  });

  it('after a removal, land on the same cell of the line below, else the one above', () => {
    const c = line();
    expect(focusAfterRemove([a, manual, c], { key: manual.key, cell: 'quantity' })).toEqual({
      key: c.key,
      cell: 'quantity',
    });
    expect(focusAfterRemove([a, manual], { key: manual.key, cell: 'price' })).toEqual({
      key: a.key,
      cell: 'price',
    });
    expect(focusAfterRemove([a], { key: a.key, cell: 'product' })).toBeNull();
  });
});

describe("a line's tax", () => {
  const tax = { default_rate: 13, prices_include_tax: false, productRates: new Map([['M-2', 9]]) };
  const base = { ...blankLine(), quantity: 2, unit_price: 50 };

  it("follows the typed rate, else the saved one, else the product's, else the company's", () => {
    expect(lineTax({ ...base, product_model: 'M-1' }, tax)).toEqual({ rate: 13, includes: false });
    expect(lineTax({ ...base, product_model: 'M-2' }, tax)).toEqual({ rate: 9, includes: false });
    const saved = { ...base, product_model: 'M-2', saved_tax: { rate: 6, includes: true } };
    expect(lineTax(saved, tax)).toEqual({ rate: 6, includes: true });
    // A typed rate takes the settings in force, as the server does on a change that sends a rate.
    expect(lineTax({ ...saved, tax_rate: 3 }, tax)).toEqual({ rate: 3, includes: false });
  });

  it('sums the lines, and is hidden only when every rate is 0', () => {
    const lines = [
      { ...base, product_model: 'M-1' },
      { ...base, product_model: 'M-2' },
      { ...blankLine(), product_model: 'M-1' },
    ];
    expect(lineAmounts(lines[2], tax)).toBeNull();
    expect(documentAmounts(lines, tax)).toEqual({ net_amount: 200, tax_amount: 22, gross_amount: 222 });
    const none = {
      default_rate: 0,
      prices_include_tax: false,
      productRates: new Map<string, number | null>(),
    };
    expect(taxShown(lines, none)).toBe(false);
    expect(taxShown(lines, tax)).toBe(true);
    expect(taxShown([{ ...base, tax_rate: 10 }], none)).toBe(true);
  });
});
