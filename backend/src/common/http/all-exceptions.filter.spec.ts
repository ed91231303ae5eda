import {
  ArgumentsHost,
  BadRequestException,
  ConflictException,
  HttpException,
  Logger,
  NotFoundException,
  PayloadTooLargeException,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { ThrottlerException } from '@nestjs/throttler';
import { EventEmitter } from 'node:events';
import { Pool } from 'pg';
import { QueryFailedError } from 'typeorm';
import { DomainError } from '../errors/domain-error';
import { AllExceptionsFilter, ErrorBody } from './all-exceptions.filter';

/** The answer the filter gives to `exception`, for a request in `language`. */
function answer(exception: unknown, language = 'en-US'): ErrorBody {
  let body: ErrorBody | undefined;
  const adapter = {
    isHeadersSent: () => false,
    appendHeader: () => undefined,
    reply: (_response: unknown, sent: ErrorBody) => (body = sent),
    getRequestMethod: () => 'GET',
    getRequestUrl: () => '/api/x',
  };
  const host = {
    switchToHttp: () => ({
      getResponse: () => ({}),
      getRequest: () => ({ headers: { 'accept-language': language } }),
    }),
  } as unknown as ArgumentsHost;
  new AllExceptionsFilter({ httpAdapter: adapter } as unknown as HttpAdapterHost).catch(exception, host);
  return body!;
}

const pgError = (code: string) =>
  new QueryFailedError('INSERT …', [], Object.assign(new Error('pg'), { code }));

describe('AllExceptionsFilter', () => {
  beforeAll(() => jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined));

  it('answers a domain error with its code and its message in the language asked for', () => {
    const error = new DomainError('STOCK_SHORT', { model: 'M-1', available: 3 });
    expect(answer(error)).toEqual({
      statusCode: 409,
      code: 'STOCK_SHORT',
      message: 'insufficient stock for M-1: available 3',
    });
    expect(answer(error, 'zh-CN').message).toBe('M-1 库存不足：可用 3');
  });

  it('names the line of a refusal put inside a line', () => {
    const error = new DomainError('PERIOD_CLOSED', { date: '2025-01-31' }).within('line', { line: 2 });
    expect(answer(error)).toEqual({
      statusCode: 409,
      code: 'PERIOD_CLOSED',
      message: 'line 2: The books are closed through 2025-01-31',
      line: 2,
    });
  });

  it.each([
    [new BadRequestException('x is wrong'), 400, 'VALIDATION_FAILED'],
    [new NotFoundException('Cannot GET /api/nothing'), 404, 'NOT_FOUND'],
    [new ConflictException('taken'), 409, 'CONFLICT'],
    [new PayloadTooLargeException('too big'), 413, 'PAYLOAD_TOO_LARGE'],
    [new ThrottlerException(), 429, 'RATE_LIMITED'],
    [new HttpException('gone', 410), 410, 'BAD_REQUEST'],
    [new HttpException({ code: 'IN_USE', message: 'still used' }, 409), 409, 'IN_USE'],
  ])('gives a plain exception the code of its status: %s', (exception, statusCode, code) => {
    expect(answer(exception)).toMatchObject({ statusCode, code });
  });

  it.each([
    ['23505', 409, 'DUPLICATE', 'a record with the same unique value already exists'],
    ['23503', 409, 'IN_USE', 'the record is referenced by other data'],
    ['23001', 409, 'IN_USE', 'the record is referenced by other data'],
    ['22003', 400, 'VALIDATION_FAILED', 'a number is too large'],
    ['40001', 409, 'CONFLICT', 'the data changed at the same time, please retry'],
  ])('answers the PostgreSQL error %s with %i %s', (pgCode, statusCode, code, message) => {
    expect(answer(pgError(pgCode))).toEqual({ statusCode, code, message });
  });

  it('answers 503 when no database connection came free in time (the embedded one is held)', async () => {
    // node-postgres' own pool, with a client that connects at once: the second checkout waits, times out.
    class InstantClient extends EventEmitter {
      connect(done: (error?: Error) => void) {
        done();
      }
      end() {}
    }
    const pool = new Pool({ Client: InstantClient as never, max: 1, connectionTimeoutMillis: 20 });
    const held = await pool.connect();
    const waited = await pool.connect().then(
      () => new Error('a second connection was handed out'),
      (error: unknown) => error,
    );
    held.release();
    await pool.end();
    expect(answer(waited, 'zh-CN')).toEqual({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message:
        'the database is busy with a long operation (such as a large import), please retry in a moment',
    });
  });

  it('answers anything else with a generic 500 INTERNAL_ERROR', () => {
    expect(answer(new Error('secret detail'), 'zh-CN')).toEqual({
      statusCode: 500,
      code: 'INTERNAL_ERROR',
      message: 'internal server error',
    });
    expect(answer(pgError('XX000')).code).toBe('INTERNAL_ERROR');
  });
});
