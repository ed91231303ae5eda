import { ProFormDigit, ProFormSelect } from '@ant-design/pro-components';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/FormModal';
import { DateField } from '../../../components/DateField';
import { useSaveRecord } from '../../../hooks/useRecordMutations';
import { createPrice, updatePrice } from '../../../services/prices';
import type { Partner, Product, ProductPrice, ProductPriceInput } from '../../../services/types';
import { toDateString, today } from '../../../utils/format';
import { UNIT_PRICE_DECIMALS } from '../../../utils/money';

interface Props {
  open: boolean;
  price: ProductPrice | null;
  partners: Partner[];
  products: Product[];
  onClose(): void;
  onSaved(): void;
}

const unique = (values: (string | null | undefined)[]) =>
  [...new Set(values.filter((value): value is string => !!value))].map((value) => ({ value, label: value }));

/** Partner short name, product model, unit price (≥ 0, 4 decimals) and effective date (default today). */
export function PriceFormModal({ open, price, partners, products, onClose, onSaved }: Props) {
  const { t } = useTranslation('prices');
  const saveRecord = useSaveRecord(price !== null, onSaved);
  const [form] = Form.useForm<ProductPriceInput>();

  /** The code fields are optional helpers: picking either half of a pair fills the other. */
  const fill = (name: keyof ProductPriceInput, value: string | null | undefined) =>
    form.setFieldsValue({ [name]: value ?? undefined });

  const save = async (values: ProductPriceInput) => {
    const body: ProductPriceInput = {
      partner_short_name: values.partner_short_name,
      partner_code: values.partner_code || null,
      product_model: values.product_model,
      product_code: values.product_code || null,
      unit_price: Number(values.unit_price),
      effective_date: toDateString(values.effective_date) ?? values.effective_date,
    };
    return saveRecord(() => (price ? updatePrice(price.id, body) : createPrice(body)));
  };

  return (
    <FormModal<ProductPriceInput>
      name="priceForm"
      title={t(price ? 'editTitle' : 'addTitle')}
      width={600}
      open={open}
      form={form}
      labelSpan={7}
      dateFormatter="string"
      initialValues={price ?? { effective_date: today() }}
      onClose={onClose}
      onFinish={save}
    >
      <ProFormSelect
        name="partner_short_name"
        label={t('fields.partnerShortName')}
        showSearch
        options={unique(partners.map((item) => item.short_name))}
        rules={[{ required: true, message: t('validation.partnerRequired') }]}
        fieldProps={{
          onChange: (value: string) =>
            fill('partner_code', partners.find((item) => item.short_name === value)?.code ?? undefined),
        }}
      />
      <ProFormSelect
        name="partner_code"
        label={t('fields.partnerCode')}
        showSearch
        allowClear
        options={unique(partners.map((item) => item.code))}
        fieldProps={{
          onChange: (value: string) => {
            const partner = partners.find((item) => item.code === value);
            if (partner) fill('partner_short_name', partner.short_name);
          },
        }}
      />
      <ProFormSelect
        name="product_model"
        label={t('fields.productModel')}
        showSearch
        options={unique(products.map((item) => item.product_model))}
        rules={[{ required: true, message: t('validation.modelRequired') }]}
        fieldProps={{
          onChange: (value: string) =>
            fill('product_code', products.find((item) => item.product_model === value)?.code),
        }}
      />
      <ProFormSelect
        name="product_code"
        label={t('fields.productCode')}
        showSearch
        allowClear
        options={unique(products.map((item) => item.code))}
        fieldProps={{
          onChange: (value: string) => {
            const product = products.find((item) => item.code === value);
            if (product) fill('product_model', product.product_model);
          },
        }}
      />
      <ProFormDigit
        name="unit_price"
        label={t('fields.unitPrice')}
        min={0}
        fieldProps={{ precision: UNIT_PRICE_DECIMALS, prefix: '¥', step: 0.0001, style: { width: '100%' } }}
        rules={[
          { required: true, message: t('validation.unitPriceRequired') },
          { type: 'number', min: 0, message: t('validation.unitPriceMin') },
        ]}
      />
      <DateField
        name="effective_date"
        label={t('fields.effectiveDate')}
        rules={[{ required: true, message: t('validation.dateRequired') }]}
      />
    </FormModal>
  );
}
