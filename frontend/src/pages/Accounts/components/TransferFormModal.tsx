import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/DateField';
import { MoneyField, RemarkField } from '../../../components/form/fields';
import { RecordFormModal, type DialogProps } from '../../../components/form/RecordFormModal';
import { AccountSelect } from '../../../features/money/AccountSelect';
import { createTransfer, type Account } from '../../../services/money';
import { plainText, today, toDateString } from '../../../utils/format';
import { AMOUNT_DECIMALS } from '../../../utils/money';

interface FormValues {
  from_account_id: number;
  to_account_id: number;
  amount: number;
  date: string;
  remark?: string;
}

interface Props extends DialogProps {
  accounts: Account[];
  /** The account the money leaves, preselected. */
  from?: number;
}

/** Money moved from one account to another. */
export function TransferFormModal({ accounts, from, ...dialog }: Props) {
  const { t } = useTranslation('accounts');
  const save = (values: FormValues) =>
    createTransfer({
      from_account_id: values.from_account_id,
      to_account_id: values.to_account_id,
      amount: Number(values.amount).toFixed(AMOUNT_DECIMALS),
      date: toDateString(values.date) ?? today(),
      remark: plainText(values.remark),
    });
  return (
    <RecordFormModal<FormValues>
      {...dialog}
      name="transferForm"
      title={t('transfer.title')}
      width={520}
      labelSpan={7}
      initialValues={{ from_account_id: from, date: today() }}
      save={save}
    >
      <AccountSelect name="from_account_id" label={t('transfer.from')} accounts={accounts} />
      <AccountSelect name="to_account_id" label={t('transfer.to')} accounts={accounts} />
      <MoneyField
        name="amount"
        label={t('fields.amount')}
        min={0.01}
        rules={[
          { required: true, message: t('validation.amountRequired') },
          ({ getFieldValue }: { getFieldValue(name: string): unknown }) => ({
            validator: async () => {
              if (getFieldValue('from_account_id') === getFieldValue('to_account_id')) {
                throw new Error(t('validation.sameAccount'));
              }
            },
          }),
        ]}
      />
      <DateField name="date" label={t('fields.date')} rules={[{ required: true }]} />
      <RemarkField label={t('fields.remark')} />
    </RecordFormModal>
  );
}
