import type { OpenAPIObject } from '@nestjs/swagger';
import { ALL_ERROR_CODES } from '../errors/error-codes';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'] as const;

/**
 * The error answer in the OpenAPI document: an `ErrorBody` schema whose `code` lists every code, the
 * `default` response of every operation (any status the operation does not describe otherwise).
 */
export function withErrorBodies(document: OpenAPIObject): OpenAPIObject {
  document.components ??= {};
  document.components.schemas ??= {};
  document.components.schemas.ErrorBody = {
    type: 'object',
    description:
      'Every 4xx and 5xx answer. `code` is stable (decide by it); `message` is for people, in the ' +
      "language the request's Accept-Language asks for.",
    required: ['statusCode', 'code', 'message'],
    properties: {
      statusCode: { type: 'integer', example: 409 },
      code: { type: 'string', enum: [...ALL_ERROR_CODES], example: 'STOCK_SHORT' },
      message: { type: 'string', example: 'insufficient stock for M-1: available 3' },
      line: {
        type: 'integer',
        minimum: 1,
        description: "A document's refusal that concerns one of its lines: the line's number (from 1).",
      },
      current_version: {
        type: 'integer',
        description: "409 STALE_VERSION: the record's version now (the edit named an older one).",
      },
      errors: {
        type: 'array',
        description: "An import refused for its rows' errors (422 IMPORT_ROWS_INVALID): the rows' errors.",
        items: { type: 'object' },
      },
    },
  };
  for (const path of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = path[method];
      if (!operation) continue;
      operation.responses.default ??= {
        description: 'An error: `{ statusCode, code, message }`.',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
      };
    }
  }
  return document;
}
