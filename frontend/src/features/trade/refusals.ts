import type { ApiError } from '../../services/errors';

/**
 * Two refusals of the trade API the forms act on, told by the answer's code and fields (never by its
 * message, which is in the user's language): a document's refusal of one line (`line`: the line is
 * highlighted) and the credit limit's CREDIT_LIMIT_EXCEEDED (the user may confirm it).
 */

/** The 1-based line a document's refusal names, or null. */
export function refusedLine(error: ApiError): number | null {
  return error.line ?? null;
}

/** The credit limit's refusal (a document's may name no line, a single record's never does). */
export function isCreditLimitRefusal(error: ApiError): boolean {
  return error.code === 'CREDIT_LIMIT_EXCEEDED';
}
