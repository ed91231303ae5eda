import type { SortOrder } from '../services/types';

type TableSort = Record<string, 'ascend' | 'descend' | null | undefined> | undefined;

/** antd's sorter state → the API's sort_field / sort_order (asc | desc); nothing when unsorted. */
export function toSortParams(sort: TableSort): { sort_field?: string; sort_order?: SortOrder } {
  const entry = Object.entries(sort ?? {}).find(([, order]) => order === 'ascend' || order === 'descend');
  if (!entry) return {};
  return { sort_field: entry[0], sort_order: entry[1] === 'ascend' ? 'asc' : 'desc' };
}
