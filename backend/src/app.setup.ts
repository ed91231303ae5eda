import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BadRequestException, INestApplication } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import express from 'express';
import { Env } from './config/env.validation';

export const API_PREFIX = 'api';

/** Where the built web app lives; FRONTEND_DIST overrides it. */
export function frontendDist(): string {
  return process.env.FRONTEND_DIST ?? resolve(__dirname, '..', '..', 'frontend', 'dist');
}

/**
 * HTTP-level set-up shared by the server and the e2e tests: the /api prefix, body limits, the OpenAPI
 * document and, when built, the web app with history fallback.
 */
export function configureApp(app: INestApplication): void {
  const http = app as NestExpressApplication;
  http.setGlobalPrefix(API_PREFIX);
  http.set('trust proxy', app.get(ConfigService<Env, true>).get('TRUST_PROXY', { infer: true }));
  http.disable('x-powered-by');
  http.useBodyParser('json', { limit: '1mb' });
  http.use(namedJsonErrors);

  // Built on the first request for it: reading every controller's metadata need not delay start-up.
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, () =>
    SwaggerModule.createDocument(
      app,
      new DocumentBuilder()
        .setTitle('Tradebook API')
        .setDescription(
          'Partners, products, prices, inbound/outbound records, stock, receivables and payables.',
        )
        .setVersion(process.env.npm_package_version ?? '0.1.0')
        .addBearerAuth()
        .build(),
    ),
  );

  const dist = frontendDist();
  const index = join(dist, 'index.html');
  if (existsSync(index)) {
    const isApi = (req: express.Request) =>
      req.path.startsWith(`/${API_PREFIX}/`) || req.path === `/${API_PREFIX}`;
    const assets = express.static(dist, {
      index: false,
      maxAge: '1y',
      immutable: true,
      setHeaders: noCacheForHtml,
    });
    // API calls skip the file lookup (a stat per request) and the history fallback.
    http.use((req: express.Request, res: express.Response, next: express.NextFunction) =>
      isApi(req) ? next() : assets(req, res, next),
    );
    http.use((req: express.Request, res: express.Response, next: express.NextFunction) => {
      if (req.method !== 'GET' || isApi(req)) return next();
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(index);
    });
  }
}

/** Hashed assets are cached for a year; index.html must always be revalidated. */
function noCacheForHtml(res: express.Response, path: string): void {
  if (path.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
}

/**
 * Malformed JSON says so in a sentence of ours, with the parser's detail after it, so that the exception
 * filter can translate it like any other message (Nest would pass the parser's bare text on).
 */
function namedJsonErrors(
  error: { type?: unknown; message?: unknown },
  _req: express.Request,
  _res: express.Response,
  next: express.NextFunction,
): void {
  if (error?.type !== 'entity.parse.failed') return next(error);
  next(new BadRequestException(`the request body is not valid JSON: ${String(error.message)}`));
}
