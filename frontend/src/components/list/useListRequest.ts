import type { SortOrder } from 'antd/es/table/interface';
import { useCallback, useRef, useState } from 'react';
import { PAGE_SIZE } from '../../utils/pagination';

/** What a list page's loader answers: one page of rows and how many there are in all. */
export interface ListAnswer<T> {
  data: T[];
  total: number;
}

/** The parameters ProTable hands a request: the page, its size and the page's own filters. */
export type ListParams<P> = P & { current: number; pageSize: number };
export type ListSort = Record<string, SortOrder>;
export type ListLoader<T, P> = (params: ListParams<P>, sort: ListSort) => Promise<ListAnswer<T>>;

/**
 * Wraps a list page's loader for ProTable's `request`. A failure is kept (to be shown with a retry) and
 * reported to ProTable as a failure: it never turns into an empty list, which would read as "nothing here".
 */
export function useListRequest<T, P>(load: ListLoader<T, P>) {
  const [error, setError] = useState<unknown>(null);
  const loader = useRef(load);
  loader.current = load;

  const request = useCallback(async (params: P & { current?: number; pageSize?: number }, sort: ListSort) => {
    try {
      const page = { ...params, current: params.current ?? 1, pageSize: params.pageSize ?? PAGE_SIZE };
      const answer = await loader.current(page, sort ?? {});
      setError(null);
      return { data: answer.data, total: answer.total, success: true };
    } catch (failure) {
      setError(failure);
      return { data: [] as T[], total: 0, success: false };
    }
  }, []);

  return { request, error };
}

/** A loader for an API that answers the whole list at once: the table pages it. */
export function wholeList<T>(rows: T[]): ListAnswer<T> {
  return { data: rows, total: rows.length };
}
