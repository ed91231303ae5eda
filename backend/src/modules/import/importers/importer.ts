import { HttpException } from '@nestjs/common';
import {
  FieldError,
  httpFieldError,
  httpMessage,
  ImportContext,
  Outcome,
  RowErrors,
} from '../import-context';
import { ImportRow } from '../import-rows';

/** What became of a row: its outcome, or its errors (its write, if it began, rolled back). */
export type RowResult = Outcome | FieldError[];

/**
 * One kind's rules for a row: read it into the API's DTO, match it, refuse duplicates, and write it
 * through the domain service's in-transaction method (so the API's rules and messages apply).
 */
export interface RowImporter {
  write(row: ImportRow, ctx: ImportContext): Promise<Outcome>;
  /**
   * Optional: a chunk of rows at once, with the result `write` would give each, row after row, in
   * fewer round trips. It may throw to have the chunk rolled back and written row by row.
   */
  writeMany?(rows: ImportRow[], ctx: ImportContext): Promise<RowResult[]>;
  /**
   * Optional: starts the work on a row that needs no database (its validation) as soon as it is read,
   * so that it runs while the database writes the chunk before; `writeMany` picks it up.
   */
  prepare?(row: ImportRow): void;
  /**
   * The field a service's refusal concerns: that of the first rule whose pattern its message matches
   * (none: the row as a whole).
   */
  readonly refusalFields: FieldRule[];
}

/** A pattern of a refusal's message, and the field such a refusal concerns. */
export type FieldRule = [RegExp, string];

/** One row through `write`: a refusal (a row error or a service's 4xx) becomes the row's errors. */
export async function writeOne(
  importer: RowImporter,
  row: ImportRow,
  ctx: ImportContext,
): Promise<RowResult> {
  if (row.cellErrors.length > 0) return row.cellErrors;
  try {
    return await importer.write(row, ctx);
  } catch (error) {
    return refusal(importer, error);
  }
}

/** A refusal as a row's errors: its own, or a service's 4xx on the field its message names; else rethrown. */
export function refusal(importer: RowImporter, error: unknown): FieldError[] {
  if (error instanceof RowErrors) return error.errors;
  if (error instanceof HttpException && error.getStatus() < 500) {
    return [httpFieldError(fieldByMessage(importer.refusalFields, httpMessage(error)), error)];
  }
  throw error;
}

/** The field of the first rule whose pattern matches the message. */
function fieldByMessage(rules: FieldRule[], message: string): string | null {
  return rules.find(([pattern]) => pattern.test(message))?.[1] ?? null;
}

/** The period lock's refusal concerns the row's date. */
export const PERIOD_LOCK = /^The books are closed through/;

/** Thrown by `writeMany` when a chunk's rows depend on each other in a way only row by row settles. */
export class RetryRowByRow extends Error {
  constructor() {
    super('the chunk is written again row by row');
  }
}
