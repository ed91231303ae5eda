import type { ProColumns } from '@ant-design/pro-components';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useListPage } from '../../components/list/useListPage';
import { dateColumn } from '../../components/list/columns';
import { AddButton } from '../../components/list/ListActions';
import { ListTable } from '../../components/list/ListTable';
import { wholeList } from '../../components/list/useListRequest';
import { PageHeader } from '../../components/PageHeader';
import { RowActions } from '../../components/RowActions';
import { HistoryButton } from '../../features/history/HistoryButton';
import { deleteUser, listUsers, type ManagedUser } from '../../services/users';
import { useSession } from '../../shell/session/useSession';
import { ROLE_COLORS, UserFormModal } from './components/UserFormModal';

/** /users (admins): add users, change their name, role or password, disable or remove them. */
export default function UsersPage() {
  const { t } = useTranslation('users');
  const { user: me } = useSession();
  const { actionRef, remove, editing, open, formKey, openForm, close, saved } = useListPage<ManagedUser>(
    (user) => deleteUser(user.username),
  );

  const columns: ProColumns<ManagedUser>[] = [
    {
      title: t('fields.username'),
      dataIndex: 'username',
      render: (_, row) => (
        <>
          {row.username} {row.username === me?.username ? <Tag>{t('you')}</Tag> : null}
        </>
      ),
    },
    {
      title: t('fields.displayName'),
      dataIndex: 'display_name',
      render: (_, row) => row.display_name ?? '',
    },
    {
      title: t('fields.role'),
      dataIndex: 'role',
      render: (_, row) => <Tag color={ROLE_COLORS[row.role]}>{t(`shell:roles.${row.role}`)}</Tag>,
    },
    {
      title: t('fields.status'),
      dataIndex: 'disabled',
      render: (_, row) =>
        row.disabled ? <Tag>{t('status.disabled')}</Tag> : <Tag color="success">{t('status.active')}</Tag>,
    },
    dateColumn<ManagedUser>(t('fields.createdAt'), 'created_at', { time: true }),
    {
      title: t('fields.actions'),
      valueType: 'option',
      width: 240,
      render: (_, row) => (
        <RowActions onEdit={() => openForm(row)} onDelete={() => remove(row)}>
          <HistoryButton entity="user" entityId={row.username} />
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        extra={<AddButton label={t('add')} onClick={() => openForm(null)} testId="user-add" />}
      />
      <ListTable<ManagedUser>
        rowKey="username"
        actionRef={actionRef}
        columns={columns}
        pageSize={false}
        load={async () => wholeList(await listUsers())}
      />
      <UserFormModal key={formKey} open={open} user={editing} onClose={close} onSaved={saved} />
    </>
  );
}
