import { HttpException } from '@nestjs/common';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../../config/env.validation';
import { requestId } from '../logging/logger.module';
import { CodedMessageId, DomainError } from '../errors/domain-error';
import { answerClientError } from './client-errors';
import { SECURITY_HEADERS } from './security-headers';
import { answerAfterBody, answerStalledBody } from './unread-body';

/** JSON bodies up to 1 MB; an import's file has its own limit (upload.interceptor.ts). */
export const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * Fastify's refusals of a request it could not read, in sentences of ours (the exception filter
 * translates them like any other message). Nest would pass Fastify's own text on.
 */
export const FRAMEWORK_ERRORS: Record<string, CodedMessageId> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_FAILED.contentLength',
};

type ErrorHandler = (error: unknown, request: FastifyRequest, reply: FastifyReply) => unknown;
type NotFoundHandler = (request: FastifyRequest, reply: FastifyReply) => unknown;

/**
 * Nest's Fastify adapter with two hooks of ours into the handlers Nest installs at init: Fastify's
 * refusals get our sentences before Nest's error handler sees them, and a GET that no route answers can
 * be given to the web app (its history fallback) before Nest's JSON 404.
 */
export class AppHttpAdapter extends FastifyAdapter {
  private unmatchedGet?: (request: FastifyRequest, reply: FastifyReply) => boolean;

  /** `answer` returns false for a request it leaves to Nest's 404. Set before app.init(). */
  answerUnmatchedGets(answer: (request: FastifyRequest, reply: FastifyReply) => boolean): void {
    this.unmatchedGet = answer;
  }

  override setErrorHandler(handler: ErrorHandler) {
    return super.setErrorHandler((error: unknown, request, reply) =>
      handler(frameworkError(error, request), request, reply),
    );
  }

  override setNotFoundHandler(handler: NotFoundHandler) {
    return super.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) =>
      request.method === 'GET' && this.unmatchedGet?.(request, reply) ? undefined : handler(request, reply),
    );
  }
}

/**
 * Our exception for a refusal of Fastify's, for a body cut off, or for a web app file that cannot be sent as asked (a
 * client error of @fastify/static's, e.g. a range past the end); else the error as it is.
 */
function frameworkError(error: unknown, request: FastifyRequest): unknown {
  const { code, status, expose, message } = (error ?? {}) as {
    code?: unknown;
    status?: unknown;
    expose?: unknown;
    message?: unknown;
  };
  // The connection closed before the body had arrived (the client went, or its stalled body was answered
  // 408 and the connection closed): Node's "aborted" is an ECONNRESET that says nothing of the database.
  if (code === 'ECONNRESET' && !request.raw.complete) return new DomainError('REQUEST_TIMEOUT');
  const known = typeof code === 'string' ? FRAMEWORK_ERRORS[code] : undefined;
  if (known) return new DomainError(known);
  if (expose === true && typeof status === 'number' && status >= 400 && status < 500) {
    return new HttpException(`the file could not be sent: ${String(message)}`, status);
  }
  return error;
}

/**
 * The HTTP adapter the server and the e2e tests run on. Fastify takes the trusted proxies when it is
 * created, so they come from the configuration here rather than in configureApp().
 */
export function createHttpAdapter(env: Pick<Env, 'TRUST_PROXY' | 'REQUEST_BODY_TIMEOUT_MS'>): AppHttpAdapter {
  const adapter = new AppHttpAdapter({
    trustProxy: env.TRUST_PROXY ?? false,
    bodyLimit: JSON_BODY_LIMIT,
    // Node's limit for receiving a whole request, which Express kept and Fastify turns off.
    requestTimeout: 300_000,
    genReqId: requestId,
    // A request Node could not read (headers or URL too long, not HTTP, too slow): our shape, not Fastify's.
    clientErrorHandler: answerClientError,
    // A malformed %-escape in the path, found while routing: given to the error handler Nest installed
    // (the request has no route, so reply.send() would use Fastify's own), to be answered in our shape,
    // with the security headers Helmet's hook (which such a request never reaches) would have set.
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) =>
      reply
        .headers(SECURITY_HEADERS)
        .server.errorHandler(
          error.code === 'FST_ERR_BAD_URL'
            ? new DomainError('VALIDATION_FAILED.badPath', { value: request.url })
            : error,
          request,
          reply,
        ),
  });
  // Every answer names the request it answers (the logs and the audit trail carry the same id).
  adapter.getInstance().addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });
  // A body that stops arriving is answered 408; an answer given while the client still sends its body
  // waits for the rest (unread-body.ts).
  adapter.getInstance().addHook('onRequest', answerStalledBody(env.REQUEST_BODY_TIMEOUT_MS));
  adapter.getInstance().addHook('onSend', answerAfterBody);
  return adapter;
}
