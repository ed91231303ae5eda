import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** Left out: no Edit button (e.g. a row that is only ever deleted). */
  onEdit?(): void;
  /** Runs once the delete is confirmed; a returned promise keeps the confirm button loading. */
  onDelete(): Promise<unknown> | void;
  /** Further actions of the row, shown first. */
  children?: ReactNode;
}

/** The Edit and (confirmed) Delete buttons of a table row. */
export function RowActions({ onEdit, onDelete, children }: Props) {
  const { t } = useTranslation('common');
  return (
    <Space size={4}>
      {children}
      {onEdit ? (
        <Button type="link" size="small" icon={<EditOutlined />} onClick={onEdit}>
          {t('actions.edit')}
        </Button>
      ) : null}
      <Popconfirm
        title={t('confirm.delete')}
        okText={t('actions.confirm')}
        cancelText={t('actions.cancel')}
        onConfirm={() => onDelete()}
      >
        <Button type="link" size="small" danger icon={<DeleteOutlined />}>
          {t('actions.delete')}
        </Button>
      </Popconfirm>
    </Space>
  );
}
