import type { ProColumns } from '@ant-design/pro-components';
import { DatePicker, Flex, Select, Statistic, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../components/ExportButton';
import { PageHeader } from '../../components/PageHeader';
import { amountColumn, dateColumn, remarkColumn } from '../../components/list/columns';
import { ListTable } from '../../components/list/ListTable';
import { useListPage } from '../../components/list/useListPage';
import { HistoryButton } from '../../features/history/HistoryButton';
import { useAccounts } from '../../features/money/AccountSelect';
import { deleteCashEntry, listCashEntries, type CashEntry, type CashEntryKind } from '../../services/money';
import { useAccess } from '../../shell/access/useAccess';
import { DATE_FORMAT, formatDate, formatMoney } from '../../utils/format';
import { CashEntryFormModal } from './components/CashEntryFormModal';
import { QuickEntry } from './components/QuickEntry';
import { listTotalLabelKey } from './listTotal';
import './cashEntries.css';

interface Filters {
  kind: CashEntryKind | 'all';
  start_date: string;
  end_date: string;
}

/**
 * /cash-entries: other income and expenses, entered fast from the keyboard, listed with their total (the
 * net, income less expenses, when the list shows both kinds).
 */
export default function CashEntriesPage() {
  const { t } = useTranslation('cashEntries');
  const { canEdit } = useAccess();
  const { accounts, defaultId } = useAccounts();
  const [filters, setFilters] = useState<Filters>({ kind: 'all', start_date: '', end_date: '' });
  // The figure with the kind filter it was answered for, so that its label never runs ahead of it.
  const [total, setTotal] = useState<{ amount: number; kind: Filters['kind'] }>({ amount: 0, kind: 'all' });
  const { actionRef, reload, actionsColumn, editing, close, saved } = useListPage<CashEntry>((entry) =>
    deleteCashEntry(entry.id),
  );

  const columns: ProColumns<CashEntry>[] = [
    dateColumn<CashEntry>(t('fields.date'), 'date'),
    {
      title: t('fields.kind'),
      dataIndex: 'kind',
      render: (_, row) => (
        <Tag color={row.kind === 'income' ? 'green' : 'orange'}>{t(`kinds.${row.kind}`)}</Tag>
      ),
    },
    { title: t('fields.category'), dataIndex: 'category' },
    { title: t('fields.account'), dataIndex: 'account_name' },
    amountColumn<CashEntry>(t('fields.amount'), 'amount', 'money'),
    remarkColumn<CashEntry>(t('fields.remark')),
  ];
  if (canEdit) {
    columns.push(
      actionsColumn(t('fields.actions'), (row) => (
        <HistoryButton
          entity="cash_entry"
          entityId={String(row.id)}
          label={`${formatDate(row.date)} ${row.category}`}
        />
      )),
    );
  }

  return (
    <>
      <PageHeader
        title={t('title')}
        extra={
          <ExportButton
            kind="cash-entries"
            body={{
              kind: filters.kind === 'all' ? undefined : filters.kind,
              start_date: filters.start_date || undefined,
              end_date: filters.end_date || undefined,
            }}
          />
        }
      />
      {canEdit ? <QuickEntry accounts={accounts} defaultAccount={defaultId} onSaved={reload} /> : null}
      <Flex wrap gap={12} align="center" justify="space-between" style={{ marginBottom: 12 }}>
        <Flex wrap gap={8}>
          <Select<Filters['kind']>
            value={filters.kind}
            style={{ width: 140 }}
            onChange={(kind) => setFilters((f) => ({ ...f, kind }))}
            options={[
              { value: 'all', label: t('kinds.all') },
              { value: 'expense', label: t('kinds.expense') },
              { value: 'income', label: t('kinds.income') },
            ]}
            data-testid="cash-kind-filter"
          />
          <DatePicker.RangePicker
            format={DATE_FORMAT}
            onChange={(range) =>
              setFilters((f) => ({
                ...f,
                start_date: range?.[0]?.format(DATE_FORMAT) ?? '',
                end_date: range?.[1]?.format(DATE_FORMAT) ?? '',
              }))
            }
          />
        </Flex>
        <Statistic
          title={t(listTotalLabelKey(total.kind))}
          value={formatMoney(total.amount)}
          data-testid="cash-total"
        />
      </Flex>
      <ListTable<CashEntry, Filters>
        live={['cash_entry']}
        actionRef={actionRef}
        columns={columns}
        columnsKey="cashEntries"
        params={filters}
        sizeChanger
        load={async (params) => {
          const answer = await listCashEntries({
            kind: params.kind === 'all' ? undefined : params.kind,
            start_date: params.start_date || undefined,
            end_date: params.end_date || undefined,
            page: params.current,
            limit: params.pageSize,
          });
          setTotal({ amount: answer.total_amount, kind: params.kind });
          return { data: answer.data, total: answer.total };
        }}
      />
      <CashEntryFormModal
        key={editing?.id ?? 'none'}
        entry={editing}
        accounts={accounts}
        onClose={close}
        onSaved={saved}
      />
    </>
  );
}
