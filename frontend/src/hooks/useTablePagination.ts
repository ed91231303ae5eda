import type { TablePaginationConfig } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DETAIL_PAGE_SIZE, PAGE_SIZE, shownRange } from '../utils/pagination';

/** Main tables: 10 rows, quick jumper, 'Showing {start}-{end} of {total} results.' */
export function useTablePagination(): TablePaginationConfig {
  const { t } = useTranslation('common');
  return useMemo(
    () => ({
      pageSize: PAGE_SIZE,
      showQuickJumper: true,
      showSizeChanger: false,
      showTotal: (total: number, range: [number, number]) =>
        t('pagination.showing', shownRange(total, range)),
    }),
    [t],
  );
}

/** Detail sub-tables: 5 rows, no size changer. */
export function useDetailPagination(): TablePaginationConfig {
  const { t } = useTranslation('common');
  return useMemo(
    () => ({
      pageSize: DETAIL_PAGE_SIZE,
      showSizeChanger: false,
      size: 'small',
      showTotal: (total: number, range: [number, number]) =>
        t('pagination.showing', shownRange(total, range)),
    }),
    [t],
  );
}
