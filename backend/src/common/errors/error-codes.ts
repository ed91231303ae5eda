import { HttpStatus } from '@nestjs/common';

/**
 * Every `code` an error answer can carry, with its HTTP status. A code is a stable UPPER_SNAKE name the
 * web app decides by; the `message` beside it is for people (translated, free to change).
 */
export const ERROR_CODES = {
  /** The request is malformed or a value is not acceptable (the validation pipe, ids, files). */
  VALIDATION_FAILED: HttpStatus.BAD_REQUEST,
  /** A 400 of a framework piece this code does not name more precisely. */
  BAD_REQUEST: HttpStatus.BAD_REQUEST,
  /** A return would give back more than the original record has left. */
  RETURN_EXCEEDS: HttpStatus.BAD_REQUEST,
  /** No valid token, or a failed login. */
  UNAUTHENTICATED: HttpStatus.UNAUTHORIZED,
  /** The user's role does not allow this. */
  FORBIDDEN: HttpStatus.FORBIDDEN,
  /** The record (or the route) does not exist. */
  NOT_FOUND: HttpStatus.NOT_FOUND,
  /** A unique key is taken. */
  DUPLICATE: HttpStatus.CONFLICT,
  /** The record is still referred to (by records, prices, payments, returns…). */
  IN_USE: HttpStatus.CONFLICT,
  /** The stock of a product would fall below zero. */
  STOCK_SHORT: HttpStatus.CONFLICT,
  /** The date lies in a closed period. */
  PERIOD_CLOSED: HttpStatus.CONFLICT,
  /** A sale would take the customer's balance over the credit limit (may be confirmed). */
  CREDIT_LIMIT_EXCEEDED: HttpStatus.CONFLICT,
  /** A line would deliver more than is left on its order. */
  ORDER_QUANTITY_EXCEEDED: HttpStatus.CONFLICT,
  /** Another change came first (a serialization failure, a deadlock, a rule of the current state). */
  CONFLICT: HttpStatus.CONFLICT,
  /** An edit was based on an older version of the record (`current_version` in the answer). */
  STALE_VERSION: HttpStatus.CONFLICT,
  /** An Idempotency-Key sent again with another request (route or body) than the first time. */
  IDEMPOTENCY_KEY_REUSED: HttpStatus.UNPROCESSABLE_ENTITY,
  /** The write sent with this Idempotency-Key was made, but its answer was never stored. */
  IDEMPOTENCY_KEY_UNANSWERED: HttpStatus.CONFLICT,
  /** The request body or the uploaded file is too large. */
  PAYLOAD_TOO_LARGE: HttpStatus.PAYLOAD_TOO_LARGE,
  /** The request body is neither JSON nor (for an import) a multipart form. */
  UNSUPPORTED_MEDIA_TYPE: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  /** The request's URL or headers are longer than the server (or the proxy) reads. */
  HEADERS_TOO_LARGE: 431,
  /** The request (its headers or its body) did not arrive within the time allowed. */
  REQUEST_TIMEOUT: HttpStatus.REQUEST_TIMEOUT,
  /** A real import whose rows have errors: nothing written, the report in `errors`. */
  IMPORT_ROWS_INVALID: HttpStatus.UNPROCESSABLE_ENTITY,
  /** Too many attempts (logins) in a short time. */
  RATE_LIMITED: HttpStatus.TOO_MANY_REQUESTS,
  /** An unexpected failure (logged; the answer tells nothing of the inside). */
  INTERNAL_ERROR: HttpStatus.INTERNAL_SERVER_ERROR,
  /** The database cannot be reached (the health check). */
  SERVICE_UNAVAILABLE: HttpStatus.SERVICE_UNAVAILABLE,
  /** A request needed the database and could not reach it (sent with Retry-After). */
  DATABASE_UNAVAILABLE: HttpStatus.SERVICE_UNAVAILABLE,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export const ALL_ERROR_CODES = Object.keys(ERROR_CODES) as ErrorCode[];

/** Codes by status, for an exception that names none (Nest's own, a framework's, a plain one). */
const DEFAULT_CODES: Partial<Record<number, ErrorCode>> = {
  [HttpStatus.BAD_REQUEST]: 'VALIDATION_FAILED',
  [HttpStatus.UNAUTHORIZED]: 'UNAUTHENTICATED',
  [HttpStatus.FORBIDDEN]: 'FORBIDDEN',
  [HttpStatus.NOT_FOUND]: 'NOT_FOUND',
  [HttpStatus.CONFLICT]: 'CONFLICT',
  [HttpStatus.PAYLOAD_TOO_LARGE]: 'PAYLOAD_TOO_LARGE',
  [HttpStatus.UNSUPPORTED_MEDIA_TYPE]: 'UNSUPPORTED_MEDIA_TYPE',
  [HttpStatus.REQUEST_TIMEOUT]: 'REQUEST_TIMEOUT',
  431: 'HEADERS_TOO_LARGE',
  [HttpStatus.UNPROCESSABLE_ENTITY]: 'VALIDATION_FAILED',
  [HttpStatus.TOO_MANY_REQUESTS]: 'RATE_LIMITED',
  [HttpStatus.SERVICE_UNAVAILABLE]: 'SERVICE_UNAVAILABLE',
};

/** The code of an answer whose exception named none: by status (another 4xx: BAD_REQUEST). */
export function defaultErrorCode(status: number): ErrorCode {
  return DEFAULT_CODES[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST');
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERROR_CODES, value);
}
