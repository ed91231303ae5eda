import { applyDecorators } from '@nestjs/common';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export type SortOrder = 'ASC' | 'DESC';

/**
 * `sort_field` of a list query: a column name of its rows, whitelisted by the service (anything else
 * sorts the default way). Declared here once for every list.
 */
export const SortFieldParam = () =>
  applyDecorators(
    IsOptional(),
    IsString({ message: 'sort_field must be text' }),
    MaxLength(50, { message: 'sort_field must be at most 50 characters' }),
  );

/** `sort_order` of a list query: asc/ascend or desc/descend (see resolveSort). */
export const SortOrderParam = () =>
  applyDecorators(
    IsOptional(),
    IsString({ message: 'sort_order must be text' }),
    MaxLength(10, { message: 'sort_order must be at most 10 characters' }),
  );

/**
 * Resolves a client's sort_field/sort_order against a whitelist of SQL expressions. Anything not in
 * the whitelist falls back to the default: client text never reaches SQL.
 */
export function resolveSort<K extends string>(
  whitelist: Record<K, string>,
  field: string | undefined,
  order: string | undefined,
  fallback: { field: K; order: SortOrder },
): { expression: string; order: SortOrder } {
  const known = field !== undefined && Object.prototype.hasOwnProperty.call(whitelist, field);
  const key = known ? (field as K) : fallback.field;
  const direction = (order ?? '').toLowerCase();
  const resolvedOrder: SortOrder =
    known && (direction === 'asc' || direction === 'ascend')
      ? 'ASC'
      : known && (direction === 'desc' || direction === 'descend')
        ? 'DESC'
        : known
          ? 'ASC'
          : fallback.order;
  return { expression: whitelist[key], order: resolvedOrder };
}
