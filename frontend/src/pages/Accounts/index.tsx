import { StarOutlined, SwapOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import { App, Button, Space, Statistic, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { amountColumn, remarkColumn } from '../../components/list/columns';
import { AddButton } from '../../components/list/ListActions';
import { ListTable } from '../../components/list/ListTable';
import { wholeList } from '../../components/list/useListRequest';
import { useListPage } from '../../components/list/useListPage';
import { HistoryButton } from '../../features/history/HistoryButton';
import { messageOr } from '../../services/errors';
import { deleteAccount, listAccounts, updateAccount, type Account } from '../../services/money';
import { useAccess } from '../../shell/access/useAccess';
import { formatMoney } from '../../utils/format';
import { AccountFormModal } from './components/AccountFormModal';
import { TransferFormModal } from './components/TransferFormModal';

/** /accounts: where the money is. Each account's balance, the total, add/edit, transfer, statements. */
export default function AccountsPage() {
  const { t } = useTranslation('accounts');
  const { canEdit } = useAccess();
  const { message } = App.useApp();
  const [accounts, setAccounts] = useState<Account[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [transferFrom, setTransferFrom] = useState<number | undefined>();
  const [transferOpen, setTransferOpen] = useState(false);
  const { actionRef, reload, actionsColumn, editing, open, formKey, openForm, close, saved } =
    useListPage<Account>((account) => deleteAccount(account.id));

  const makeDefault = async (account: Account) => {
    try {
      await updateAccount(account.id, { is_default: true });
      message.success(t('defaultMoved', { name: account.name }));
      reload();
    } catch (error) {
      message.error(messageOr(error, t('common:messages.saveFailed')));
    }
  };
  const openTransfer = (from?: number) => {
    setTransferFrom(from);
    setTransferOpen(true);
  };

  const columns: ProColumns<Account>[] = [
    {
      title: t('fields.name'),
      dataIndex: 'name',
      render: (_, row) => (
        <Space size={4} wrap>
          <Link to={`/account-statement?id=${row.id}`}>{row.name}</Link>
          {row.is_default ? <Tag color="blue">{t('default')}</Tag> : null}
        </Space>
      ),
    },
    { title: t('fields.kind'), dataIndex: 'kind', render: (_, row) => t(`kinds.${row.kind}`) },
    amountColumn<Account>(t('fields.balance'), 'balance', 'money'),
    amountColumn<Account>(t('fields.openingBalance'), 'opening_balance', 'money'),
    remarkColumn<Account>(t('fields.remark')),
  ];
  if (canEdit) {
    columns.push(
      actionsColumn(
        t('fields.actions'),
        (row) => (
          <>
            {row.is_default ? null : (
              <Button size="small" type="link" icon={<StarOutlined />} onClick={() => void makeDefault(row)}>
                {t('makeDefault')}
              </Button>
            )}
            <HistoryButton entity="account" entityId={String(row.id)} label={row.name} />
          </>
        ),
        300,
      ),
    );
  }

  return (
    <>
      <PageHeader
        title={t('title')}
        extra={
          canEdit ? (
            <>
              <Button icon={<SwapOutlined />} onClick={() => openTransfer()} data-testid="transfer-button">
                {t('transfer.action')}
              </Button>
              <AddButton label={t('add')} onClick={() => openForm(null)} />
            </>
          ) : null
        }
      />
      <Statistic
        title={t('totalBalance')}
        value={total === null ? '' : formatMoney(total)}
        style={{ marginBottom: 16 }}
        valueStyle={{ color: (total ?? 0) < 0 ? '#cf1322' : undefined }}
        data-testid="accounts-total"
      />
      <ListTable<Account>
        live={['settings', 'payment', 'cash_entry', 'account_transfer']}
        actionRef={actionRef}
        columns={columns}
        columnsKey="accounts"
        scrollX="max-content"
        pageSize={false}
        load={async () => {
          const answer = await listAccounts();
          setAccounts(answer.data);
          setTotal(answer.total_balance);
          return wholeList(answer.data);
        }}
      />
      <AccountFormModal key={formKey} open={open} account={editing} onClose={close} onSaved={saved} />
      {transferOpen ? (
        <TransferFormModal
          open
          accounts={accounts}
          from={transferFrom}
          onClose={() => setTransferOpen(false)}
          onSaved={() => {
            setTransferOpen(false);
            reload();
          }}
        />
      ) : null}
    </>
  );
}
