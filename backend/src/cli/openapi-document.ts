import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { OpenAPIObject } from '@nestjs/swagger';
import { AppModule } from '../app.module';
import { API_PREFIX } from '../app.setup';
import { openApiDocument } from '../common/openapi/document';

/**
 * The OpenAPI document without a database or a server: Nest's preview mode reads the modules and
 * controllers without creating any provider, so nothing connects. The OpenAPI test and the generation of
 * the web app's API types use it.
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
