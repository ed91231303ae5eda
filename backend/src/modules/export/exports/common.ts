import Decimal from 'decimal.js';
import { addDays } from '../../../common/dates';
import { Direction } from '../../../common/side';
import { TradeTables } from '../dto/export.dto';
import { ExportQueries } from '../export.queries';
import { CellInput, TableSheet } from '../xlsx/xlsx-writer';
import { DomainError } from '../../../common/errors/domain-error';

/** Rows written between two pauses (XlsxWriter.breathe): keeps the event loop free for other requests. */
export const ROWS_PER_BREATH = 500;

/** Writes every row of a batched list into a sheet, pausing every ROWS_PER_BREATH rows. */
export async function pump<R>(
  sheet: TableSheet,
  batches: AsyncIterable<R[]>,
  toCells: (row: R) => CellInput[],
  each?: (row: R) => void,
): Promise<void> {
  let written = 0;
  for await (const batch of batches) {
    for (const row of batch) {
      sheet.add(toCells(row));
      each?.(row);
      if (++written % ROWS_PER_BREATH === 0) await sheet.breathe();
    }
  }
}

/** An exact running sum of numeric text or numbers (decimal.js: never a float sum). */
export class Sum {
  private total = new Decimal(0);

  add(value: string | number | null | undefined): this {
    if (value !== null && value !== undefined && value !== '') this.total = this.total.plus(value);
    return this;
  }

  get value(): Decimal {
    return this.total;
  }

  /** As a cell value; the figure has at most the column's decimals, so the conversion is exact enough. */
  toNumber(): number {
    return this.total.toNumber();
  }
}

/** Σ quantity and Σ total price of the records a sheet lists, for its totals row. */
export class RecordSums {
  readonly quantity = new Sum();
  readonly totalPrice = new Sum();

  add(record: { quantity: string | number | null; total_price: string | number | null }): void {
    this.quantity.add(record.quantity);
    this.totalPrice.add(record.total_price);
  }

  /** The sums as the totals row's cells. */
  cells(): { quantity: number; total_price: number } {
    return { quantity: this.quantity.toNumber(), total_price: this.totalPrice.toNumber() };
  }
}

/** 400 when the range runs backwards. */
export function assertRange(from: string, to: string, fromName: string, toName: string): void {
  if (from > to) throw new DomainError('VALIDATION_FAILED.fromAfterTo', { from: fromName, to: toName });
}

/** The day before a YYYY-MM-DD date. */
export function dayBefore(date: string): string {
  return addDays(date, -1);
}

/** "Full name (code)" or just the name. */
export function partnerLabel(partner: { full_name: string; code: string | null }): string {
  return partner.code ? `${partner.full_name} (${partner.code})` : partner.full_name;
}

/** '1' inbound, '2' outbound, '12' both (inbound first). */
export function tradeDirections(tables: TradeTables): Direction[] {
  if (tables === '12') return [Direction.Inbound, Direction.Outbound];
  return tables === '1' ? [Direction.Inbound] : [Direction.Outbound];
}

/** A product or partner code that names nothing is a typo, not an empty filter: 404 before any byte. */
export async function checkTradeFilters(
  queries: ExportQueries,
  filter: { productCode?: string | null; customerCode?: string | null },
): Promise<void> {
  if (filter.productCode && !(await queries.productByCode(filter.productCode))) {
    throw new DomainError('NOT_FOUND', { entity: 'product', id: filter.productCode });
  }
  if (filter.customerCode && !(await queries.partnerByCode(filter.customerCode))) {
    throw new DomainError('NOT_FOUND', { entity: 'partner', id: filter.customerCode });
  }
}
