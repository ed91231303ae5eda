import type { ProFormInstance } from '@ant-design/pro-components';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/DateField';
import { FormAlert, MoneyField } from '../../components/form/fields';
import { RecordFormModal, type DialogProps } from '../../components/form/RecordFormModal';
import { usePeriodLock } from '../../hooks/usePeriodLock';
import { SaveCancelled } from '../../hooks/useRecordMutations';
import { findOpeningBalance, setOpeningBalance } from '../../services/balance';
import type { OpeningBalance, OpeningLine, Side } from '../../services/types';
import { formatMoney } from '../../utils/format';
import { AMOUNT_DECIMALS } from '../../utils/money';
import { openingAmountProblem, openingBody, type OpeningFormValues } from './openingBalanceForm';
import { FixedPartySelect, PartySelect } from './PartySelect';

export interface OpeningTarget {
  /** The partner, fixed; left out when the partner is chosen in the dialog (setting one from the list). */
  partner?: { code: string; short_name: string };
  /** The partner's opening balance now: the dialog edits it. Null or left out: none yet. */
  opening?: OpeningLine | null;
}

interface Props extends DialogProps {
  side: Side;
  target: OpeningTarget | null;
}

/**
 * Set or edit a partner's opening balance: what the partner owed, or was owed, when the
 * books moved to Tradebook. The server replaces an existing one, so picking a partner that already has
 * one loads it and says so.
 */
export function OpeningBalanceFormModal({ side, target, ...dialog }: Props) {
  const { t } = useTranslation('balance');
  const { isClosedDay } = usePeriodLock();
  const formRef = useRef<ProFormInstance<OpeningFormValues>>(undefined);
  const [existing, setExisting] = useState<OpeningBalance | null>(null);
  const partner = target?.partner;
  const editing = Boolean(target?.opening);

  /** A partner picked in the dialog: its current opening balance, if any, is loaded to be edited. */
  const picked = async (code: string) => {
    setExisting(null);
    try {
      const found = await findOpeningBalance(side, code);
      if (formRef.current?.getFieldValue('partner_code') !== code) return;
      setExisting(found);
      if (found) formRef.current?.setFieldsValue({ amount: found.amount, date: found.date });
    } catch {
      // Not knowing is harmless: saving sets the amount either way.
    }
  };

  const save = (values: OpeningFormValues) => {
    const code = partner?.code ?? values.partner_code;
    if (!code) throw new SaveCancelled();
    return setOpeningBalance(side, code, openingBody(values));
  };

  return (
    <RecordFormModal<OpeningFormValues>
      {...dialog}
      name={`${side}Opening`}
      formRef={formRef}
      title={t(editing ? 'opening.editTitle' : 'opening.setTitle')}
      width={600}
      labelSpan={6}
      editing={editing}
      messages={{ success: t('opening.messages.saved'), failed: t('opening.messages.saveFailed') }}
      initialValues={{
        partner_code: partner?.code,
        amount: target?.opening?.amount,
        date: target?.opening?.date,
      }}
      save={save}
    >
      {partner ? (
        <FixedPartySelect side={side} party={partner} />
      ) : (
        <PartySelect side={side} onPicked={picked} />
      )}
      {existing ? (
        <FormAlert
          type="warning"
          message={t('opening.replaces', {
            amount: formatMoney(existing.amount, AMOUNT_DECIMALS),
            date: existing.date,
          })}
          data-testid="opening-existing"
        />
      ) : null}
      <MoneyField
        name="amount"
        label={t('opening.amount')}
        required
        extra={t(`${side}.openingSign`)}
        min={Number.MIN_SAFE_INTEGER}
        fieldProps={{ step: 0.01 }}
        rules={[
          {
            validator: async (_rule: unknown, value: unknown) => {
              const problem = openingAmountProblem(value);
              if (problem) throw new Error(t(`opening.amountErrors.${problem}`));
            },
          },
        ]}
      />
      <DateField
        name="date"
        label={t('opening.date')}
        extra={t('opening.dateHint')}
        rules={[{ required: true, message: t('opening.dateRequired') }]}
        closedDay={isClosedDay}
      />
    </RecordFormModal>
  );
}
