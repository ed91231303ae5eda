import {
  ProFormDependency,
  ProFormDigit,
  ProFormSelect,
  ProFormText,
  ProFormTextArea,
} from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/FormModal';
import { useSaveRecord } from '../../../hooks/useRecordMutations';
import { createPartner, updatePartner, type PartnerInput } from '../../../services/partners';
import type { Partner } from '../../../services/types';
import { AMOUNT_DECIMALS } from '../../../utils/money';
import { partnerBody } from '../partnerForm';

interface Props {
  open: boolean;
  /** The partner being edited (its code and short name are locked); null adds one. */
  partner: Partner | null;
  onClose(): void;
  onSaved(): void;
}

/** The server's bounds (a whole number of days, at most ten years). */
const MAX_TERMS_DAYS = 3650;

/** Add/edit dialog of a partner, 600 wide. */
export function PartnerFormModal({ open, partner, onClose, onSaved }: Props) {
  const { t } = useTranslation('partners');
  const editing = partner !== null;
  const saveRecord = useSaveRecord(editing, onSaved);
  const max = (limit: number) => ({ max: limit, message: t('common:validation.max', { max: limit }) });

  const save = async (values: PartnerInput) => {
    const body = partnerBody(values);
    return saveRecord(() =>
      partner
        ? updatePartner(partner.short_name, { ...body, code: partner.code, short_name: partner.short_name })
        : createPartner(body),
    );
  };

  return (
    <FormModal<PartnerInput>
      name="partnerForm"
      title={t(editing ? 'editTitle' : 'addTitle')}
      width={600}
      open={open}
      labelSpan={6}
      initialValues={partner ?? { type: 1 }}
      onClose={onClose}
      onFinish={save}
    >
      <ProFormText name="code" label={t('fields.code')} disabled={editing} rules={[max(50)]} />
      <ProFormText
        name="short_name"
        label={t('fields.shortName')}
        disabled={editing}
        rules={[{ required: true, whitespace: true, message: t('validation.shortNameRequired') }, max(50)]}
      />
      <ProFormText
        name="full_name"
        label={t('fields.fullName')}
        rules={[{ required: true, whitespace: true, message: t('validation.fullNameRequired') }, max(200)]}
      />
      <ProFormSelect
        name="type"
        label={t('fields.type')}
        options={[
          { value: 0, label: t('types.0') },
          { value: 1, label: t('types.1') },
        ]}
        rules={[{ required: true, message: t('validation.typeRequired') }]}
      />
      <ProFormTextArea
        name="address"
        label={t('fields.address')}
        rules={[max(500)]}
        fieldProps={{ rows: 2 }}
      />
      <ProFormText name="contact_person" label={t('fields.contactPerson')} rules={[max(100)]} />
      <ProFormText name="contact_phone" label={t('fields.contactPhone')} rules={[max(50)]} />
      <ProFormDigit
        name="payment_terms_days"
        label={t('fields.paymentTerms')}
        tooltip={t('paymentTermsHint')}
        min={0}
        max={MAX_TERMS_DAYS}
        fieldProps={{ precision: 0, addonAfter: t('days'), style: { width: '100%' } }}
      />
      {/* A credit limit is a customer's only: hidden for a supplier, and partnerBody sends none. */}
      <ProFormDependency name={['type']}>
        {({ type }) =>
          type === 1 ? (
            <ProFormDigit
              name="credit_limit"
              label={t('fields.creditLimit')}
              tooltip={t('creditLimitHint')}
              min={0}
              fieldProps={{ precision: AMOUNT_DECIMALS, prefix: '¥', style: { width: '100%' } }}
            />
          ) : null
        }
      </ProFormDependency>
    </FormModal>
  );
}
