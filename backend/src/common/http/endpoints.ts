import {
  applyDecorators,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Post,
  Put,
  Type,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiHeader,
  ApiOkResponse,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { RequireRole } from '../auth/access.decorator';
import { IdempotencyInterceptor } from '../idempotency/idempotency.interceptor';
import { Done } from '../openapi/envelopes';

/**
 * The decorator stacks controllers repeat, one line each: the route, who may call it and what it answers
 * in the OpenAPI document. Created, Update, Remove and Action write, so they need editor level; `also`
 * adds a route's own decorators (e.g. `NumericId`).
 */
type Answer = Type<unknown>;
type Also = (MethodDecorator | ClassDecorator)[];

/** A controller under `path`, grouped under `tag` (default: the path); every route needs a token. */
export const ApiController = (path: string, tag = path) =>
  applyDecorators(ApiTags(tag), ApiBearerAuth(), Controller(path));

/** The `:id` of the path, documented as a number (routes that read it with `@RecordId()`). */
export const NumericId = ApiParam({ name: 'id', type: Number });

/** GET answering `type`: reader level. */
export const Read = (type: Answer, path?: string, ...also: Also) =>
  applyDecorators(Get(path), ApiOkResponse({ type }), ...also);

/**
 * A create: made once per `Idempotency-Key` (see IdempotencyInterceptor). Every POST answering 201
 * carries it (a test of the OpenAPI document holds them to it).
 */
export const Idempotent = () =>
  applyDecorators(
    UseInterceptors(IdempotencyInterceptor),
    ApiHeader({
      name: 'Idempotency-Key',
      required: false,
      description:
        '1–100 printable characters. The same key from the same user within 24 h answers the first answer again and writes nothing; with another request: 422 IDEMPOTENCY_KEY_REUSED.',
    }),
  );

/**
 * An editor's create answering `type` with 201, under the route's own `@Post()` (the swagger plugin reads
 * the POST off the method to know its answer is a 201); Idempotent.
 */
export const Created = (type: Answer, ...also: Also) =>
  applyDecorators(RequireRole('editor'), ApiCreatedResponse({ type }), Idempotent(), ...also);

/** An editor's POST that acts on what exists and answers `type` with 200 (close, batch changes). */
export const Action = (type: Answer, path: string, ...also: Also) =>
  applyDecorators(
    RequireRole('editor'),
    Post(path),
    HttpCode(HttpStatus.OK),
    ApiOkResponse({ type }),
    ...also,
  );

/** An editor's PUT answering `type`. */
export const Update = (type: Answer, path: string, ...also: Also) =>
  applyDecorators(RequireRole('editor'), Put(path), ApiOkResponse({ type }), ...also);

/** An editor's DELETE answering `{ success: true }`. */
export const Remove = (path: string, ...also: Also) =>
  applyDecorators(RequireRole('editor'), Delete(path), ApiOkResponse({ type: Done }), ...also);
