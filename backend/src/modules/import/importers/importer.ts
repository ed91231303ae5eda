import { ImportContext, Outcome } from '../import-context';
import { ImportRow } from '../import-rows';

/**
 * One kind's rules for a row: read it into the API's DTO, match it, refuse duplicates, and write it
 * through the domain service's in-transaction method (so the API's rules and messages apply).
 */
export interface RowImporter {
  write(row: ImportRow, ctx: ImportContext): Promise<Outcome>;
  /** The field a service's refusal concerns, from its message (null: the row as a whole). */
  fieldOf(message: string): string | null;
}

/** The first field whose pattern matches the message. */
export function fieldByMessage(rules: [RegExp, string][], message: string): string | null {
  return rules.find(([pattern]) => pattern.test(message))?.[1] ?? null;
}

/** The period lock's refusal concerns the row's date. */
export const PERIOD_LOCK = /^The books are closed through/;
