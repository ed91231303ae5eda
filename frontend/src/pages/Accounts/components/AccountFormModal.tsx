import { ProFormDigit, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/FormModal';
import { DateField } from '../../../components/DateField';
import { useMaxRule } from '../../../hooks/useMaxRule';
import { useSaveRecord } from '../../../hooks/useRecordMutations';
import {
  ACCOUNT_KINDS,
  createAccount,
  updateAccount,
  type Account,
  type AccountKind,
} from '../../../services/money';
import { today, toDateString } from '../../../utils/format';
import { AMOUNT_DECIMALS } from '../../../utils/money';

interface FormValues {
  name: string;
  kind: AccountKind;
  opening_balance?: number;
  opening_date?: string;
  remark?: string;
}

interface Props {
  open: boolean;
  /** The account being edited; null adds one. */
  account: Account | null;
  onClose(): void;
  onSaved(): void;
}

/** Add or edit an account: name, kind, opening balance and its date, remark. */
export function AccountFormModal({ open, account, onClose, onSaved }: Props) {
  const { t } = useTranslation('accounts');
  const max = useMaxRule();
  const saveRecord = useSaveRecord(account !== null, onSaved);

  const save = async (values: FormValues) => {
    const body = {
      name: values.name.trim(),
      kind: values.kind,
      opening_balance: Number(values.opening_balance ?? 0).toFixed(AMOUNT_DECIMALS),
      opening_date: toDateString(values.opening_date) ?? today(),
      remark: values.remark?.trim() || null,
    };
    return saveRecord(() => (account ? updateAccount(account.id, body) : createAccount(body)));
  };

  return (
    <FormModal<FormValues>
      name="accountForm"
      title={t(account ? 'editTitle' : 'addTitle')}
      width={560}
      open={open}
      labelSpan={7}
      dateFormatter="string"
      initialValues={
        account
          ? {
              name: account.name,
              kind: account.kind,
              opening_balance: account.opening_balance,
              opening_date: account.opening_date,
              remark: account.remark ?? undefined,
            }
          : { kind: 'bank', opening_balance: 0, opening_date: today() }
      }
      onClose={onClose}
      onFinish={save}
    >
      <ProFormText
        name="name"
        label={t('fields.name')}
        rules={[{ required: true, whitespace: true, message: t('validation.nameRequired') }, max(50)]}
      />
      <ProFormSelect
        name="kind"
        label={t('fields.kind')}
        options={ACCOUNT_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
        rules={[{ required: true }]}
      />
      <ProFormDigit
        name="opening_balance"
        label={t('fields.openingBalance')}
        min={Number.MIN_SAFE_INTEGER}
        fieldProps={{ precision: AMOUNT_DECIMALS, prefix: '¥', style: { width: '100%' } }}
      />
      <DateField name="opening_date" label={t('fields.openingDate')} />
      <ProFormTextArea name="remark" label={t('fields.remark')} fieldProps={{ maxLength: 500, rows: 2 }} />
    </FormModal>
  );
}
