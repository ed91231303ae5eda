import { ProFormRadio, ProFormText } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/DateField';
import { MoneyField, RemarkField } from '../../../components/form/fields';
import { labelledOptions } from '../../../components/form/options';
import { RecordFormModal, type DialogProps } from '../../../components/form/RecordFormModal';
import { toFormValues } from '../../../components/form/values';
import { AccountSelect } from '../../../features/money/AccountSelect';
import { updateCashEntry, type Account, type CashEntry, type CashEntryKind } from '../../../services/money';
import { plainText, toDateString } from '../../../utils/format';
import { AMOUNT_DECIMALS } from '../../../utils/money';

interface FormValues {
  kind: CashEntryKind;
  date: string;
  account_id: number;
  category: string;
  amount: number;
  remark?: string;
}

interface Props extends Omit<DialogProps, 'open'> {
  /** The entry being edited; null keeps the dialog closed. */
  entry: CashEntry | null;
  accounts: Account[];
}

/** Edit an income or expense entry (new ones come from the quick entry). */
export function CashEntryFormModal({ entry, accounts, ...dialog }: Props) {
  const { t } = useTranslation('cashEntries');
  if (!entry) return null;
  const save = (values: FormValues) =>
    updateCashEntry(entry.id, {
      kind: values.kind,
      date: toDateString(values.date) ?? values.date,
      account_id: values.account_id,
      category: values.category.trim(),
      amount: Number(values.amount).toFixed(AMOUNT_DECIMALS),
      remark: plainText(values.remark),
    });
  return (
    <RecordFormModal<FormValues>
      {...dialog}
      open
      name="cashEntryForm"
      title={t('editTitle')}
      width={520}
      labelSpan={6}
      editing
      initialValues={toFormValues(entry)}
      save={save}
    >
      <ProFormRadio.Group
        name="kind"
        label={t('fields.kind')}
        radioType="button"
        options={labelledOptions(['expense', 'income'], (kind) => t(`kinds.${kind}`))}
      />
      <DateField name="date" label={t('fields.date')} rules={[{ required: true }]} />
      <AccountSelect name="account_id" label={t('fields.account')} accounts={accounts} />
      <ProFormText
        name="category"
        label={t('fields.category')}
        rules={[{ required: true, whitespace: true, message: t('validation.categoryRequired') }, { max: 50 }]}
      />
      <MoneyField
        name="amount"
        label={t('fields.amount')}
        min={0.01}
        rules={[{ required: true, message: t('validation.amountRequired') }]}
      />
      <RemarkField label={t('fields.remark')} />
    </RecordFormModal>
  );
}
