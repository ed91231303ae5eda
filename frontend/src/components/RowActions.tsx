import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** Left out: no Edit button (e.g. a row that is only ever deleted). */
  onEdit?(): void;
  /** Runs once the delete is confirmed; a returned promise keeps the confirm button loading. */
  onDelete(): Promise<unknown> | void;
  /** The period lock's date when this row lies in a closed period: Edit and Delete are disabled. */
  lockedThrough?: string | null;
  /** Further actions of the row, shown first (e.g. History, which a closed row keeps). */
  children?: ReactNode;
}

/** The Edit and (confirmed) Delete buttons of a table row. */
export function RowActions({ onEdit, onDelete, lockedThrough, children }: Props) {
  const { t } = useTranslation('common');
  const edit = onEdit ? (
    <Button
      type="link"
      size="small"
      icon={<EditOutlined />}
      onClick={onEdit}
      disabled={Boolean(lockedThrough)}
    >
      {t('actions.edit')}
    </Button>
  ) : null;
  const remove = (
    <Button type="link" size="small" danger icon={<DeleteOutlined />} disabled={Boolean(lockedThrough)}>
      {t('actions.delete')}
    </Button>
  );
  return (
    <Space size={4}>
      {children}
      {lockedThrough ? (
        <Tooltip title={t('locked', { date: lockedThrough })}>
          <Space size={4} data-testid="row-locked">
            {edit}
            {remove}
          </Space>
        </Tooltip>
      ) : (
        <>
          {edit}
          <Popconfirm
            title={t('confirm.delete')}
            okText={t('actions.confirm')}
            cancelText={t('actions.cancel')}
            onConfirm={() => onDelete()}
          >
            {remove}
          </Popconfirm>
        </>
      )}
    </Space>
  );
}
