import { Global, Module } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ClsService, ClsServiceManager } from 'nestjs-cls';

/** What the request that is being served knows about itself, for the audit trail. */
export interface RequestContext {
  username: string | null;
  requestId: string | null;
}

/**
 * The per-request store (AsyncLocalStorage through nestjs-cls), entered by requestContextHook(). Its
 * service alone, not ClsModule.forRoot(): that also registers a global guard and a global interceptor
 * which do nothing here, and any interceptor puts every request through Nest's RxJS chain (the request
 * path's profile in docs/PERFORMANCE.md: ~5 % of a price lookup's CPU).
 */
@Global()
@Module({
  providers: [{ provide: ClsService, useFactory: () => ClsServiceManager.getClsService() }],
  exports: [ClsService],
})
export class RequestContextModule {}

/**
 * A Fastify preHandler hook that runs the rest of the request (guards, pipes, the handler) in a store of
 * its own, holding the request's id (X-Request-Id or a new one: Fastify's genReqId, common/logging).
 * Not a middleware: on Fastify middleware runs before the body is read, and a context entered there is
 * lost in the reading's callbacks; preHandler comes after, and calls the handler synchronously.
 */
export function requestContextHook(cls: ClsService) {
  return (request: FastifyRequest, _reply: FastifyReply, done: () => void): void =>
    cls.run(() => {
      cls.set('requestId', request.id);
      done();
    });
}

/**
 * Who the audit trail names for the command-line tools (`npm run user`, restore): not a login name (the
 * parentheses are not allowed in one), so it can never be mistaken for a user.
 */
export const SYSTEM_ACTOR = '(system)';

/** The user and request id of the current request; nulls outside one (command-line tools, start-up). */
export function requestContext(cls: ClsService): RequestContext {
  if (!cls.isActive()) return { username: null, requestId: null };
  return { username: cls.get('username') ?? null, requestId: cls.get('requestId') ?? null };
}

/** Called by the access guard once the token is verified. */
export function setRequestUser(cls: ClsService, username: string): void {
  if (cls.isActive()) cls.set('username', username);
}
