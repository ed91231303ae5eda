/** How a failed call becomes the text the user sees. */

export type FailureKind = 'unauthorized' | 'forbidden' | 'network' | 'server';

/**
 * The `code` of the server's error answers (`{ statusCode, code, message }`): stable names to decide
 * by; the message is only shown. The same list as the server's (a unit test holds them together).
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'RETURN_EXCEEDS',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'DUPLICATE',
  'IN_USE',
  'STOCK_SHORT',
  'PERIOD_CLOSED',
  'CREDIT_LIMIT_EXCEEDED',
  'ORDER_QUANTITY_EXCEEDED',
  'CONFLICT',
  'STALE_VERSION',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_KEY_UNANSWERED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'HEADERS_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'IMPORT_ROWS_INVALID',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  'DATABASE_UNAVAILABLE',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface Failure {
  /** HTTP status, absent when no answer arrived. */
  status?: number;
  /** Parsed error body, normally `{ statusCode, code, message }`. */
  data?: unknown;
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** An error thrown by every service call, carrying what the page may need to decide. */
export class ApiError extends Error {
  readonly status?: number;
  readonly kind: FailureKind;
  /** The server's own message, when it sent one. */
  readonly serverMessage?: string;
  /** The server's code, when it sent one: what a page decides by. */
  readonly code?: ErrorCode;
  /** A document's refusal that concerns one of its lines: the line (from 1). */
  readonly line?: number;

  constructor(
    message: string,
    kind: FailureKind,
    status?: number,
    serverMessage?: string,
    details: { code?: ErrorCode; line?: number } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.serverMessage = serverMessage;
    this.code = details.code;
    this.line = details.line;
  }
}

/** The `code` and `line` of an error body, when it has them. */
export function errorDetailsOf(data: unknown): { code?: ErrorCode; line?: number } {
  if (!data || typeof data !== 'object') return {};
  const { code, line } = data as { code?: unknown; line?: unknown };
  return {
    code: (ERROR_CODES as readonly unknown[]).includes(code) ? (code as ErrorCode) : undefined,
    line: typeof line === 'number' && Number.isInteger(line) && line > 0 ? line : undefined,
  };
}

/** The `message` of a `{ statusCode, code, message }` body; arrays are joined, blank means none. */
export function serverMessageOf(data: unknown): string | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const { message, error } = data as { message?: unknown; error?: unknown };
  const text = Array.isArray(message) ? message.filter((m) => typeof m === 'string').join('; ') : message;
  if (typeof text === 'string' && text.trim()) return text.trim();
  if (typeof error === 'string' && error.trim()) return error.trim();
  return undefined;
}

/** By the server's code; by the status for an answer without one (a proxy's, say). */
export function failureKind(failure: Failure): FailureKind {
  if (failure.status === undefined || failure.status === 0) return 'network';
  const { code } = errorDetailsOf(failure.data);
  if (code === 'UNAUTHENTICATED' || (!code && failure.status === 401)) return 'unauthorized';
  if (code === 'FORBIDDEN' || (!code && failure.status === 403)) return 'forbidden';
  return 'server';
}

/**
 * 401 'authentication failed, please log in again'; 403 'insufficient permissions'; no answer
 * 'network error, check your connection'; otherwise the server's message, else 'HTTP Error: {status}'.
 */
export function describeFailure(failure: Failure, t: Translate): ApiError {
  const kind = failureKind(failure);
  const serverMessage = serverMessageOf(failure.data);
  const text =
    kind === 'unauthorized'
      ? t('common:errors.unauthorized')
      : kind === 'forbidden'
        ? t('common:errors.forbidden')
        : kind === 'network'
          ? t('common:errors.network')
          : (serverMessage ?? t('common:errors.http', { status: failure.status }));
  return new ApiError(text, kind, failure.status, serverMessage, errorDetailsOf(failure.data));
}

/** The server's message of a failed call, else the given fallback (used for 'Save failed' and alike). */
export function messageOr(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.kind === 'server') return error.serverMessage ?? fallback;
    return error.message;
  }
  return fallback;
}
