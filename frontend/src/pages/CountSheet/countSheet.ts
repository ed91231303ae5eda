import type { CountInput, CountSheetRow } from '../../services/stocktake';

/** Counted quantities by product model, as typed (a model left out was not counted). */
export type Counts = Readonly<Record<string, number | undefined>>;

/** The difference a count makes: counted − system quantity; undefined while not counted. */
export function difference(row: CountSheetRow, counts: Counts): number | undefined {
  const counted = counts[row.product_model];
  return counted === undefined ? undefined : counted - row.system_quantity;
}

/** The rows whose model, code or category holds `text` (any case); all rows for an empty text. */
export function filterRows(rows: CountSheetRow[], text: string): CountSheetRow[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return rows;
  return rows.filter((row) =>
    [row.product_model, row.product_code, row.category].some((value) => value.toLowerCase().includes(needle)),
  );
}

export interface CountSummary {
  /** Products with a counted quantity. */
  counted: number;
  /** Of those, the ones whose count differs from the system quantity: the adjustments a post creates. */
  differing: number;
}

export function summarize(rows: CountSheetRow[], counts: Counts): CountSummary {
  let counted = 0;
  let differing = 0;
  for (const row of rows) {
    const diff = difference(row, counts);
    if (diff === undefined) continue;
    counted += 1;
    if (diff !== 0) differing += 1;
  }
  return { counted, differing };
}

/**
 * The body of the post: every counted product in sheet order (matching counts included: the server
 * compares with the stock on the date as it is when posting, and creates nothing for them).
 */
export function countInput(rows: CountSheetRow[], counts: Counts, date: string): CountInput {
  return {
    date,
    lines: rows.flatMap((row) => {
      const counted = counts[row.product_model];
      return counted === undefined ? [] : [{ product_model: row.product_model, counted_quantity: counted }];
    }),
  };
}
