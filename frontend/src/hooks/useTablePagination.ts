import type { TablePaginationConfig } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DETAIL_PAGE_SIZE, PAGE_SIZE, shownRange } from '../utils/pagination';

/**
 * Main tables: 10 rows unless told otherwise, quick jumper, 'Showing {start}-{end} of {total} results.';
 * with `sizeChanger` the user may pick 10, 20, 50 or 100 rows.
 */
export function useTablePagination(
  options: { pageSize?: number; sizeChanger?: boolean; detail?: boolean } = {},
): TablePaginationConfig {
  const { t } = useTranslation('common');
  const { pageSize, sizeChanger = false, detail = false } = options;
  return useMemo(
    () => ({
      defaultPageSize: pageSize ?? (detail ? DETAIL_PAGE_SIZE : PAGE_SIZE),
      showQuickJumper: !detail,
      showSizeChanger: sizeChanger,
      pageSizeOptions: [10, 20, 50, 100],
      size: detail ? 'small' : undefined,
      showTotal: (total: number, range: [number, number]) =>
        t('pagination.showing', shownRange(total, range)),
    }),
    [t, pageSize, sizeChanger, detail],
  );
}

/** Detail sub-tables: 5 rows, no size changer. */
export const useDetailPagination = () => useTablePagination({ detail: true });
