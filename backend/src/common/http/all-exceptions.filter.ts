import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
  Optional,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { QueryFailedError } from 'typeorm';
import { DatabaseOutage, isDatabaseUnreachable } from '../../database/database-outage';
import { FALLBACK_LOCALE, pickLocale } from '../../locales';
import { DomainError, type CodedMessageId } from '../errors/domain-error';
import { defaultErrorCode, ErrorCode, isErrorCode } from '../errors/error-codes';
import { localizeErrorMessage } from '../i18n/error-messages';

/** Every error answer: `code` for the client to decide by, `message` for people. */
export interface ErrorBody {
  statusCode: number;
  code: ErrorCode;
  message: string;
  /** A document's refusal that concerns one line: its 1-based number. */
  line?: number;
  /** A stale edit's refusal: the version the record has now. */
  current_version?: number;
}

/** An answer before its message is put in the request's language. */
interface ErrorAnswer {
  statusCode: number;
  code: ErrorCode;
  /** A domain error's message, rendered by id. */
  error?: DomainError;
  /** Another exception's message(s) (the validation pipe sends several), translated by their text. */
  message?: string | string[];
}

/** PostgreSQL error codes that mean the client sent something the data cannot accept. */
export const PG_ERRORS: Record<string, CodedMessageId> = {
  '23505': 'DUPLICATE',
  '23503': 'IN_USE',
  // ON DELETE RESTRICT's refusal (restrict_violation), e.g. a product an order line names.
  '23001': 'IN_USE',
  '23502': 'VALIDATION_FAILED.requiredValue',
  '23514': 'VALIDATION_FAILED.outOfRange',
  '22P02': 'VALIDATION_FAILED.wrongFormat',
  '22003': 'VALIDATION_FAILED.numberTooLarge',
  '22007': 'VALIDATION_FAILED.invalidDate',
  '22008': 'VALIDATION_FAILED.dateOutOfRange',
  '22001': 'VALIDATION_FAILED.textTooLong',
  '40001': 'CONFLICT',
  '40P01': 'CONFLICT',
  // Raised by the order lines' trigger on trade_records (TB001 in databaseRefusal).
  TB002: 'CONFLICT.orderRecordParties',
};

/** Seconds a client is told to wait before it retries a request the database could not take. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** pg-pool's error when no connection became free within its connectionTimeoutMillis. */
const POOL_WAIT_TIMEOUT = 'timeout exceeded when trying to connect';

/**
 * The refusal a database error stands for, if any. TB001 is the order lines' trigger refusing more
 * than a line's open quantity; its DETAIL is `{"open": n}`.
 */
function databaseRefusal(driverError: { code?: string; detail?: string } | undefined): DomainError | null {
  if (driverError?.code === 'TB001') {
    let open = 0;
    try {
      open = Number((JSON.parse(driverError.detail ?? '{}') as { open?: unknown }).open ?? 0);
    } catch {
      // A detail that is not JSON: the message says 0 rather than failing the answer.
    }
    return new DomainError('ORDER_QUANTITY_EXCEEDED', { open });
  }
  const known = PG_ERRORS[driverError?.code ?? ''];
  return known ? new DomainError(known) : null;
}

/**
 * The one place where an error becomes an HTTP answer: always `{ statusCode, code, message }`. A
 * domain error brings its code and its message's id; another HTTP exception gets the code of its status
 * (400 VALIDATION_FAILED, 404 NOT_FOUND, 409 CONFLICT…); database refusals have theirs (a unique key:
 * DUPLICATE, a reference: IN_USE). The message of a 4xx answer is put in the language the request's
 * Accept-Language picks, so such answers vary by that header; a 5xx stays generic English. A database
 * that cannot be reached is 503 DATABASE_UNAVAILABLE with Retry-After, logged once per outage.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Optional() private readonly outage?: DatabaseOutage,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = this.adapterHost.httpAdapter;
    const ctx = host.switchToHttp();
    const response: unknown = ctx.getResponse();
    const request = ctx.getRequest<{ headers: Record<string, string | string[] | undefined> }>();
    const answer = this.toAnswer(exception, request);
    if (http.isHeadersSent(response)) return;
    const clientError = answer.statusCode < 500;
    if (clientError) http.appendHeader(response, 'Vary', 'Accept-Language');
    if (answer.code === 'DATABASE_UNAVAILABLE')
      http.appendHeader(response, 'Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    const locale = clientError ? pickLocale(request.headers['accept-language']) : FALLBACK_LOCALE;
    const body: ErrorBody = {
      statusCode: answer.statusCode,
      code: answer.code,
      message: answer.error
        ? answer.error.messageIn(locale)
        : localizeErrorMessage(answer.message ?? '', locale),
    };
    if (answer.error?.line !== undefined) body.line = answer.error.line;
    if (answer.error?.currentVersion !== undefined) body.current_version = answer.error.currentVersion;
    http.reply(response, body, body.statusCode);
  }

  private toAnswer(exception: unknown, request: object): ErrorAnswer {
    if (exception instanceof DomainError) {
      return { statusCode: exception.getStatus(), code: exception.code, error: exception };
    }
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const named = (exception.getResponse() as { code?: unknown } | string | null) ?? {};
      const code =
        typeof named === 'object' && isErrorCode(named.code) ? named.code : defaultErrorCode(statusCode);
      return { statusCode, code, message: messageOf(exception) };
    }
    if (exception instanceof QueryFailedError) {
      const refusal = databaseRefusal(
        exception.driverError as { code?: string; detail?: string } | undefined,
      );
      if (refusal) return this.toAnswer(refusal, request);
    }
    // node-postgres' pool gave up waiting for a connection (the embedded database's one is held).
    if (exception instanceof Error && exception.message === POOL_WAIT_TIMEOUT) {
      return this.toAnswer(new DomainError('SERVICE_UNAVAILABLE.busy'), request);
    }
    // The database is down or restarting: 503 with a retry hint, and one log line for the whole outage.
    if (isDatabaseUnreachable(exception)) {
      this.outage?.report(exception);
      return this.toAnswer(new DomainError('DATABASE_UNAVAILABLE'), request);
    }
    const http = this.adapterHost.httpAdapter;
    this.logger.error(
      {
        err: exception,
        reqId: (request as { id?: unknown }).id,
        method: http.getRequestMethod(request),
        url: http.getRequestUrl(request),
      },
      'Unhandled error',
    );
    return {
      statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
      code: 'INTERNAL_ERROR',
      error: new DomainError('INTERNAL_ERROR'),
    };
  }
}

/** The message(s) an HTTP exception carries, as the answer will say them (before translation). */
export function messageOf(exception: HttpException): string | string[] {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.map(String);
  if (typeof message === 'string') return message;
  return exception.message;
}

/** The message of an HTTP exception as one text ("a; b" when it carries several). */
export function httpMessage(exception: HttpException): string {
  return [messageOf(exception)].flat().join('; ');
}
