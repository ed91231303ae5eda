import { PoweroffOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import { App, Button, Segmented, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListPage } from '../../components/list/useListPage';
import { PageHeader } from '../../components/PageHeader';
import { AddButton, KeywordSearch } from '../../components/list/ListActions';
import { ListTable } from '../../components/list/ListTable';
import { wholeList } from '../../components/list/useListRequest';
import { HistoryButton } from '../../features/history/HistoryButton';
import { isStaleVersion, useStaleVersionNotice } from '../../hooks/useRecordMutations';
import { messageOr } from '../../services/errors';
import { deletePartner, listPartners, setPartnerActive } from '../../services/partners';
import type { Partner, PartnerType } from '../../services/types';
import { useAccess } from '../../shell/access/useAccess';
import { formatMoney } from '../../utils/format';
import { AMOUNT_DECIMALS } from '../../utils/money';
import { PartnerFormModal } from './components/PartnerFormModal';
import { matchesKeyword } from './keyword';

const PARTNER_HIDDEN = ['address', 'contact_person', 'payment_terms_days'];

type TypeFilter = 'all' | PartnerType;
type StatusFilter = 'all' | 'active' | 'inactive';
interface Params {
  type: TypeFilter;
  status: StatusFilter;
  keyword: string;
}

export default function PartnersPage() {
  const { t } = useTranslation('partners');
  const { message } = App.useApp();
  const { canEdit } = useAccess();
  const staleNotice = useStaleVersionNotice();
  const [type, setType] = useState<TypeFilter>('all');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [keyword, setKeyword] = useState('');
  const { actionRef, reload, actionsColumn, editing, open, formKey, openForm, close, saved } =
    useListPage<Partner>((partner) => deletePartner(partner.short_name));

  const toggleActive = async (partner: Partner) => {
    const active = partner.active === false;
    try {
      await setPartnerActive(partner.short_name, active, partner.version);
      message.success(t(active ? 'status.activated' : 'status.deactivated', { name: partner.short_name }));
      reload();
    } catch (error) {
      if (isStaleVersion(error)) staleNotice(error, reload);
      else message.error(messageOr(error, t('common:messages.saveFailed')));
    }
  };

  const columns: ProColumns<Partner>[] = [
    { title: t('fields.code'), dataIndex: 'code', render: (_, row) => row.code ?? '' },
    {
      title: t('fields.shortName'),
      dataIndex: 'short_name',
      render: (_, row) => (
        <Space size={4} wrap>
          {row.short_name}
          {row.active === false ? <Tag data-testid="partner-inactive">{t('status.inactiveTag')}</Tag> : null}
        </Space>
      ),
    },
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
    // Four actions (five words in some languages): kept in sight at the right edge, the other columns
    // scroll under them when the table is wider than the page.
    columns.push({
      ...actionsColumn(
        t('fields.actions'),
        (row) => (
          <>
            <HistoryButton entity="partner" entityId={row.short_name} />
            <Button
              type="link"
              size="small"
              icon={<PoweroffOutlined />}
              onClick={() => void toggleActive(row)}
              data-testid="partner-toggle-active"
            >
              {t(row.active === false ? 'status.activate' : 'status.deactivate')}
            </Button>
          </>
        ),
        400,
      ),
      fixed: 'right',
    });
  }

  return (
    <>
      <PageHeader
        title={t('title')}
        extra={
          <>
            <KeywordSearch placeholder={t('searchPlaceholder')} onSearch={setKeyword} />
            <Segmented<TypeFilter>
              value={type}
              onChange={setType}
              options={[
                { value: 'all', label: t('types.all') },
                { value: 0, label: t('types.0') },
                { value: 1, label: t('types.1') },
              ]}
            />
            <Select<StatusFilter>
              value={status}
              onChange={setStatus}
              style={{ width: 140 }}
              aria-label={t('status.label')}
              options={[
                { value: 'all', label: t('status.all') },
                { value: 'active', label: t('status.active') },
                { value: 'inactive', label: t('status.inactive') },
              ]}
            />
            {canEdit ? <AddButton label={t('add')} onClick={() => openForm(null)} /> : null}
          </>
        }
      />
      <ListTable<Partner, Params>
        rowKey="short_name"
        live={['partner']}
        actionRef={actionRef}
        columns={columns}
        params={{ type, status, keyword }}
        columnsKey="partners"
        // Address, contact person and terms are a click away in the column chooser.
        hiddenColumns={PARTNER_HIDDEN}
        pageSize={20}
        sizeChanger
        scrollX={1150}
        load={async (params) => {
          const active = params.status === 'all' ? undefined : params.status === 'active';
          const rows = await listPartners(params.type === 'all' ? undefined : params.type, active);
          return wholeList(rows.filter((row) => matchesKeyword(row, params.keyword)));
        }}
      />
      <PartnerFormModal key={formKey} open={open} partner={editing} onClose={close} onSaved={saved} />
    </>
  );
}
