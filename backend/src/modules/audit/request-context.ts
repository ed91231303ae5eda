import { AsyncLocalStorage } from 'node:async_hooks';
import { MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';

/** What the request that is being served knows about itself, for the audit trail. */
export interface RequestContext {
  username: string | null;
  requestId: string | null;
}

const storage = new AsyncLocalStorage<RequestContext>();

/**
 * Every HTTP request runs inside its own context. pino-http's request id (X-Request-Id or a new one)
 * is set by the logging middleware, which runs before this one.
 */
function enterRequestContext(req: { id?: unknown }, _res: unknown, next: () => void): void {
  storage.run({ username: null, requestId: typeof req.id === 'string' ? req.id : null }, next);
}

/**
 * The per-request store: one AsyncLocalStorage entered by a middleware. (nestjs-cls did the same but
 * also mounted a no-op global guard and interceptor, which put every request through Nest's RxJS
 * interceptor chain, and required a module on every request: ~0.1 ms of CPU per request.)
 */
@Module({})
export class RequestContextModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(enterRequestContext).forRoutes({ path: '{*splat}', method: RequestMethod.ALL });
  }
}

/** The user and request id of the current request; nulls outside one (command-line tools, start-up). */
export function requestContext(): RequestContext {
  const store = storage.getStore();
  return { username: store?.username ?? null, requestId: store?.requestId ?? null };
}

/** Called by the access guard once the token is verified. */
export function setRequestUser(username: string): void {
  const store = storage.getStore();
  if (store) store.username = username;
}
