/** Main tables show 10 rows, detail sub-tables 5. */
export const PAGE_SIZE = 10;
export const DETAIL_PAGE_SIZE = 5;

/** The first and last row numbers shown on a page (1-based; 0-0 when empty). */
export function pageRange(page: number, pageSize: number, total: number): [number, number] {
  if (total <= 0) return [0, 0];
  const start = (Math.max(1, page) - 1) * pageSize + 1;
  return [Math.min(start, total), Math.min(start + pageSize - 1, total)];
}

/** Normalises antd's `showTotal` range so an empty table reads 0-0. */
export function shownRange(
  total: number,
  range: [number, number],
): { start: number; end: number; total: number } {
  if (total <= 0) return { start: 0, end: 0, total: 0 };
  return { start: range[0], end: Math.min(range[1], total), total };
}
