import { ProFormDigit, ProFormSelect, ProFormTextArea } from '@ant-design/pro-components';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../components/FormModal';
import { DateField } from '../../components/DateField';
import { useMaxRule } from '../../hooks/useMaxRule';
import { AccountSelect, useAccounts } from '../money/AccountSelect';
import { createPayment, updatePayment } from '../../services/balance';
import { messageOr } from '../../services/errors';
import type { PaymentInput, PaymentRecord, Side } from '../../services/types';
import { toDateString } from '../../utils/format';
import { AMOUNT_DECIMALS } from '../../utils/money';
import { DEFAULT_PAYMENT_METHOD, PAYMENT_METHODS } from './paymentMethods';

export interface PaymentTarget {
  partner_code: string;
  partner_short_name: string;
  /** The payment being edited; absent in add mode. */
  payment?: PaymentRecord;
}

interface Props {
  side: Side;
  open: boolean;
  target: PaymentTarget | null;
  onClose(): void;
  onSaved(): void;
}

/**
 * Add/edit payment. The party is preselected and locked in both modes; in add mode the date and the method
 * start empty. Amount: 2 decimals, any sign for receivable adjustments.
 */
export function PaymentFormModal({ side, open, target, onClose, onSaved }: Props) {
  const { t } = useTranslation('balance');
  const max = useMaxRule();
  const { message } = App.useApp();
  const s = (key: string) => t(`${side}.${key}`);
  const payment = target?.payment;
  const { accounts, defaultId, loading: accountsLoading } = useAccounts();

  const save = async (values: PaymentInput) => {
    if (!target) return false;
    const body: PaymentInput = {
      partner_code: target.partner_code,
      amount: Number(values.amount),
      pay_date: toDateString(values.pay_date) ?? values.pay_date,
      pay_method: values.pay_method,
      remark: values.remark?.trim() || null,
      account_id: values.account_id ?? null,
    };
    try {
      if (payment) await updatePayment(side, payment.id, body);
      else await createPayment(side, body);
      message.success(t(payment ? 'messages.editSuccess' : 'messages.addSuccess'));
      onSaved();
      return true;
    } catch (error) {
      message.error(messageOr(error, t('messages.saveFailed')));
      return false;
    }
  };

  return (
    <FormModal<PaymentInput>
      name={`${side}Payment`}
      title={t(payment ? 'payment.editTitle' : 'payment.addTitle')}
      width={560}
      // The default account is preselected once the accounts are in.
      key={accountsLoading ? 'loading' : 'ready'}
      open={open}
      labelSpan={6}
      dateFormatter="string"
      initialValues={
        payment
          ? {
              partner_code: target?.partner_code,
              amount: payment.amount,
              pay_date: payment.pay_date,
              pay_method: payment.pay_method ?? DEFAULT_PAYMENT_METHOD,
              remark: payment.remark ?? undefined,
              account_id: payment.account_id ?? defaultId,
            }
          : { partner_code: target?.partner_code, account_id: defaultId }
      }
      onClose={onClose}
      onFinish={save}
    >
      <ProFormSelect
        name="partner_code"
        label={s('party')}
        disabled
        options={
          target
            ? [{ value: target.partner_code, label: `${target.partner_short_name} (${target.partner_code})` }]
            : []
        }
        rules={[{ required: true, message: s('partyRequired') }]}
      />
      <ProFormDigit
        name="amount"
        label={t('payment.amount')}
        required
        fieldProps={{ precision: AMOUNT_DECIMALS, prefix: '¥', step: 0.01, style: { width: '100%' } }}
        min={side === 'receivable' ? Number.MIN_SAFE_INTEGER : 0.01}
        rules={[
          {
            validator: async (_rule: unknown, value: unknown) => {
              if (value === null || value === undefined || value === '' || !Number.isFinite(Number(value))) {
                throw new Error(t('payment.amountInvalid'));
              }
            },
          },
        ]}
      />
      <DateField
        name="pay_date"
        label={t('payment.date')}
        rules={[{ required: true, message: t('payment.dateRequired') }]}
      />
      <ProFormSelect
        name="pay_method"
        label={t('payment.method')}
        options={PAYMENT_METHODS.map((method) => ({
          value: method.value,
          label: t(`methods.${method.key}`),
        }))}
        rules={[{ required: true, message: t('payment.methodRequired') }]}
      />
      <AccountSelect name="account_id" label={t('payment.account')} accounts={accounts} />
      <ProFormTextArea
        name="remark"
        label={t('payment.remark')}
        fieldProps={{ maxLength: 500, showCount: true, rows: 3 }}
        rules={[max(500)]}
      />
    </FormModal>
  );
}
