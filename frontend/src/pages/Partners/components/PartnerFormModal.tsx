import { ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/FormModal';
import { useSaveRecord } from '../../../hooks/useRecordMutations';
import { createPartner, updatePartner, type PartnerInput } from '../../../services/partners';
import type { Partner } from '../../../services/types';

interface Props {
  open: boolean;
  /** The partner being edited (its code and short name are locked); null adds one. */
  partner: Partner | null;
  onClose(): void;
  onSaved(): void;
}

const blankToNull = (value?: string | null) => (value && value.trim() ? value.trim() : null);

/** Add/edit dialog of a partner, 600 wide. */
export function PartnerFormModal({ open, partner, onClose, onSaved }: Props) {
  const { t } = useTranslation('partners');
  const editing = partner !== null;
  const saveRecord = useSaveRecord(editing, onSaved);
  const max = (limit: number) => ({ max: limit, message: t('common:validation.max', { max: limit }) });

  const save = async (values: PartnerInput) => {
    const body: PartnerInput = {
      code: blankToNull(values.code),
      short_name: values.short_name.trim(),
      full_name: values.full_name.trim(),
      type: values.type,
      address: blankToNull(values.address),
      contact_person: blankToNull(values.contact_person),
      contact_phone: blankToNull(values.contact_phone),
    };
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
      layout="horizontal"
      labelCol={{ span: 6 }}
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
    </FormModal>
  );
}
