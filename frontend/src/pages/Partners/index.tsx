import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { App, Button, Popconfirm, Segmented, Space, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { useTablePagination } from '../../hooks/useTablePagination';
import { messageOr } from '../../services/errors';
import { deletePartner, listPartners } from '../../services/partners';
import type { Partner, PartnerType } from '../../services/types';
import { useAccess } from '../../shell/access/useAccess';
import { PartnerFormModal } from './components/PartnerFormModal';

type TypeFilter = 'all' | PartnerType;

export default function PartnersPage() {
  const { t } = useTranslation('partners');
  const { message } = App.useApp();
  const { canEdit } = useAccess();
  const actionRef = useRef<ActionType>(null);
  const pagination = useTablePagination();
  const [type, setType] = useState<TypeFilter>('all');
  const [editing, setEditing] = useState<Partner | null>(null);
  const [open, setOpen] = useState(false);
  const [formKey, setFormKey] = useState(0);

  const openForm = (partner: Partner | null) => {
    setEditing(partner);
    setFormKey((key) => key + 1);
    setOpen(true);
  };

  const remove = async (partner: Partner) => {
    try {
      await deletePartner(partner.short_name);
      message.success(t('common:messages.deleteSuccess'));
      actionRef.current?.reload();
    } catch (error) {
      const reason = messageOr(error, '');
      message.error(
        reason ? `${t('common:messages.deleteFailed')}: ${reason}` : t('common:messages.deleteFailed'),
      );
    }
  };

  const columns: ProColumns<Partner>[] = [
    { title: t('fields.code'), dataIndex: 'code', render: (_, row) => row.code ?? '' },
    { title: t('fields.shortName'), dataIndex: 'short_name' },
    { title: t('fields.fullName'), dataIndex: 'full_name', ellipsis: true },
    {
      title: t('fields.type'),
      dataIndex: 'type',
      render: (_, row) => <Tag color={row.type === 0 ? 'purple' : 'cyan'}>{t(`types.${row.type}`)}</Tag>,
    },
    {
      title: t('fields.address'),
      dataIndex: 'address',
      ellipsis: true,
      render: (_, row) => row.address ?? '',
    },
    {
      title: t('fields.contactPerson'),
      dataIndex: 'contact_person',
      render: (_, row) => row.contact_person ?? '',
    },
    {
      title: t('fields.contactPhone'),
      dataIndex: 'contact_phone',
      render: (_, row) => row.contact_phone ?? '',
    },
  ];
  if (canEdit) {
    columns.push({
      title: t('fields.actions'),
      valueType: 'option',
      width: 160,
      render: (_, row) => (
        <Space size={4}>
          <Button type="link" size="small" icon={<EditOutlined />} onClick={() => openForm(row)}>
            {t('common:actions.edit')}
          </Button>
          <Popconfirm
            title={t('common:confirm.delete')}
            okText={t('common:actions.confirm')}
            cancelText={t('common:actions.cancel')}
            onConfirm={() => remove(row)}
          >
            <Button type="link" size="small" danger icon={<DeleteOutlined />}>
              {t('common:actions.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    });
  }

  return (
    <>
      <PageHeader
        title={t('title')}
        extra={
          <>
            <Segmented<TypeFilter>
              value={type}
              onChange={setType}
              options={[
                { value: 'all', label: t('types.all') },
                { value: 0, label: t('types.0') },
                { value: 1, label: t('types.1') },
              ]}
            />
            {canEdit ? (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => openForm(null)}>
                {t('add')}
              </Button>
            ) : null}
          </>
        }
      />
      <ProTable<Partner, { type: TypeFilter }>
        rowKey="short_name"
        actionRef={actionRef}
        columns={columns}
        params={{ type }}
        search={false}
        options={false}
        cardBordered
        scroll={{ x: 1000 }}
        pagination={pagination}
        request={async (params) => {
          try {
            const rows = await listPartners(params.type === 'all' ? undefined : params.type);
            return { data: rows, total: rows.length, success: true };
          } catch (error) {
            console.error('Loading partners failed', error);
            return { data: [], total: 0, success: true };
          }
        }}
      />
      <PartnerFormModal
        key={formKey}
        open={open}
        partner={editing}
        onClose={() => setOpen(false)}
        onSaved={() => {
          setOpen(false);
          actionRef.current?.reload();
        }}
      />
    </>
  );
}
