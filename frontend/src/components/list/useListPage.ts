import type { ActionType } from '@ant-design/pro-components';
import { useCallback, useRef } from 'react';
import { useFormModal } from '../../hooks/useFormModal';
import { useDeleteRow } from '../../hooks/useRecordMutations';

/**
 * What a list page with an add/edit dialog holds: the table's handle and reload, the dialog's state
 * (`saved` closes it and reloads), and `remove` (a confirmed delete with its messages, then a reload).
 */
export function useListPage<T>(deleteOne: (row: T) => Promise<unknown>) {
  const actionRef = useRef<ActionType>(null);
  const deleteRow = useDeleteRow();
  const reload = useCallback(() => void actionRef.current?.reload(), []);
  const form = useFormModal<T>(reload);
  const remove = (row: T) => deleteRow(() => deleteOne(row), reload);
  return { actionRef, reload, remove, ...form };
}
