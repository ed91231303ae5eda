import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { withErrorBodies } from './error-bodies';

/** The OpenAPI document of an application whose routes are registered (served at /api/docs). */
export function openApiDocument(app: INestApplication): OpenAPIObject {
  return withErrorBodies(
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
}
