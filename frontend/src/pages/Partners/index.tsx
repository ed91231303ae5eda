import { PlusOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Segmented, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { RowActions } from '../../components/RowActions';
import { HistoryButton } from '../../features/history/HistoryButton';
import { useFormModal } from '../../hooks/useFormModal';
import { useDeleteRow } from '../../hooks/useRecordMutations';
import { useTablePagination } from '../../hooks/useTablePagination';
import { deletePartner, listPartners } from '../../services/partners';
import type { Partner, PartnerType } from '../../services/types';
import { useAccess } from '../../shell/access/useAccess';
import { formatMoney } from '../../utils/format';
import { AMOUNT_DECIMALS } from '../../utils/money';
import { PartnerFormModal } from './components/PartnerFormModal';

type TypeFilter = 'all' | PartnerType;

export default function PartnersPage() {
  const { t } = useTranslation('partners');
  const deleteRow = useDeleteRow();
  const { canEdit } = useAccess();
  const actionRef = useRef<ActionType>(null);
  const pagination = useTablePagination();
  const [type, setType] = useState<TypeFilter>('all');
  const { editing, open, formKey, openForm, close } = useFormModal<Partner>();

  const remove = (partner: Partner) =>
    deleteRow(
      () => deletePartner(partner.short_name),
      () => actionRef.current?.reload(),
    );

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
    {
      title: t('fields.paymentTermsDays'),
      dataIndex: 'payment_terms_days',
      align: 'right',
      render: (_, row) => row.payment_terms_days ?? '',
    },
    {
      title: t('fields.creditLimit'),
      dataIndex: 'credit_limit',
      align: 'right',
      render: (_, row) =>
        row.credit_limit === null || row.credit_limit === undefined
          ? ''
          : formatMoney(row.credit_limit, AMOUNT_DECIMALS),
    },
  ];
  if (canEdit) {
    columns.push({
      title: t('fields.actions'),
      valueType: 'option',
      width: 240,
      render: (_, row) => (
        <RowActions onEdit={() => openForm(row)} onDelete={() => remove(row)}>
          <HistoryButton entity="partner" entityId={row.short_name} />
        </RowActions>
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
        scroll={{ x: 1300 }}
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
        onClose={close}
        onSaved={() => {
          close();
          actionRef.current?.reload();
        }}
      />
    </>
  );
}
