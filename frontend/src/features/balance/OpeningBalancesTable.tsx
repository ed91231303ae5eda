import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Typography } from 'antd';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../components/list/ListTable';
import { editActionsColumn } from '../../components/list/ListActions';
import { listOpeningBalances } from '../../services/balance';
import type { OpeningBalance, Side } from '../../services/types';
import { formatDate, formatMoney } from '../../utils/format';
import { AMOUNT_DECIMALS } from '../../utils/money';
import { PAGE_SIZE } from '../../utils/pagination';
import { HistoryButton } from '../history/HistoryButton';

interface Props {
  side: Side;
  actionRef: RefObject<ActionType>;
  canEdit: boolean;
  /** The period lock's date when `date` is closed, else null (usePeriodLock). */
  lockOf(date: string | null | undefined): string | null;
  onEdit(row: OpeningBalance): void;
  onDelete(row: OpeningBalance): Promise<void>;
}

/** What a signed opening amount means on this side, e.g. 'owed to us' for a positive receivable. */
export function OpeningAmount({ side, amount }: { side: Side; amount: number }) {
  const { t } = useTranslation('balance');
  return (
    <span>
      {formatMoney(amount, AMOUNT_DECIMALS)}{' '}
      <Typography.Text type="secondary">
        {t(`${side}.${amount < 0 ? 'openingNegative' : 'openingPositive'}`)}
      </Typography.Text>
    </span>
  );
}

/** The side's opening balances, one per partner, by short name. */
export function OpeningBalancesTable({ side, actionRef, canEdit, lockOf, onEdit, onDelete }: Props) {
  const { t } = useTranslation('balance');
  const s = (key: string) => t(`${side}.${key}`);

  const columns: ProColumns<OpeningBalance>[] = [
    { title: s('partnerCode'), dataIndex: 'partner_code' },
    { title: s('partnerShortName'), dataIndex: 'partner_short_name' },
    {
      title: t('opening.amount'),
      dataIndex: 'amount',
      align: 'right',
      tooltip: s('openingSign'),
      render: (_, row) => <OpeningAmount side={side} amount={row.amount} />,
    },
    { title: t('opening.date'), dataIndex: 'date', render: (_, row) => formatDate(row.date) },
  ];
  if (canEdit) {
    columns.push(
      editActionsColumn<OpeningBalance>({
        title: t('fields.actions'),
        width: 260,
        onEdit,
        onDelete,
        lockedThrough: (row) => lockOf(row.date),
        extra: (row) => <HistoryButton entity="opening_balance" entityId={row.partner_code ?? ''} />,
      }),
    );
  }

  return (
    <ListTable<OpeningBalance>
      rowKey="partner_code"
      live={['partner']}
      actionRef={actionRef}
      columns={columns}
      locale={{ emptyText: s('openingEmpty') }}
      load={async (params) => {
        return listOpeningBalances(side, { page: params.current ?? 1, limit: PAGE_SIZE });
      }}
    />
  );
}
