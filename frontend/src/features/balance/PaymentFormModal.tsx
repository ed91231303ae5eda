import { ProFormSelect } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/DateField';
import { MoneyField, RemarkField } from '../../components/form/fields';
import { RecordFormModal, type DialogProps } from '../../components/form/RecordFormModal';
import { toFormValues } from '../../components/form/values';
import { useMaxRule } from '../../hooks/useMaxRule';
import { usePeriodLock } from '../../hooks/usePeriodLock';
import { SaveCancelled } from '../../hooks/useRecordMutations';
import { AccountSelect, useAccounts } from '../money/AccountSelect';
import { createPayment, updatePayment } from '../../services/balance';
import type { PaymentInput, PaymentRecord, Side } from '../../services/types';
import { plainText, toDateString, today } from '../../utils/format';
import { PaymentAllocations } from './PaymentAllocations';
import { allocationsToApi, allocationsToForm, type AllocationValues } from './paymentAllocations';
import { DEFAULT_PAYMENT_METHOD, PAYMENT_METHODS } from './paymentMethods';
import { FixedPartySelect } from './PartySelect';

export interface PaymentTarget {
  partner_code: string;
  partner_short_name: string;
  /** The payment being edited; absent in add mode. */
  payment?: PaymentRecord;
}

interface Props extends DialogProps {
  side: Side;
  target: PaymentTarget | null;
}

type PaymentFormValues = Omit<PaymentInput, 'allocations'> & { allocations?: AllocationValues };

/**
 * Add/edit payment. The party is preselected and locked in both modes; in add mode the date starts as
 * today and the method empty, the days of a closed period marked (still taken: the save says why it is
 * refused). Amount: 2 decimals, any sign for receivable adjustments. Below, the partner's open documents: the amounts typed there settle those
 * documents first (`allocations`), the rest the oldest open amounts.
 */
export function PaymentFormModal({ side, target, ...dialog }: Props) {
  const { t } = useTranslation('balance');
  const max = useMaxRule();
  const payment = target?.payment;
  const { accounts, defaultId } = useAccounts();
  const { isClosedDay } = usePeriodLock();
  const own = new Map((payment?.allocations ?? []).map((a) => [a.document_id, a.amount]));

  const save = (values: PaymentFormValues) => {
    if (!target) throw new SaveCancelled();
    const body: PaymentInput = {
      partner_code: target.partner_code,
      amount: Number(values.amount),
      pay_date: toDateString(values.pay_date) ?? values.pay_date,
      pay_method: values.pay_method,
      remark: plainText(values.remark ?? undefined),
      account_id: values.account_id ?? null,
      allocations: allocationsToApi(values.allocations),
    };
    return payment ? updatePayment(side, payment.id, body, payment.version) : createPayment(side, body);
  };

  return (
    <RecordFormModal<PaymentFormValues>
      {...dialog}
      name={`${side}Payment`}
      title={t(`${side}.${payment ? 'paymentEditTitle' : 'paymentAddTitle'}`)}
      width={560}
      labelSpan={6}
      editing={Boolean(payment)}
      messages={{
        success: t(`${side}.messages.${payment ? 'editSuccess' : 'addSuccess'}`),
        failed: t(`${side}.messages.saveFailed`),
      }}
      initialValues={
        payment
          ? {
              ...toFormValues(payment),
              partner_code: target?.partner_code,
              pay_method: payment.pay_method ?? DEFAULT_PAYMENT_METHOD,
              allocations: allocationsToForm(payment.allocations),
            }
          : { partner_code: target?.partner_code, pay_date: today() }
      }
      save={save}
    >
      <FixedPartySelect
        side={side}
        party={target && { code: target.partner_code, short_name: target.partner_short_name }}
      />
      <MoneyField
        name="amount"
        label={t('payment.amount')}
        required
        fieldProps={{ step: 0.01 }}
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
        label={t(`${side}.paymentDate`)}
        rules={[{ required: true, message: t(`${side}.paymentDateRequired`) }]}
        closedDay={isClosedDay}
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
      <AccountSelect
        name="account_id"
        label={t('payment.account')}
        accounts={accounts}
        // The default account, also for a payment saved before accounts existed.
        preselect={defaultId}
      />
      <RemarkField label={t('payment.remark')} fieldProps={{ showCount: true, rows: 3 }} rules={[max(500)]} />
      {target && <PaymentAllocations side={side} partnerShortName={target.partner_short_name} own={own} />}
    </RecordFormModal>
  );
}
