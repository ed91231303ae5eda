/** Section 8 of the spec: how a failed call becomes the text the user sees. */

export type FailureKind = 'unauthorized' | 'forbidden' | 'network' | 'server';

export interface Failure {
  /** HTTP status, absent when no answer arrived. */
  status?: number;
  /** Parsed error body, normally `{ statusCode, message }`. */
  data?: unknown;
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** An error thrown by every service call, carrying what the page may need to decide. */
export class ApiError extends Error {
  readonly status?: number;
  readonly kind: FailureKind;
  /** The server's own message, when it sent one. */
  readonly serverMessage?: string;

  constructor(message: string, kind: FailureKind, status?: number, serverMessage?: string) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

/** The `message` of a `{ statusCode, message }` body; arrays are joined, blank means none. */
export function serverMessageOf(data: unknown): string | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const { message, error } = data as { message?: unknown; error?: unknown };
  const text = Array.isArray(message) ? message.filter((m) => typeof m === 'string').join('; ') : message;
  if (typeof text === 'string' && text.trim()) return text.trim();
  if (typeof error === 'string' && error.trim()) return error.trim();
  return undefined;
}

export function failureKind(failure: Failure): FailureKind {
  if (failure.status === undefined || failure.status === 0) return 'network';
  if (failure.status === 401) return 'unauthorized';
  if (failure.status === 403) return 'forbidden';
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
  return new ApiError(text, kind, failure.status, serverMessage);
}

/** The server's message of a failed call, else the given fallback (used for 'Save failed' and alike). */
export function messageOr(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.kind === 'server') return error.serverMessage ?? fallback;
    return error.message;
  }
  return fallback;
}
