import { HttpStatus, RequestMethod } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type {
  OpenAPIObject,
  OperationObject,
  ParameterObject,
  ReferenceObject,
  ResponseObject,
  SchemaObject,
} from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { AppModule } from '../src/app.module';
import { servedOpenApiDocument } from './served-openapi';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** What each route answers when it succeeds, by operation id (`<Controller>_<method>`): Nest's status. */
function successStatuses(modules: ModulesContainer): Map<string, number> {
  const statuses = new Map<string, number>();
  for (const module of modules.values()) {
    for (const wrapper of module.controllers.values()) {
      const prototype = (wrapper.metatype as { prototype: object }).prototype;
      for (const key of Object.getOwnPropertyNames(prototype)) {
        const handler = (prototype as Record<string, unknown>)[key];
        if (typeof handler !== 'function' || Reflect.getMetadata(METHOD_METADATA, handler) === undefined)
          continue;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod;
        const declared = Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined;
        const status = declared ?? (method === RequestMethod.POST ? HttpStatus.CREATED : HttpStatus.OK);
        statuses.set(`${wrapper.name}_${key}`, status);
      }
    }
  }
  return statuses;
}

describe('OpenAPI document', () => {
  let document: OpenAPIObject;
  let statuses: Map<string, number>;

  beforeAll(async () => {
    // The document as served, the one the web app's types are generated from.
    document = await servedOpenApiDocument();
    // Preview mode: the modules and controllers without any provider, so no database.
    const app = await NestFactory.create(AppModule.forRoot(), new FastifyAdapter(), {
      preview: true,
      logger: false,
      abortOnError: false,
    });
    statuses = successStatuses(app.get(ModulesContainer));
    await app.close();
  }, 180_000);

  const operations = (): [string, OperationObject][] =>
    Object.entries(document.paths).flatMap(([path, item]) =>
      METHODS.filter((m) => item[m]).map(
        (m) => [`${m.toUpperCase()} ${path}`, item[m]!] as [string, OperationObject],
      ),
    );

  it('describes every route', () => {
    expect(operations().length).toBe(statuses.size);
  });

  it("gives every operation its success answer's schema, under the status the route answers", () => {
    const missing: string[] = [];
    for (const [name, operation] of operations()) {
      const status = statuses.get(operation.operationId!);
      const success = Object.keys(operation.responses).filter((code) => /^2\d\d$/.test(code));
      const hasSchema = (code: number) =>
        Object.values((operation.responses[String(code)] as ResponseObject | undefined)?.content ?? {}).some(
          (media) => media.schema !== undefined,
        );
      const response = operation.responses[String(status)] as ResponseObject | undefined;
      const described =
        status === HttpStatus.NO_CONTENT ? response !== undefined && !response.content : hasSchema(status!);
      // A write that takes ?dry_run answers a dry run with 200 and its effects: the one second success
      // answer an operation may declare, and it needs its schema too.
      const dryRun = (operation.parameters ?? []).some((p) => 'name' in p && p.name === 'dry_run');
      const expected = dryRun && status !== HttpStatus.OK ? [String(status), '200'] : [String(status)];
      const dryRunDescribed = !dryRun || hasSchema(HttpStatus.OK);
      if (!described || !dryRunDescribed || [...success].sort().join() !== expected.sort().join())
        missing.push(`${name} (answers ${status}; declares ${success.join(', ') || 'nothing'})`);
    }
    expect(missing).toEqual([]);
  });

  it('types every schema and parameter (no empty object, no parameter without a type)', () => {
    const isEmpty = (schema: SchemaObject | ReferenceObject | undefined) =>
      schema === undefined ||
      (!('$ref' in schema) &&
        !schema.type &&
        !schema.oneOf &&
        !schema.anyOf &&
        !schema.allOf &&
        !schema.enum) ||
      (!('$ref' in schema) && schema.type === 'object' && !schema.properties && !schema.additionalProperties);
    const emptySchemas = Object.entries(document.components?.schemas ?? {})
      .filter(([, schema]) => isEmpty(schema))
      .map(([name]) => name);
    const untypedParameters = operations().flatMap(([name, operation]) =>
      (operation.parameters ?? [])
        .filter((p): p is ParameterObject => 'name' in p && isEmpty(p.schema))
        .map((p) => `${name} ${p.in} ${p.name}`),
    );
    expect({ emptySchemas, untypedParameters }).toEqual({ emptySchemas: [], untypedParameters: [] });
  });

  it('gives every operation the error answer', () => {
    for (const [, operation] of operations()) {
      expect(operation.responses.default).toEqual(
        expect.objectContaining({
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
        }),
      );
    }
  });
});
