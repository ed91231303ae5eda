import { ProFormDigit, ProFormRadio, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/FormModal';
import { DateField } from '../../../components/DateField';
import { AccountSelect } from '../../../features/money/AccountSelect';
import { useSaveRecord } from '../../../hooks/useRecordMutations';
import { updateCashEntry, type Account, type CashEntry, type CashEntryKind } from '../../../services/money';
import { toDateString } from '../../../utils/format';
import { AMOUNT_DECIMALS } from '../../../utils/money';

interface FormValues {
  kind: CashEntryKind;
  date: string;
  account_id: number;
  category: string;
  amount: number;
  remark?: string;
}

interface Props {
  entry: CashEntry | null;
  accounts: Account[];
  onClose(): void;
  onSaved(): void;
}

/** Edit an income or expense entry (new ones come from the quick entry). */
export function CashEntryFormModal({ entry, accounts, onClose, onSaved }: Props) {
  const { t } = useTranslation('cashEntries');
  const saveRecord = useSaveRecord(true, onSaved);
  if (!entry) return null;
  const save = (values: FormValues) =>
    saveRecord(() =>
      updateCashEntry(entry.id, {
        kind: values.kind,
        date: toDateString(values.date) ?? values.date,
        account_id: values.account_id,
        category: values.category.trim(),
        amount: Number(values.amount).toFixed(AMOUNT_DECIMALS),
        remark: values.remark?.trim() || null,
      }),
    );
  return (
    <FormModal<FormValues>
      name="cashEntryForm"
      title={t('editTitle')}
      width={520}
      open
      labelSpan={6}
      dateFormatter="string"
      initialValues={{ ...entry, remark: entry.remark ?? undefined }}
      onClose={onClose}
      onFinish={save}
    >
      <ProFormRadio.Group
        name="kind"
        label={t('fields.kind')}
        radioType="button"
        options={[
          { value: 'expense', label: t('kinds.expense') },
          { value: 'income', label: t('kinds.income') },
        ]}
      />
      <DateField name="date" label={t('fields.date')} rules={[{ required: true }]} />
      <AccountSelect name="account_id" label={t('fields.account')} accounts={accounts} />
      <ProFormText
        name="category"
        label={t('fields.category')}
        rules={[{ required: true, whitespace: true, message: t('validation.categoryRequired') }, { max: 50 }]}
      />
      <ProFormDigit
        name="amount"
        label={t('fields.amount')}
        min={0.01}
        fieldProps={{ precision: AMOUNT_DECIMALS, prefix: '¥', style: { width: '100%' } }}
        rules={[{ required: true, message: t('validation.amountRequired') }]}
      />
      <ProFormTextArea name="remark" label={t('fields.remark')} fieldProps={{ maxLength: 500, rows: 2 }} />
    </FormModal>
  );
}
