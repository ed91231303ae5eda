import { ExecutionContext, createParamDecorator } from '@nestjs/common';
import { DomainError } from '../errors/domain-error';

/** The largest id an `integer` column holds. */
export const MAX_RECORD_ID = 2_147_483_647;

/**
 * An id as a client sent it (a path segment, a query value): a whole number from 1 to MAX_RECORD_ID,
 * written plainly ("12", not "012", "1e1" or "12.0"); anything else is a 400 VALIDATION_FAILED, so a
 * huge or malformed id never reaches the database.
 */
export function parseRecordId(value: unknown): number {
  const text = typeof value === 'number' ? String(value) : value;
  const id = typeof text === 'string' && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : NaN;
  if (!(id <= MAX_RECORD_ID)) {
    throw new DomainError('VALIDATION_FAILED.id', { field: 'id', min: 1, max: MAX_RECORD_ID });
  }
  return id;
}

/**
 * The `:id` of the path as a number (see parseRecordId), for every route with an id in its path. A
 * custom decorator rather than a pipe, so the global validation pipe does not turn "abc" into NaN first.
 */
export const RecordId = createParamDecorator((_data: unknown, ctx: ExecutionContext): number =>
  parseRecordId(ctx.switchToHttp().getRequest<{ params: Record<string, string> }>().params.id),
);
