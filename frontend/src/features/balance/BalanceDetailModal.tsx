import { EditOutlined, FileTextOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Flex, Modal, Space, Table, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { forwardRef, useImperativeHandle } from 'react';
import { useTranslation } from 'react-i18next';
import { amountColumn } from '../../components/list/columns';
import { RowActions } from '../../components/RowActions';
import { useDetailPagination } from '../../hooks/useTablePagination';
import type {
  BalanceDetail,
  BalanceRow,
  LedgerRecord,
  OpeningLine,
  PaymentRecord,
  Side,
  SubPage,
} from '../../services/types';
import { formatDate, formatMoney, formatTotal } from '../../utils/format';
import { directionOfSide, DocumentLink } from '../documents/DocumentLink';
import { HistoryButton } from '../history/HistoryButton';
import { BalanceTag } from './BalanceTag';
import { OpeningAmount } from './OpeningBalancesTable';
import { methodKey } from './paymentMethods';
import { useBalanceDetail } from './useBalanceDetail';

export interface BalanceDetailHandle {
  reload(): void;
}

interface Props {
  side: Side;
  row: BalanceRow | null;
  canEdit: boolean;
  /** The period lock's date when `date` is closed, else null (usePeriodLock). */
  lockOf(date: string | null | undefined): string | null;
  onClose(): void;
  onAdd(row: BalanceRow): void;
  onEdit(row: BalanceRow, payment: PaymentRecord): void;
  onDelete(payment: PaymentRecord): Promise<void>;
  /** Set (opening null) or edit the partner's opening balance. */
  onSetOpening(row: BalanceRow, opening: OpeningLine | null): void;
  /** Opens the partner's statement of account. */
  onStatement(row: BalanceRow): void;
}

/** Summary lines, payments and records of one partner; each sub-table pages by 5 in a 200px scroll. */
export const BalanceDetailModal = forwardRef<BalanceDetailHandle, Props>(function BalanceDetailModal(
  { side, row, canEdit, lockOf, onClose, onAdd, onEdit, onDelete, onSetOpening, onStatement },
  ref,
) {
  const { t } = useTranslation('balance');
  const s = (key: string) => t(`${side}.${key}`);
  const state = useBalanceDetail(side, row?.partner_code ?? null, t('messages.unknownError'));
  useImperativeHandle(ref, () => ({ reload: () => void state.reload() }), [state]);

  const methodLabel = (value: string | null) => {
    const key = methodKey(value);
    return key ? t(`methods.${key}`) : (value ?? '');
  };

  const paymentColumns: ColumnsType<PaymentRecord> = [
    {
      title: s('paymentDate'),
      dataIndex: 'pay_date',
      width: 120,
      render: (value: string) => formatDate(value),
    },
    amountColumn<PaymentRecord>(t('payment.amount'), 'amount', 'money'),
    {
      title: t('payment.method'),
      dataIndex: 'pay_method',
      render: (value: string | null) => methodLabel(value),
    },
    { title: t('payment.account'), dataIndex: 'account_name' },
    { title: t('payment.remark'), dataIndex: 'remark', ellipsis: true },
  ];
  if (canEdit && row) {
    paymentColumns.push({
      title: t('fields.actions'),
      key: 'actions',
      width: 250,
      render: (_: unknown, payment: PaymentRecord) => (
        <RowActions
          onEdit={() => onEdit(row, payment)}
          onDelete={() => onDelete(payment)}
          lockedThrough={lockOf(payment.pay_date)}
        >
          <HistoryButton
            entity={`${side}_payment`}
            entityId={payment.id}
            label={`${formatDate(payment.pay_date)} ${formatMoney(payment.amount)}`}
          />
        </RowActions>
      ),
    });
  }

  const recordColumns: ColumnsType<LedgerRecord> = [
    { title: s('recordDate'), dataIndex: 'date', width: 120, render: (value: string) => formatDate(value) },
    {
      title: t('records.document'),
      dataIndex: 'document_number',
      render: (_: unknown, record: LedgerRecord) => (
        <DocumentLink
          direction={directionOfSide(side)}
          documentId={record.document_id}
          number={record.document_number}
        />
      ),
    },
    { title: t('records.productModel'), dataIndex: 'product_model' },
    { title: t('records.quantity'), dataIndex: 'quantity', align: 'right' },
    amountColumn<LedgerRecord>(t('records.unitPrice'), 'unit_price', 'unitPrice'),
    amountColumn<LedgerRecord>(t('records.totalPrice'), 'total_price', 'total'),
    { title: t('records.orderNumber'), dataIndex: 'order_number' },
    { title: t('records.remark'), dataIndex: 'remark', ellipsis: true },
  ];

  const detail = state.detail;
  /** What a sub-table shows: its page of rows and the way to another page. */
  const pageOf = <K extends 'payments' | 'records'>(of: K) => ({
    rows: detail?.[of] as BalanceDetail[K] | undefined,
    loading: state.loading,
    page: of === 'payments' ? state.paymentPage : state.recordPage,
    onPage: of === 'payments' ? state.setPaymentPage : state.setRecordPage,
  });
  const opening = detail?.opening ?? null;
  const openingLock = opening ? lockOf(opening.date) : null;
  /** The opening balance and, for editors, its Set/Edit and History actions. */
  const openingCell = (
    <Flex align="center" gap={8} wrap data-testid="detail-opening">
      {opening ? (
        <span>
          <OpeningAmount side={side} amount={opening.amount} />
          <Typography.Text type="secondary"> · {formatDate(opening.date)}</Typography.Text>
        </span>
      ) : (
        <Typography.Text type="secondary">{t('opening.none')}</Typography.Text>
      )}
      {canEdit && row && detail ? (
        <Space size={4}>
          <Tooltip title={openingLock ? t('common:locked', { date: openingLock }) : undefined}>
            {/* A span, so the tooltip still shows over the disabled button. */}
            <span>
              <Button
                type="link"
                size="small"
                icon={opening ? <EditOutlined /> : <PlusOutlined />}
                disabled={Boolean(openingLock)}
                onClick={() => onSetOpening(row, opening)}
                data-testid="detail-opening-set"
              >
                {t(opening ? 'opening.edit' : 'opening.set')}
              </Button>
            </span>
          </Tooltip>
          {opening ? <HistoryButton entity="opening_balance" entityId={detail.partner.code ?? ''} /> : null}
        </Space>
      ) : null}
    </Flex>
  );
  return (
    <Modal
      open={row !== null}
      title={row ? `${s('detailTitle')} · ${row.partner_short_name}` : s('detailTitle')}
      width={1000}
      onCancel={onClose}
      footer={
        <Flex justify="space-between">
          <Button
            icon={<FileTextOutlined />}
            disabled={!row?.partner_code}
            onClick={() => row && onStatement(row)}
            data-testid="detail-statement"
          >
            {t('statement.action')}
          </Button>
          <Button onClick={onClose}>{t('common:actions.close')}</Button>
        </Flex>
      }
      destroyOnHidden
    >
      {state.error ? (
        <Alert type="error" showIcon message={state.error} style={{ marginBottom: 16 }} />
      ) : null}
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2, md: 3 }}
        items={[
          { key: 'code', label: s('partnerCode'), children: detail?.partner.code ?? row?.partner_code },
          {
            key: 'short',
            label: s('partnerShortName'),
            children: detail?.partner.short_name || row?.partner_short_name,
          },
          {
            key: 'full',
            label: s('partnerFullName'),
            children: detail?.partner.full_name ?? row?.partner_full_name ?? '',
          },
          {
            key: 'total',
            label: s('totalAmount'),
            children: formatMoney(detail?.summary.total_amount ?? row?.total_amount, 2),
          },
          {
            key: 'paid',
            label: t('fields.totalPaid'),
            children: formatMoney(detail?.summary.total_paid ?? row?.total_paid, 2),
          },
          {
            key: 'balance',
            label: t('fields.balance'),
            children: <BalanceTag balance={detail?.summary.balance ?? row?.balance ?? 0} />,
          },
          {
            key: 'uninvoiced',
            label: t('fields.uninvoiced'),
            children: detail?.uninvoiced ? (
              <span data-testid="detail-uninvoiced">
                {t('uninvoicedValue', {
                  n: detail.uninvoiced.count,
                  amount: formatTotal(detail.uninvoiced.total),
                })}
              </span>
            ) : (
              ''
            ),
          },
          { key: 'opening', label: t('opening.title'), span: 'filled', children: openingCell },
        ]}
      />
      <Flex justify="space-between" align="center" style={{ margin: '16px 0 8px' }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {s('paymentsTitle')}
        </Typography.Title>
        {canEdit && row ? (
          <Button size="small" type="primary" icon={<PlusOutlined />} onClick={() => onAdd(row)}>
            {s('addPayment')}
          </Button>
        ) : null}
      </Flex>
      <DetailTable<PaymentRecord> rowKey="id" columns={paymentColumns} {...pageOf('payments')} />
      <Typography.Title level={5} style={{ margin: '16px 0 8px' }}>
        {s('recordsTitle')}
      </Typography.Title>
      <DetailTable<LedgerRecord> rowKey="key" columns={recordColumns} {...pageOf('records')} />
    </Modal>
  );
});

/** One of the detail's sub-tables: a page of its rows (5 a page) in a 200px scroll. */
function DetailTable<T extends object>({
  rowKey,
  columns,
  rows,
  loading,
  page,
  onPage,
}: {
  rowKey: keyof T & string;
  columns: ColumnsType<T>;
  rows: SubPage<T> | undefined;
  loading: boolean;
  page: number;
  onPage(page: number): void;
}) {
  const pagination = useDetailPagination();
  return (
    <Table<T>
      rowKey={rowKey}
      size="small"
      loading={loading}
      columns={columns}
      dataSource={rows?.data ?? []}
      scroll={{ y: 200 }}
      pagination={{ ...pagination, current: page, total: rows?.total ?? 0, onChange: onPage }}
    />
  );
}
