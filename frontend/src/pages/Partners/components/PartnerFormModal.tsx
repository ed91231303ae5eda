import { ProFormDependency, ProFormSelect, ProFormTextArea } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { MoneyField, NumberField, TextField } from '../../../components/form/fields';
import { labelledOptions } from '../../../components/form/options';
import { RecordFormModal, type DialogProps } from '../../../components/form/RecordFormModal';
import { useMaxRule } from '../../../hooks/useMaxRule';
import { createPartner, updatePartner, type PartnerInput } from '../../../services/partners';
import type { Partner } from '../../../services/types';
import { partnerBody } from '../partnerForm';

interface Props extends DialogProps {
  /** The partner being edited (its code and short name are locked); null adds one. */
  partner: Partner | null;
}

/** The server's bounds (a whole number of days, at most ten years). */
const MAX_TERMS_DAYS = 3650;

/** Add/edit dialog of a partner, 600 wide. */
export function PartnerFormModal({ partner, ...dialog }: Props) {
  const { t } = useTranslation('partners');
  const max = useMaxRule();
  const editing = partner !== null;

  const save = (values: PartnerInput) => {
    const body = partnerBody(values);
    return partner
      ? updatePartner(partner.short_name, {
          ...body,
          code: partner.code,
          short_name: partner.short_name,
          version: partner.version,
        })
      : createPartner(body);
  };

  return (
    <RecordFormModal<PartnerInput>
      {...dialog}
      name="partnerForm"
      title={t(editing ? 'editTitle' : 'addTitle')}
      width={600}
      labelSpan={6}
      editing={editing}
      initialValues={partner ?? { type: 1 }}
      save={save}
    >
      <TextField name="code" label={t('fields.code')} disabled={editing} max={50} />
      <TextField
        name="short_name"
        label={t('fields.shortName')}
        disabled={editing}
        requiredMessage={t('validation.shortNameRequired')}
        max={50}
      />
      <TextField
        name="full_name"
        label={t('fields.fullName')}
        requiredMessage={t('validation.fullNameRequired')}
        max={200}
      />
      <ProFormSelect
        name="type"
        label={t('fields.type')}
        options={labelledOptions([0, 1], (type) => t(`types.${type}`))}
        rules={[{ required: true, message: t('validation.typeRequired') }]}
      />
      <ProFormTextArea
        name="address"
        label={t('fields.address')}
        rules={[max(500)]}
        fieldProps={{ rows: 2 }}
      />
      <TextField name="contact_person" label={t('fields.contactPerson')} max={100} />
      <TextField name="contact_phone" label={t('fields.contactPhone')} max={50} />
      <NumberField
        name="payment_terms_days"
        label={t('fields.paymentTerms')}
        tooltip={t('paymentTermsHint')}
        min={0}
        max={MAX_TERMS_DAYS}
        fieldProps={{ addonAfter: t('days') }}
      />
      {/* A credit limit is a customer's only: hidden for a supplier, and partnerBody sends none. */}
      <ProFormDependency name={['type']}>
        {({ type }) =>
          type === 1 ? (
            <MoneyField
              name="credit_limit"
              label={t('fields.creditLimit')}
              tooltip={t('creditLimitHint')}
              min={0}
            />
          ) : null
        }
      </ProFormDependency>
    </RecordFormModal>
  );
}
