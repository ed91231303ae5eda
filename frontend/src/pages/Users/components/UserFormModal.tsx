import { ProFormSelect, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form/fields';
import { labelledOptions } from '../../../components/form/options';
import { RecordFormModal, type DialogProps } from '../../../components/form/RecordFormModal';
import { createUser, updateUser, type ManagedUser, type UserChange } from '../../../services/users';
import type { Role } from '../../../services/types';
import { ROLE_LEVELS } from '../../../shell/access/permissions';
import { plainText } from '../../../utils/format';

/** The role tag colours of the shell. */
export const ROLE_COLORS: Record<Role, string> = { admin: 'gold', editor: 'green', reader: 'blue' };

/** The server's password rule (8 to 200 characters). */
const PASSWORD_MIN = 8;
const PASSWORD_MAX = 200;

interface Values {
  username: string;
  display_name?: string;
  role: Role;
  disabled?: boolean;
  password?: string;
}

interface Props extends DialogProps {
  /** The user being edited (the username stays); null adds one. */
  user: ManagedUser | null;
}

/** What an edit sends: only the fields that changed, and a password only when one was typed. */
export function changeOf(user: ManagedUser, values: Values): UserChange {
  const change: UserChange = {};
  const name = plainText(values.display_name);
  if (name !== user.display_name) change.display_name = name;
  if (values.role !== user.role) change.role = values.role;
  if (Boolean(values.disabled) !== user.disabled) change.disabled = Boolean(values.disabled);
  if (values.password) change.password = values.password;
  return change;
}

/** Add/edit dialog of a user (admins). */
export function UserFormModal({ user, ...dialog }: Props) {
  const { t } = useTranslation('users');
  const editing = user !== null;
  const passwordRule = {
    min: PASSWORD_MIN,
    max: PASSWORD_MAX,
    message: t('validation.password', { min: PASSWORD_MIN }),
  };

  const save = (values: Values) =>
    user
      ? updateUser(user.username, changeOf(user, values))
      : createUser({
          username: values.username.trim(),
          password: values.password ?? '',
          role: values.role,
          display_name: plainText(values.display_name),
        });

  return (
    <RecordFormModal<Values>
      {...dialog}
      name="userForm"
      title={t(editing ? 'editTitle' : 'addTitle')}
      width={560}
      labelSpan={7}
      editing={editing}
      initialValues={
        user ? { ...user, display_name: user.display_name ?? '' } : { role: 'reader', disabled: false }
      }
      save={save}
    >
      <TextField
        name="username"
        label={t('fields.username')}
        disabled={editing}
        requiredMessage={t('validation.usernameRequired')}
        rules={[{ pattern: /^[A-Za-z0-9_.@-]{1,50}$/, message: t('validation.username') }]}
      />
      <TextField name="display_name" label={t('fields.displayName')} max={100} />
      <ProFormSelect
        name="role"
        label={t('fields.role')}
        allowClear={false}
        options={labelledOptions([...ROLE_LEVELS].reverse(), (role) => t(`shell:roles.${role}`))}
        rules={[{ required: true }]}
      />
      {editing ? <ProFormSwitch name="disabled" label={t('fields.disabled')} /> : null}
      <ProFormText.Password
        name="password"
        label={t(editing ? 'fields.newPassword' : 'fields.password')}
        extra={editing ? t('passwordResetHint') : t('validation.password', { min: PASSWORD_MIN })}
        fieldProps={{ autoComplete: 'new-password' }}
        rules={
          editing
            ? [passwordRule]
            : [{ required: true, message: t('validation.passwordRequired') }, passwordRule]
        }
      />
    </RecordFormModal>
  );
}
