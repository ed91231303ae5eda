import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ClsService } from 'nestjs-cls';
import { AppHttpAdapter, JSON_BODY_LIMIT } from './common/http/http-adapter';
import { refusalOfJson, refuseHostileUrls } from './common/http/request-guards';
import { isUnder, registerSecurityHeaders } from './common/http/security-headers';
import { requestContextHook } from './common/request-context';
import { DomainError } from './common/errors/domain-error';
import { openApiDocument } from './common/openapi/document';

export const API_PREFIX = 'api';

/** Where the built web app lives; FRONTEND_DIST overrides it. */
export function frontendDist(): string {
  return process.env.FRONTEND_DIST ?? resolve(__dirname, '..', '..', 'frontend', 'dist');
}

/** Whether a request path (with or without a query) is under /api. */
function isApiPath(url: string): boolean {
  return isUnder(API_PREFIX, url);
}

/**
 * HTTP-level set-up shared by the server and the e2e tests, on the adapter of createHttpAdapter(): the
 * /api prefix, the JSON parser, the security headers, the audit trail's request context, multipart for imports, the OpenAPI
 * document and, when built, the web app with history fallback. Call before app.init().
 */
export function configureApp(app: NestFastifyApplication): void {
  app.setGlobalPrefix(API_PREFIX);
  app.useBodyParser('application/json', { bodyLimit: JSON_BODY_LIMIT }, parseJson);
  const fastify = app.getHttpAdapter().getInstance();
  registerSecurityHeaders(fastify, API_PREFIX);
  // A NUL character or a `..` path segment: 400 before any route or file lookup sees the URL. Added
  // once Helmet is in, so that its headers are set before this refusal is answered.
  void fastify.after(() => fastify.addHook('onRequest', refuseHostileUrls));
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('preHandler', requestContextHook(app.get(ClsService)));
  // Only adds the parser: the import's interceptor reads the parts, with its own limits.
  void app.register(fastifyMultipart);

  // Built on the first request for it: reading every controller's metadata need not delay start-up.
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, () => openApiDocument(app));

  const dist = frontendDist();
  if (existsSync(resolve(dist, 'index.html'))) serveWebApp(app, dist);
}

/**
 * The built web app: hashed assets cached for a year, index.html always revalidated, and index.html
 * for any other GET outside /api (the web app's own routes). API paths skip the file lookup.
 */
function serveWebApp(app: NestFastifyApplication, dist: string): void {
  void app.register(fastifyStatic, {
    root: dist,
    index: false,
    maxAge: '1y',
    immutable: true,
    // The build writes a .br and a .gz beside each text asset: sent as they are to clients that accept them.
    preCompressed: true,
    // Directories ('/' among them) go to the history fallback, API paths to the JSON 404 unlooked-up.
    allowedPath: (path: string) => !isApiPath(path) && !path.endsWith('/'),
    setHeaders: (reply: FastifyReply, path: string) => {
      if (/\.html(\.br|\.gz)?$/.test(path)) reply.header('Cache-Control', 'no-cache');
    },
  });
  (app.getHttpAdapter() as AppHttpAdapter).answerUnmatchedGets((request: FastifyRequest, reply) => {
    if (isApiPath(request.url)) return false;
    void reply.sendFile('index.html');
    return true;
  });
}

/**
 * JSON as Express read it: an empty body is `{}`, and malformed JSON says so in a sentence of ours with
 * the parser's detail after it, so that the exception filter can translate it like any other message.
 * A body nested too deeply or holding a NUL character is refused in a sentence too (refusalOfJson).
 */
function parseJson(
  _request: FastifyRequest,
  body: Buffer,
  done: (error: Error | null, value?: unknown) => void,
) {
  if (body.length === 0) return done(null, {});
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch (error) {
    return done(new DomainError('VALIDATION_FAILED.jsonSyntax', { detail: (error as Error).message }));
  }
  const refusal = refusalOfJson(value);
  if (refusal) return done(refusal);
  done(null, value);
}
