import type { ProColumns } from '@ant-design/pro-components';
import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { App, Button, Space, Tag, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useListPage } from '../../components/list/useListPage';
import { dateColumn } from '../../components/list/columns';
import { AddButton } from '../../components/list/ListActions';
import { ListTable } from '../../components/list/ListTable';
import { wholeList } from '../../components/list/useListRequest';
import { PageHeader } from '../../components/PageHeader';
import { RowActions } from '../../components/RowActions';
import { HistoryButton } from '../../features/history/HistoryButton';
import { deleteUser, liftLockout, listUsers, type ManagedUser } from '../../services/users';
import { useSession } from '../../shell/session/useSession';
import { ROLE_COLORS, UserFormModal } from './components/UserFormModal';

/** /users (admins): add users, change their name, role or password, disable or remove them. */
export default function UsersPage() {
  const { t } = useTranslation('users');
  const { user: me } = useSession();
  const { message } = App.useApp();
  const { actionRef, reload, remove, editing, open, formKey, openForm, close, saved } =
    useListPage<ManagedUser>((user) => deleteUser(user.username));

  const unlock = async (user: ManagedUser) => {
    await liftLockout(user.username);
    message.success(t('unlocked', { username: user.username }));
    reload();
  };

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
      render: (_, row) => (
        <Space size={4} wrap>
          {row.disabled ? <Tag>{t('status.disabled')}</Tag> : <Tag color="success">{t('status.active')}</Tag>}
          {row.locked_until ? (
            <>
              <Tooltip title={t('status.lockedOutHint')}>
                <Tag color="warning" icon={<LockOutlined />} data-testid="user-locked">
                  {t('status.lockedOut', { time: dayjs(row.locked_until).format('HH:mm:ss') })}
                </Tag>
              </Tooltip>
              <Button
                type="link"
                size="small"
                icon={<UnlockOutlined />}
                onClick={() => unlock(row)}
                data-testid="user-unlock"
              >
                {t('unlock')}
              </Button>
            </>
          ) : null}
        </Space>
      ),
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
        live={['user']}
        actionRef={actionRef}
        columns={columns}
        pageSize={false}
        load={async () => wholeList(await listUsers())}
      />
      <UserFormModal key={formKey} open={open} user={editing} onClose={close} onSaved={saved} />
    </>
  );
}
