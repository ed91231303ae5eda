import { ProFormSelect } from '@ant-design/pro-components';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePreselect } from '../../hooks/usePreselect';
import { useRemote } from '../../hooks/useRemote';
import { listAccounts, type Account } from '../../services/money';

/** The company's accounts, loaded once per form; the default first. */
export function useAccounts() {
  const { data, loading } = useRemote(async () => (await listAccounts()).data, [] as Account[]);
  return { accounts: data, loading, defaultId: data.find((a) => a.is_default)?.id };
}

interface Props {
  name: string;
  label: string;
  accounts: Account[];
  required?: boolean;
  /** Chosen once the accounts are in, when the field is still empty (`usePreselect`). */
  preselect?: number;
}

/** An account field of a form: its name, the default marked. */
export function AccountSelect({ name, label, accounts, required = true, preselect }: Props) {
  const { t } = useTranslation('accounts');
  usePreselect(Form.useFormInstance(), name, preselect);
  return (
    <ProFormSelect
      name={name}
      label={label}
      options={accounts.map((a) => ({
        value: a.id,
        label: a.is_default ? `${a.name} (${t('default')})` : a.name,
      }))}
      fieldProps={{ showSearch: true, optionFilterProp: 'label' }}
      rules={required ? [{ required: true, message: t('validation.accountRequired') }] : []}
    />
  );
}
