import { ClsModule, ClsService } from 'nestjs-cls';

/** What the request that is being served knows about itself, for the audit trail. */
export interface RequestContext {
  username: string | null;
  requestId: string | null;
}

/** The per-request store (AsyncLocalStorage through nestjs-cls), mounted for every HTTP request. */
export const RequestContextModule = ClsModule.forRoot({
  global: true,
  middleware: {
    mount: true,
    // pino-http's request id (X-Request-Id or a new one) is set by the logging middleware before this.
    setup: (cls, req: { id?: unknown }) => {
      cls.set('requestId', typeof req.id === 'string' ? req.id : null);
    },
  },
});

/** The user and request id of the current request; nulls outside one (command-line tools, start-up). */
export function requestContext(cls: ClsService): RequestContext {
  if (!cls.isActive()) return { username: null, requestId: null };
  return { username: cls.get('username') ?? null, requestId: cls.get('requestId') ?? null };
}

/** Called by the access guard once the token is verified. */
export function setRequestUser(cls: ClsService, username: string): void {
  if (cls.isActive()) cls.set('username', username);
}
