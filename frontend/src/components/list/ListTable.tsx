import {
  ProTable,
  type ActionType,
  type ParamsType,
  type ProColumns,
  type ProTableProps,
} from '@ant-design/pro-components';
import { Grid, Space } from 'antd';
import { useMemo, useRef, type RefObject, type TdHTMLAttributes } from 'react';
import { useTablePagination } from '../../hooks/useTablePagination';
import { type LiveEntity } from '../../shell/live/useLiveChanges';
import { useSession } from '../../shell/session/useSession';
import { LiveMark, useLiveList } from './useLiveList';
import { ListEmpty } from './ListEmpty';
import { ListError } from './ListError';
import { useListRequest, type ListLoader } from './useListRequest';

type Passed<T, P> = Omit<
  ProTableProps<T, P>,
  'request' | 'search' | 'options' | 'pagination' | 'columnsState' | 'actionRef' | 'scroll' | 'columns'
>;

export interface ListTableProps<T, P> extends Passed<T, P> {
  /** The row's key; `id` unless told. */
  rowKey?: Passed<T, P>['rowKey'];
  columns: ProColumns<T>[];
  /** One page of rows for the page number, size, the table's params and its sort. */
  load: ListLoader<T, P>;
  actionRef?: RefObject<ActionType>;
  /**
   * A filter narrows the list: an empty list then says that nothing matches, not that nothing exists.
   * Left out: any param set (not empty and not 'all') is a filter.
   */
  filtered?: boolean;
  /** Offers the column chooser, remembered per user in this browser under this name. */
  columnsKey?: string;
  /** Columns (their key or dataIndex) hidden until the user shows them in the column chooser. */
  hiddenColumns?: string[];
  /** Rows a page (default 10); `sizeChanger` lets the user pick another. `false`: one page. */
  pageSize?: number | false;
  sizeChanger?: boolean;
  /** The width the columns need on a desk; the table scrolls inside its card when the window is narrower. */
  scrollX?: number | 'max-content';
  /**
   * The entities whose changes (by anyone, on any screen) this list shows: it reloads when one arrives
   * and marks the rows another user's change made different, with their name.
   */
  live?: readonly LiveEntity[];
}

/** A row's key, as the table reads it (`rowKey`: a field's name or a function of the row). */
function rowKeyOf<T>(rowKey: unknown, row: T): string {
  if (typeof rowKey === 'function') return String((rowKey as (row: T) => unknown)(row));
  return String((row as Record<string, unknown>)[typeof rowKey === 'string' ? rowKey : 'id']);
}

/** Whether any of a list's params narrows it. */
export function isFiltered(params: object | undefined): boolean {
  return Object.values(params ?? {}).some((value) => value !== undefined && value !== '' && value !== 'all');
}

/** What a phone's card needs of a column (a ProTable's or a plain antd Table's): its title, its cells. */
interface CardableColumn {
  title?: unknown;
  // `never`: the column's own row type, whichever it is.
  onCell?: (record: never, index?: number) => object;
}

/** The cell's label, shown before its value when a phone shows each row as a card. */
export function cardColumn<C extends CardableColumn>(column: C): C {
  const label = typeof column.title === 'string' ? column.title : '';
  return {
    ...column,
    fixed: undefined,
    width: undefined,
    onCell: (record: never, index?: number) =>
      ({ ...column.onCell?.(record, index), 'data-label': label }) as TdHTMLAttributes<HTMLElement>,
  };
}

/**
 * Below 768 px a table (a list's ProTable, or a drawer's plain Table) shows its rows as cards: whether
 * it does now, and its columns, class and scroll for that (wider than its box, the table scrolls inside
 * it; cards never do).
 */
export function useCardColumns<C extends CardableColumn>(columns: C[]) {
  const cards = Grid.useBreakpoint().md === false;
  const shown = useMemo(() => (cards ? columns.map(cardColumn) : columns), [cards, columns]);
  return {
    cards,
    columns: shown,
    className: cards ? 'tb-list-cards' : undefined,
    scroll: cards ? undefined : { x: 'max-content' as const },
  };
}

/**
 * Every list page's table: loading, a failure shown as such with a Retry, an empty state that says why,
 * the column chooser (per user), pagination, and on a phone (below 768 px) each row as a card of
 * "label: value" lines built from the same columns, so the page never scrolls sideways.
 */
/** Rows and params are plain records (ProTable's own constraint). */
export function ListTable<T extends ParamsType, P extends ParamsType = ParamsType>({
  load,
  actionRef,
  filtered,
  columnsKey,
  hiddenColumns,
  pageSize = undefined,
  sizeChanger,
  scrollX,
  columns,
  className,
  rowKey = 'id',
  live,
  ...rest
}: ListTableProps<T, P>) {
  const own = useRef<ActionType>(null);
  const ref = actionRef ?? own;
  const marked = useLiveList<T>(
    live,
    () => void ref.current?.reload(),
    (row) => rowKeyOf(rowKey, row),
  );
  const { request, error } = useListRequest<T, P>(async (params, sort) => {
    const answer = await load(params, sort);
    marked.loaded(answer.data);
    return answer;
  });
  const { cards, columns: shown } = useCardColumns(columns);
  const pagination = useTablePagination({ pageSize: pageSize || undefined, sizeChanger });
  const { user } = useSession();

  const columnsState = useMemo(
    () =>
      columnsKey
        ? {
            persistenceKey: `tb.columns.${user?.username ?? ''}.${columnsKey}`,
            persistenceType: 'localStorage' as const,
            defaultValue: Object.fromEntries((hiddenColumns ?? []).map((key) => [key, { show: false }])),
          }
        : undefined,
    [columnsKey, hiddenColumns, user?.username],
  );

  return (
    <ProTable<T, P>
      {...rest}
      rowKey={rowKey}
      rowClassName={(row, index) =>
        [
          typeof rest.rowClassName === 'function' ? rest.rowClassName(row, index, 0) : rest.rowClassName,
          marked.isChanged(row) ? 'tb-live-changed' : '',
        ]
          .filter(Boolean)
          .join(' ')
      }
      headerTitle={
        marked.by ? (
          <Space size={8} wrap>
            {rest.headerTitle}
            <LiveMark by={marked.by} />
          </Space>
        ) : (
          rest.headerTitle
        )
      }
      className={[className, cards ? 'tb-list-cards' : ''].filter(Boolean).join(' ') || undefined}
      columns={shown}
      actionRef={ref}
      search={false}
      options={columnsKey ? { setting: true, density: false, reload: false, fullScreen: false } : false}
      columnsState={columnsState}
      cardBordered={rest.cardBordered ?? true}
      scroll={cards || !scrollX ? undefined : { x: scrollX }}
      pagination={pageSize === false ? false : pagination}
      locale={{ emptyText: <ListEmpty filtered={filtered ?? isFiltered(rest.params)} />, ...rest.locale }}
      request={request}
      tableViewRender={(_, dom) =>
        error ? <ListError error={error} onRetry={() => void ref.current?.reload()} /> : dom
      }
    />
  );
}
