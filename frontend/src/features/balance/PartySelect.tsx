import { ProFormSelect } from '@ant-design/pro-components';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePartners } from '../../hooks/useOptions';
import { SIDES } from '../../services/balance';
import type { Side } from '../../services/types';

interface Party {
  code: string;
  short_name: string;
}

const option = (party: Party) => ({ value: party.code, label: `${party.short_name} (${party.code})` });

/** The partner a payment or an opening balance belongs to, shown and locked (its `partner_code`). */
export function FixedPartySelect({ side, party }: { side: Side; party: Party | null }) {
  const { t } = useTranslation('balance');
  return (
    <ProFormSelect
      name="partner_code"
      label={t(`${side}.party`)}
      disabled
      options={party ? [option(party)] : []}
      rules={[{ required: true, message: t(`${side}.partyRequired`) }]}
    />
  );
}

/** A choice among the side's active partners that have a code (balances are kept by partner code). */
export function PartySelect({ side, onPicked }: { side: Side; onPicked(code: string): void }) {
  const { t } = useTranslation('balance');
  const { active: partners, loading } = usePartners(SIDES[side].partnerType);
  const options = useMemo(
    () =>
      partners
        .filter((partner): partner is typeof partner & Party => !!partner.code)
        .map(option)
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
