export type SortOrder = 'ASC' | 'DESC';

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
