import type { ActionType } from '@ant-design/pro-components';
import { useCallback, useRef } from 'react';
import type { ReactNode } from 'react';
import { useFormModal } from '../../hooks/useFormModal';
import { useDeleteRow } from '../../hooks/useRecordMutations';
import { editActionsColumn } from './ListActions';

/**
 * What a list page with an add/edit dialog holds: the table's handle and reload, the dialog's state
 * (`saved` closes it and reloads), `remove` (a confirmed delete with its messages, then a reload), and
 * `actionsColumn`: its Actions column, whose Edit opens the dialog and Delete is `remove`, after `extra`.
 */
export function useListPage<T>(deleteOne: (row: T) => Promise<unknown>) {
  const actionRef = useRef<ActionType>(null);
  const deleteRow = useDeleteRow();
  const reload = useCallback(() => void actionRef.current?.reload(), []);
  const form = useFormModal<T>(reload);
  const remove = (row: T) => deleteRow(() => deleteOne(row), reload);
  const actionsColumn = (title: string, extra: (row: T) => ReactNode, width?: number) =>
    editActionsColumn<T>({ title, width, onEdit: form.openForm, onDelete: remove, extra });
  return { actionRef, reload, remove, actionsColumn, ...form };
}
