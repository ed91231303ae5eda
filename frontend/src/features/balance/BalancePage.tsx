import { PlusOutlined, ProfileOutlined, ReloadOutlined } from '@ant-design/icons';
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { App, Button, Space, Tabs } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateColumn } from '../../components/list/columns';
import { AddButton, KeywordSearch } from '../../components/list/ListActions';
import { ListTable } from '../../components/list/ListTable';
import { PageHeader } from '../../components/PageHeader';
import { useFormModal } from '../../hooks/useFormModal';
import { usePeriodLock } from '../../hooks/usePeriodLock';
import { deleteOpeningBalance, deletePayment, listBalances } from '../../services/balance';
import { messageOr } from '../../services/errors';
import type { BalanceRow, OpeningBalance, OpeningLine, PaymentRecord, Side } from '../../services/types';
import { useAccess } from '../../shell/access/useAccess';
import { formatMoney } from '../../utils/format';
import { toSortParams } from '../../utils/sort';
import { AgingTable, type AgingTableHandle } from './AgingTable';
import { BalanceDetailModal, type BalanceDetailHandle } from './BalanceDetailModal';
import { BalanceTag } from './BalanceTag';
import { OpeningBalanceFormModal, type OpeningTarget } from './OpeningBalanceFormModal';
import { OpeningBalancesTable } from './OpeningBalancesTable';
import { PaymentFormModal, type PaymentTarget } from './PaymentFormModal';
import { methodKey } from './paymentMethods';
import { StatementModal, type StatementPartner } from './StatementModal';

/** The changes that move a partner's balance. */
const BALANCE_ENTITIES = ['record', 'document', 'payment', 'partner'] as const;

/** Balance lists sort by balance, descending, by default. */
export const DEFAULT_SORT = { sort_field: 'balance', sort_order: 'desc' } as const;

type TabKey = 'balances' | 'openings' | 'aging';

/** The receivable and payable pages: one implementation, parameterised by side. */
export function BalancePage({ side }: { side: Side }) {
  const { t } = useTranslation('balance');
  const { message } = App.useApp();
  const { canEdit } = useAccess();
  const { lockOf } = usePeriodLock();
  const actionRef = useRef<ActionType>(null);
  const openingsRef = useRef<ActionType>(null);
  const detailRef = useRef<BalanceDetailHandle>(null);
  const [search, setSearch] = useState<string>();
  const [detailRow, setDetailRow] = useState<BalanceRow | null>(null);
  const [target, setTarget] = useState<PaymentTarget | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const [tab, setTab] = useState<TabKey>('balances');
  const [statementOf, setStatementOf] = useState<StatementPartner | null>(null);
  const agingRef = useRef<AgingTableHandle>(null);
  const openingForm = useFormModal<OpeningTarget>();
  const s = (key: string) => t(`${side}.${key}`);

  /** Starting an add or an edit closes the detail dialog. */
  const startPayment = (next: PaymentTarget) => {
    setDetailRow(null);
    setTarget(next);
    setFormKey((key) => key + 1);
    setFormOpen(true);
  };
  // A partner without a code has no ledger routes: '' makes the server's 404 say so.
  const codeOf = (row: { partner_code: string | null }) => row.partner_code ?? '';
  const addPayment = (row: BalanceRow) =>
    startPayment({ partner_code: codeOf(row), partner_short_name: row.partner_short_name });
  const editPayment = (row: BalanceRow, payment: PaymentRecord) =>
    startPayment({ partner_code: codeOf(row), partner_short_name: row.partner_short_name, payment });

  const removePayment = async (payment: PaymentRecord) => {
    try {
      await deletePayment(side, payment.id);
      message.success(t(`${side}.messages.deleteSuccess`));
      actionRef.current?.reload();
      detailRef.current?.reload();
    } catch (error) {
      message.error(messageOr(error, t(`${side}.messages.deleteFailed`)));
    }
  };

  /** Like a payment, setting an opening balance from the detail closes the detail dialog. */
  const setOpeningOf = (row: BalanceRow, opening: OpeningLine | null) => {
    setDetailRow(null);
    openingForm.openForm({
      partner: { code: codeOf(row), short_name: row.partner_short_name },
      opening,
    });
  };
  const editOpening = (row: OpeningBalance) =>
    openingForm.openForm({
      partner: { code: codeOf(row), short_name: row.partner_short_name },
      opening: row,
    });
  const openingChanged = () => {
    actionRef.current?.reload();
    openingsRef.current?.reload();
  };
  const removeOpening = async (row: OpeningBalance) => {
    try {
      await deleteOpeningBalance(side, codeOf(row));
      message.success(t('opening.messages.deleted'));
      openingChanged();
    } catch (error) {
      message.error(messageOr(error, t('opening.messages.deleteFailed')));
    }
  };

  const refresh = async () => {
    if (tab === 'aging') await agingRef.current?.reload();
    else await (tab === 'balances' ? actionRef : openingsRef).current?.reload();
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
    dateColumn<BalanceRow>(t('fields.lastPaymentDate'), 'last_payment_date', { sorter: true }),
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
      width: canEdit ? 240 : 100,
      fixed: 'right',
      render: (_, row) => (
        <Space size={4}>
          <Button type="link" size="small" icon={<ProfileOutlined />} onClick={() => setDetailRow(row)}>
            {t('actions.details')}
          </Button>
          {canEdit ? (
            <Button type="link" size="small" icon={<PlusOutlined />} onClick={() => addPayment(row)}>
              {s('addPayment')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  const balancesTable = (
    <ListTable<BalanceRow, { partner_short_name?: string }>
      rowKey="partner_code"
      live={BALANCE_ENTITIES}
      actionRef={actionRef}
      columns={columns}
      params={{ partner_short_name: search }}
      scrollX={1200}
      load={async (params, sort) => {
        const sortParams = toSortParams(sort);
        const answer = await listBalances(side, {
          page: params.current ?? 1,
          limit: params.pageSize,
          partner_short_name: params.partner_short_name,
          ...(sortParams.sort_field ? sortParams : DEFAULT_SORT),
        });
        return answer;
      }}
    />
  );

  return (
    <>
      <PageHeader
        title={s('title')}
        extra={
          <>
            {tab === 'balances' ? (
              <KeywordSearch
                placeholder={s('searchPlaceholder')}
                onSearch={(value) => setSearch(value || undefined)}
                width={320}
              />
            ) : null}
            {tab === 'openings' && canEdit ? (
              <AddButton
                label={t('opening.set')}
                onClick={() => openingForm.openForm({})}
                testId="opening-add"
              />
            ) : null}
            <Button icon={<ReloadOutlined />} onClick={refresh}>
              {t('common:actions.refresh')}
            </Button>
          </>
        }
      />
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as TabKey)}
        items={[
          { key: 'balances', label: s('tabBalances'), children: balancesTable },
          {
            key: 'openings',
            label: t('opening.tab'),
            children: (
              <OpeningBalancesTable
                side={side}
                actionRef={openingsRef}
                canEdit={canEdit}
                lockOf={lockOf}
                onEdit={editOpening}
                onDelete={removeOpening}
              />
            ),
          },
          {
            key: 'aging',
            label: t('aging.tab'),
            children: <AgingTable ref={agingRef} side={side} onStatement={setStatementOf} />,
          },
        ]}
      />
      <StatementModal side={side} partner={statementOf} onClose={() => setStatementOf(null)} />
      <BalanceDetailModal
        ref={detailRef}
        side={side}
        row={detailRow}
        canEdit={canEdit}
        lockOf={lockOf}
        onClose={() => setDetailRow(null)}
        onAdd={addPayment}
        onEdit={editPayment}
        onDelete={removePayment}
        onSetOpening={setOpeningOf}
        onStatement={(row) => {
          setDetailRow(null);
          setStatementOf({ code: codeOf(row), short_name: row.partner_short_name });
        }}
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
      {canEdit ? (
        <OpeningBalanceFormModal
          key={openingForm.formKey}
          side={side}
          open={openingForm.open}
          target={openingForm.editing}
          onClose={openingForm.close}
          onSaved={() => {
            openingForm.close();
            openingChanged();
          }}
        />
      ) : null}
    </>
  );
}
