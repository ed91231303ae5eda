import { PlusOutlined, ProfileOutlined, ReloadOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { App, Button, Input, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { useTablePagination } from '../../hooks/useTablePagination';
import { deletePayment, listBalances } from '../../services/balance';
import { messageOr } from '../../services/errors';
import type { BalanceRow, PaymentRecord, Side } from '../../services/types';
import { useAccess } from '../../shell/access/useAccess';
import { formatDate, formatMoney } from '../../utils/format';
import { PAGE_SIZE } from '../../utils/pagination';
import { toSortParams } from '../../utils/sort';
import { BalanceDetailModal, type BalanceDetailHandle } from './BalanceDetailModal';
import { BalanceTag } from './BalanceTag';
import { PaymentFormModal, type PaymentTarget } from './PaymentFormModal';
import { methodKey } from './paymentMethods';

/** Spec section 4: lists sort by balance, descending, by default. */
export const DEFAULT_SORT = { sort_field: 'balance', sort_order: 'desc' } as const;

/** The receivable and payable pages: one implementation, parameterised by side. */
export function BalancePage({ side }: { side: Side }) {
  const { t } = useTranslation('balance');
  const { message } = App.useApp();
  const { canEdit } = useAccess();
  const actionRef = useRef<ActionType>(null);
  const detailRef = useRef<BalanceDetailHandle>(null);
  const pagination = useTablePagination();
  const [search, setSearch] = useState<string>();
  const [detailRow, setDetailRow] = useState<BalanceRow | null>(null);
  const [target, setTarget] = useState<PaymentTarget | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const s = (key: string) => t(`${side}.${key}`);

  /** Starting an add or an edit closes the detail dialog. */
  const startPayment = (next: PaymentTarget) => {
    setDetailRow(null);
    setTarget(next);
    setFormKey((key) => key + 1);
    setFormOpen(true);
  };
  const addPayment = (row: BalanceRow) =>
    startPayment({ partner_code: row.partner_code, partner_short_name: row.partner_short_name });
  const editPayment = (row: BalanceRow, payment: PaymentRecord) =>
    startPayment({ partner_code: row.partner_code, partner_short_name: row.partner_short_name, payment });

  const removePayment = async (payment: PaymentRecord) => {
    try {
      await deletePayment(side, payment.id);
      message.success(t('messages.deleteSuccess'));
      actionRef.current?.reload();
      detailRef.current?.reload();
    } catch (error) {
      message.error(messageOr(error, t('messages.deleteFailed')));
    }
  };

  const refresh = async () => {
    await actionRef.current?.reload();
    message.success(t('common:messages.refreshed'));
  };

  const columns: ProColumns<BalanceRow>[] = [
    { title: s('partnerCode'), dataIndex: 'partner_code' },
    { title: s('partnerShortName'), dataIndex: 'partner_short_name' },
    { title: s('partnerFullName'), dataIndex: 'partner_full_name', ellipsis: true },
    {
      title: s('totalAmount'),
      dataIndex: 'total_amount',
      align: 'right',
      sorter: true,
      render: (_, row) => formatMoney(row.total_amount, 2),
    },
    {
      title: t('fields.totalPaid'),
      dataIndex: 'total_paid',
      align: 'right',
      sorter: true,
      render: (_, row) => formatMoney(row.total_paid, 2),
    },
    {
      title: t('fields.balance'),
      dataIndex: 'balance',
      align: 'right',
      sorter: true,
      defaultSortOrder: 'descend',
      render: (_, row) => <BalanceTag balance={row.balance} />,
    },
    {
      title: t('fields.lastPaymentDate'),
      dataIndex: 'last_payment_date',
      sorter: true,
      render: (_, row) => formatDate(row.last_payment_date),
    },
    {
      title: t('fields.lastPaymentMethod'),
      dataIndex: 'last_payment_method',
      render: (_, row) => {
        const key = methodKey(row.last_payment_method);
        return key ? t(`methods.${key}`) : (row.last_payment_method ?? '');
      },
    },
    {
      title: t('fields.actions'),
      valueType: 'option',
      width: canEdit ? 220 : 100,
      fixed: 'right',
      render: (_, row) => (
        <Space size={4}>
          <Button type="link" size="small" icon={<ProfileOutlined />} onClick={() => setDetailRow(row)}>
            {t('actions.details')}
          </Button>
          {canEdit ? (
            <Button type="link" size="small" icon={<PlusOutlined />} onClick={() => addPayment(row)}>
              {t('actions.addPayment')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={s('title')}
        extra={
          <>
            <Input.Search
              allowClear
              placeholder={s('searchPlaceholder')}
              enterButton={t('common:actions.search')}
              onSearch={(value) => setSearch(value.trim() || undefined)}
              style={{ width: 320 }}
            />
            <Button icon={<ReloadOutlined />} onClick={refresh}>
              {t('common:actions.refresh')}
            </Button>
          </>
        }
      />
      <ProTable<BalanceRow, { partner_short_name?: string }>
        rowKey="partner_code"
        actionRef={actionRef}
        columns={columns}
        params={{ partner_short_name: search }}
        search={false}
        options={false}
        cardBordered
        scroll={{ x: 1200 }}
        pagination={pagination}
        request={async (params, sort) => {
          try {
            const sortParams = toSortParams(sort);
            const answer = await listBalances(side, {
              page: params.current ?? 1,
              limit: PAGE_SIZE,
              partner_short_name: params.partner_short_name,
              ...(sortParams.sort_field ? sortParams : DEFAULT_SORT),
            });
            return { data: answer.data, total: answer.total, success: true };
          } catch (error) {
            console.error(`Loading ${side} failed`, error);
            return { data: [], total: 0, success: true };
          }
        }}
      />
      <BalanceDetailModal
        ref={detailRef}
        side={side}
        row={detailRow}
        canEdit={canEdit}
        onClose={() => setDetailRow(null)}
        onAdd={addPayment}
        onEdit={editPayment}
        onDelete={removePayment}
      />
      <PaymentFormModal
        key={formKey}
        side={side}
        open={formOpen}
        target={target}
        onClose={() => setFormOpen(false)}
        onSaved={() => {
          setFormOpen(false);
          actionRef.current?.reload();
        }}
      />
    </>
  );
}
