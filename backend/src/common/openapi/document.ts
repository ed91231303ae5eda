import { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { AppModule } from '../../app.module';
import { withErrorBodies } from './error-bodies';

export const API_PREFIX = 'api';

/** The OpenAPI document of an application whose routes are registered (served at /api/docs). */
export function openApiDocument(app: INestApplication): OpenAPIObject {
  return withErrorBodies(
    SwaggerModule.createDocument(
      app,
      new DocumentBuilder()
        .setTitle('Tradebook API')
        .setDescription('Partners, products, prices, inbound/outbound records, stock, receivables and payables.')
        .setVersion(process.env.npm_package_version ?? '0.1.0')
        .addBearerAuth()
        .build(),
    ),
  );
}

/**
 * The document without a database or a server: Nest's preview mode reads the modules and controllers
 * without creating any provider, so nothing connects. Used by the OpenAPI test and by the generation of
 * the web app's API types.
 */
export async function buildOpenApiDocument(): Promise<OpenAPIObject> {
  const app = await NestFactory.create(AppModule.forRoot(), new FastifyAdapter(), {
    preview: true,
    logger: false,
    abortOnError: false,
  });
  app.setGlobalPrefix(API_PREFIX);
  try {
    return openApiDocument(app);
  } finally {
    await app.close();
  }
}
