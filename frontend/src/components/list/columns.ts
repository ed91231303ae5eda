import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { formatDate, formatDateTime, formatMoney, formatTotal } from '../../utils/format';
import { UNIT_PRICE_DECIMALS } from '../../utils/money';

/** How an amount column shows its value: a unit price (4 decimals), a total, money (2) or any text. */
export type AmountFormat = 'unitPrice' | 'total' | 'money' | ((value: number) => string);

const FORMATS = {
  unitPrice: (value: number) => formatMoney(value, UNIT_PRICE_DECIMALS),
  total: formatTotal,
  money: (value: number) => formatMoney(value),
};

/** What a built column may add: the same in a ProTable and in a plain antd Table. */
export type ColumnExtra<T> = Pick<
  ColumnType<T>,
  'key' | 'width' | 'sorter' | 'defaultSortOrder' | 'fixed' | 'ellipsis' | 'className'
>;

/** A column that both a ProTable (`ProColumns`) and a plain antd Table (`ColumnsType`) take. */
export type BuiltColumn<T> = ColumnExtra<T> & {
  title: string;
  dataIndex: keyof T & string;
  align?: 'right';
  render: (value: unknown, row: T) => ReactNode;
};

/**
 * A right-aligned amount column; `sortable` sorts the rows the table has by it (a server-sorted list
 * passes `sorter: true` in `extra` instead).
 */
export function amountColumn<T>(
  title: string,
  dataIndex: keyof T & string,
  format: AmountFormat,
  extra: ColumnExtra<T> & { sortable?: boolean } = {},
): BuiltColumn<T> {
  const show = typeof format === 'function' ? format : FORMATS[format];
  const value = (row: T) => Number(row[dataIndex] ?? 0);
  const { sortable, ...rest } = extra;
  return {
    title,
    dataIndex,
    align: 'right',
    render: (_, row) => show(value(row)),
    ...(sortable ? { sorter: (a: T, b: T) => value(a) - value(b) } : {}),
    ...rest,
  };
}

/** A date (or, with `time`, a date and time) column that does not wrap. */
export function dateColumn<T>(
  title: string,
  dataIndex: keyof T & string,
  extra: ColumnExtra<T> & { time?: boolean } = {},
): BuiltColumn<T> {
  const { time, ...rest } = extra;
  const show = time ? formatDateTime : formatDate;
  return {
    title,
    dataIndex,
    className: 'tb-nowrap',
    render: (_, row) => show(row[dataIndex] as string | null | undefined),
    ...rest,
  };
}

/** The row's remark, cut to the column's width (blank when there is none). */
export function remarkColumn<T extends { remark: string | null }>(title: string): BuiltColumn<T> {
  return { title, dataIndex: 'remark', ellipsis: true, render: (_, row) => row.remark ?? '' };
}
