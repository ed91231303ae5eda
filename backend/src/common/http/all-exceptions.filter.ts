import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { QueryFailedError } from 'typeorm';
import { FALLBACK_LOCALE, pickLocale } from '../../locales';
import { localizeErrorMessage } from '../i18n/error-messages';

export interface ErrorBody {
  statusCode: number;
  message: string;
}

/** An answer before its message is put in the request's language (the validation pipe sends several). */
interface ErrorAnswer {
  statusCode: number;
  message: string | string[];
}

/** PostgreSQL error codes that mean the client sent something the data cannot accept. */
export const PG_ERRORS: Record<string, { status: number; message: string }> = {
  '23505': { status: HttpStatus.CONFLICT, message: 'a record with the same unique value already exists' },
  '23503': { status: HttpStatus.CONFLICT, message: 'the record is referenced by other data' },
  '23502': { status: HttpStatus.BAD_REQUEST, message: 'a required value is missing' },
  '23514': { status: HttpStatus.BAD_REQUEST, message: 'a value is out of the allowed range' },
  '22P02': { status: HttpStatus.BAD_REQUEST, message: 'a value has the wrong format' },
  '22003': { status: HttpStatus.BAD_REQUEST, message: 'a number is too large' },
  '22007': { status: HttpStatus.BAD_REQUEST, message: 'a date is invalid' },
  '22008': { status: HttpStatus.BAD_REQUEST, message: 'a date is out of range' },
  '22001': { status: HttpStatus.BAD_REQUEST, message: 'a text value is too long' },
  '40001': { status: HttpStatus.CONFLICT, message: 'the data changed at the same time, please retry' },
  '40P01': { status: HttpStatus.CONFLICT, message: 'the data changed at the same time, please retry' },
};

/**
 * The one place where an error becomes an HTTP answer: always `{ statusCode, message }`. The message
 * of a 4xx answer is put in the language the request's Accept-Language picks (the code throws English;
 * common/i18n has the catalogs), so such answers vary by that header; a 5xx stays generic English.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  constructor(private readonly adapterHost: HttpAdapterHost) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = this.adapterHost.httpAdapter;
    const ctx = host.switchToHttp();
    const response: unknown = ctx.getResponse();
    const request = ctx.getRequest<{ headers: Record<string, string | string[] | undefined> }>();
    const answer = this.toAnswer(exception, request);
    if (http.isHeadersSent(response)) return;
    const clientError = answer.statusCode < 500;
    if (clientError) http.appendHeader(response, 'Vary', 'Accept-Language');
    const locale = clientError ? pickLocale(request.headers['accept-language']) : FALLBACK_LOCALE;
    const body: ErrorBody = {
      statusCode: answer.statusCode,
      message: localizeErrorMessage(answer.message, locale),
    };
    http.reply(response, body, body.statusCode);
  }

  private toAnswer(exception: unknown, request: object): ErrorAnswer {
    if (exception instanceof HttpException) {
      return { statusCode: exception.getStatus(), message: messageOf(exception) };
    }
    if (exception instanceof QueryFailedError) {
      const code = (exception.driverError as { code?: string } | undefined)?.code ?? '';
      const known = PG_ERRORS[code];
      if (known) return { statusCode: known.status, message: known.message };
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
    return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: 'internal server error' };
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
