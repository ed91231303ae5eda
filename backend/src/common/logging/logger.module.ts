import { randomUUID } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import { RequestMethod } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { LoggerModule } from 'nestjs-pino';
import { Env } from '../../config/env.validation';

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * A request id per request: the caller's X-Request-Id when sane, else a new one. Fastify's `genReqId`
 * (common/http/http-adapter.ts, which also echoes it in the answer); the logs and the audit trail take
 * the request's id from there.
 */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** Structured JSON logs in production, readable lines in development. No bodies, tokens or passwords. */
export const AppLoggerModule = LoggerModule.forRootAsync({
  inject: [ConfigService],
  useFactory: (config: ConfigService<Env, true>) => {
    const pretty = config.get('NODE_ENV') === 'development';
    return {
      pinoHttp: {
        level: config.get('LOG_LEVEL'),
        transport: pretty ? { target: 'pino-pretty', options: { singleLine: true } } : undefined,
        redact: {
          paths: [
            'req.headers.authorization',
            'req.headers.cookie',
            '*.password',
            // A failed query's values and failing row (e.g. a password hash) must not reach the log.
            'err.parameters',
            'err.driverError.parameters',
            'err.driverError.detail',
          ],
          remove: true,
        },
        // The serializers get the raw request and response: pino-http's wrappers would first copy
        // every header of each into an object of their own (on every request) for these to pick from.
        wrapSerializers: false,
        serializers: {
          req: (req: { id: string; method: string; url: string; originalUrl?: string }) => ({
            id: req.id,
            method: req.method,
            url: req.originalUrl ?? req.url,
          }),
          res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
        },
        customLogLevel: (_req: IncomingMessage, res: ServerResponse, err?: Error) =>
          err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
        // The middleware sees the path after its mount point; originalUrl is the whole of it.
        autoLogging: {
          ignore: (req: IncomingMessage & { originalUrl?: string }) =>
            (req.originalUrl ?? req.url) === '/api/health',
        },
      },
      // Every route under the /api prefix, in the path syntax of Nest 11 (the library's default, '*',
      // draws a deprecation warning at every start).
      forRoutes: [{ path: '{*splat}', method: RequestMethod.ALL }],
    };
  },
});
