import { ProFormDigit, ProFormTextArea } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/FormModal';
import { DateField } from '../../../components/DateField';
import { AccountSelect } from '../../../features/money/AccountSelect';
import { useSaveRecord } from '../../../hooks/useRecordMutations';
import { createTransfer, type Account } from '../../../services/money';
import { today, toDateString } from '../../../utils/format';
import { AMOUNT_DECIMALS } from '../../../utils/money';

interface FormValues {
  from_account_id: number;
  to_account_id: number;
  amount: number;
  date: string;
  remark?: string;
}

interface Props {
  open: boolean;
  accounts: Account[];
  /** The account the money leaves, preselected. */
  from?: number;
  onClose(): void;
  onSaved(): void;
}

/** Money moved from one account to another. */
export function TransferFormModal({ open, accounts, from, onClose, onSaved }: Props) {
  const { t } = useTranslation('accounts');
  const saveRecord = useSaveRecord(false, onSaved);
  const save = (values: FormValues) =>
    saveRecord(() =>
      createTransfer({
        from_account_id: values.from_account_id,
        to_account_id: values.to_account_id,
        amount: Number(values.amount).toFixed(AMOUNT_DECIMALS),
        date: toDateString(values.date) ?? today(),
        remark: values.remark?.trim() || null,
      }),
    );
  return (
    <FormModal<FormValues>
      name="transferForm"
      title={t('transfer.title')}
      width={520}
      open={open}
      labelSpan={7}
      dateFormatter="string"
      initialValues={{ from_account_id: from, date: today() }}
      onClose={onClose}
      onFinish={save}
    >
      <AccountSelect name="from_account_id" label={t('transfer.from')} accounts={accounts} />
      <AccountSelect name="to_account_id" label={t('transfer.to')} accounts={accounts} />
      <ProFormDigit
        name="amount"
        label={t('fields.amount')}
        min={0.01}
        fieldProps={{ precision: AMOUNT_DECIMALS, prefix: '¥', style: { width: '100%' } }}
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
      <ProFormTextArea name="remark" label={t('fields.remark')} fieldProps={{ maxLength: 500, rows: 2 }} />
    </FormModal>
  );
}
