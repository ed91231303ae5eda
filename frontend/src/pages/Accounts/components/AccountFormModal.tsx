import { ProFormSelect } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/DateField';
import { MoneyField, RemarkField, TextField } from '../../../components/form/fields';
import { labelledOptions } from '../../../components/form/options';
import { RecordFormModal, type DialogProps } from '../../../components/form/RecordFormModal';
import { toFormValues } from '../../../components/form/values';
import {
  ACCOUNT_KINDS,
  createAccount,
  updateAccount,
  type Account,
  type AccountKind,
} from '../../../services/money';
import { plainText, today, toDateString } from '../../../utils/format';
import { AMOUNT_DECIMALS } from '../../../utils/money';

interface FormValues {
  name: string;
  kind: AccountKind;
  opening_balance?: number;
  opening_date?: string;
  remark?: string;
}

interface Props extends DialogProps {
  /** The account being edited; null adds one. */
  account: Account | null;
}

/** Add or edit an account: name, kind, opening balance and its date, remark. */
export function AccountFormModal({ account, ...dialog }: Props) {
  const { t } = useTranslation('accounts');

  const save = (values: FormValues) => {
    const body = {
      name: values.name.trim(),
      kind: values.kind,
      opening_balance: Number(values.opening_balance ?? 0).toFixed(AMOUNT_DECIMALS),
      opening_date: toDateString(values.opening_date) ?? today(),
      remark: plainText(values.remark),
    };
    return account ? updateAccount(account.id, body) : createAccount(body);
  };

  return (
    <RecordFormModal<FormValues>
      {...dialog}
      name="accountForm"
      title={t(account ? 'editTitle' : 'addTitle')}
      width={560}
      labelSpan={7}
      editing={account !== null}
      initialValues={
        account ? toFormValues(account) : { kind: 'bank', opening_balance: 0, opening_date: today() }
      }
      save={save}
    >
      <TextField
        name="name"
        label={t('fields.name')}
        requiredMessage={t('validation.nameRequired')}
        max={50}
      />
      <ProFormSelect
        name="kind"
        label={t('fields.kind')}
        options={labelledOptions(ACCOUNT_KINDS, (kind) => t(`kinds.${kind}`))}
        rules={[{ required: true }]}
      />
      <MoneyField name="opening_balance" label={t('fields.openingBalance')} min={Number.MIN_SAFE_INTEGER} />
      <DateField name="opening_date" label={t('fields.openingDate')} />
      <RemarkField label={t('fields.remark')} />
    </RecordFormModal>
  );
}
