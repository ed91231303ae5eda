/** The report of an import or of its dry run (a refused import answers 422 with the same fields). */

export class ImportErrorResponse {
  /** The row as Excel numbers it. */
  row: number;
  /** The column's header as the file writes it (or the template's); null when the whole row is concerned. */
  column: string | null;
  /** In the request's language. */
  message: string;
}

/** What the import does (or, in a dry run, would do) to a product's stock. */
export class StockEffectResponse {
  product_code: string;
  product_model: string;
  quantity_before: number;
  quantity_after: number;
  value_before: number;
  value_after: number;
}

/** What the import does (or would do) to a partner's balance. */
export class BalanceEffectResponse {
  side: 'receivable' | 'payable';
  partner_code: string | null;
  partner_short_name: string;
  balance_before: number;
  balance_after: number;
}

export class ImportEffectsResponse {
  stock: StockEffectResponse[];
  balances: BalanceEffectResponse[];
}

export class ImportResultResponse {
  dry_run: boolean;
  rows: number;
  created: number;
  updated: number;
  errors: ImportErrorResponse[];
  effects: ImportEffectsResponse;
}
