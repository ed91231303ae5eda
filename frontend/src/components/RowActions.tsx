import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  onEdit(): void;
  /** Runs once the delete is confirmed; a returned promise keeps the confirm button loading. */
  onDelete(): Promise<unknown> | void;
}

/** The Edit and (confirmed) Delete buttons of a table row. */
export function RowActions({ onEdit, onDelete }: Props) {
  const { t } = useTranslation('common');
  return (
    <Space size={4}>
      <Button type="link" size="small" icon={<EditOutlined />} onClick={onEdit}>
        {t('actions.edit')}
      </Button>
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
