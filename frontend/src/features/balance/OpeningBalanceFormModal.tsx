import { ProFormDigit, ProFormSelect, type ProFormInstance } from '@ant-design/pro-components';
import { Alert, App } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../components/FormModal';
import { DateField } from '../../components/DateField';
import { usePartners } from '../../hooks/useOptions';
import { SIDES, findOpeningBalance, setOpeningBalance } from '../../services/balance';
import { messageOr } from '../../services/errors';
import type { OpeningBalance, OpeningLine, Side } from '../../services/types';
import { formatMoney } from '../../utils/format';
import { AMOUNT_DECIMALS } from '../../utils/money';
import { openingAmountProblem, openingBody, type OpeningFormValues } from './openingBalanceForm';

export interface OpeningTarget {
  /** The partner, fixed; left out when the partner is chosen in the dialog (setting one from the list). */
  partner?: { code: string; short_name: string };
  /** The partner's opening balance now: the dialog edits it. Null or left out: none yet. */
  opening?: OpeningLine | null;
}

interface Props {
  side: Side;
  open: boolean;
  target: OpeningTarget | null;
  onClose(): void;
  onSaved(): void;
}

/** The side's active partners that have a code (opening balances are kept by partner code). */
function PartnerSelect({ side, onPicked }: { side: Side; onPicked(code: string): void }) {
  const { t } = useTranslation('balance');
  const { active: partners, loading } = usePartners(SIDES[side].partnerType);
  const options = useMemo(
    () =>
      partners
        .filter((partner) => partner.code)
        .map((partner) => ({
          value: partner.code as string,
          label: `${partner.short_name} (${partner.code})`,
        }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [partners],
  );
  return (
    <ProFormSelect
      name="partner_code"
      label={t(`${side}.party`)}
      options={options}
      showSearch
      fieldProps={{ loading, optionFilterProp: 'label', onChange: (code: string) => onPicked(code) }}
      rules={[{ required: true, message: t(`${side}.partyRequired`) }]}
    />
  );
}

/**
 * Set or edit a partner's opening balance: what the partner owed, or was owed, when the
 * books moved to Tradebook. The server replaces an existing one, so picking a partner that already has
 * one loads it and says so.
 */
export function OpeningBalanceFormModal({ side, open, target, onClose, onSaved }: Props) {
  const { t } = useTranslation('balance');
  const { message } = App.useApp();
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

  const save = async (values: OpeningFormValues) => {
    const code = partner?.code ?? values.partner_code;
    if (!code) return false;
    try {
      await setOpeningBalance(side, code, openingBody(values));
      message.success(t('opening.messages.saved'));
      onSaved();
      return true;
    } catch (error) {
      message.error(messageOr(error, t('opening.messages.saveFailed')));
      return false;
    }
  };

  return (
    <FormModal<OpeningFormValues>
      name={`${side}Opening`}
      formRef={formRef}
      title={t(editing ? 'opening.editTitle' : 'opening.setTitle')}
      width={600}
      open={open}
      labelSpan={6}
      dateFormatter="string"
      initialValues={{
        partner_code: partner?.code,
        amount: target?.opening?.amount,
        date: target?.opening?.date,
      }}
      onClose={onClose}
      onFinish={save}
    >
      {partner ? (
        <ProFormSelect
          name="partner_code"
          label={t(`${side}.party`)}
          disabled
          options={[{ value: partner.code, label: `${partner.short_name} (${partner.code})` }]}
        />
      ) : (
        <PartnerSelect side={side} onPicked={picked} />
      )}
      {existing ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('opening.replaces', {
            amount: formatMoney(existing.amount, AMOUNT_DECIMALS),
            date: existing.date,
          })}
          data-testid="opening-existing"
        />
      ) : null}
      <ProFormDigit
        name="amount"
        label={t('opening.amount')}
        required
        extra={t(`${side}.openingSign`)}
        min={Number.MIN_SAFE_INTEGER}
        fieldProps={{ precision: AMOUNT_DECIMALS, prefix: '¥', step: 0.01, style: { width: '100%' } }}
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
      />
    </FormModal>
  );
}
