import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/DateField';
import { MoneyField } from '../../../components/form/fields';
import { PartnerProductSelects } from '../../../components/form/PartnerProductSelects';
import { RecordFormModal, type DialogProps } from '../../../components/form/RecordFormModal';
import { createPrice, updatePrice } from '../../../services/prices';
import type { Partner, Product, ProductPrice, ProductPriceInput } from '../../../services/types';
import { toDateString, today } from '../../../utils/format';
import { UNIT_PRICE_DECIMALS } from '../../../utils/money';

interface Props extends DialogProps {
  price: ProductPrice | null;
  partners: Partner[];
  products: Product[];
}

/**
 * Partner short name, product model, unit price (≥ 0, 4 decimals) and effective date (default today). The
 * code fields are optional helpers: picking either half of a pair fills the other.
 */
export function PriceFormModal({ price, partners, products, ...dialog }: Props) {
  const { t } = useTranslation('prices');

  const save = (values: ProductPriceInput) => {
    const body: ProductPriceInput = {
      partner_short_name: values.partner_short_name,
      partner_code: values.partner_code || null,
      product_model: values.product_model,
      product_code: values.product_code || null,
      unit_price: Number(values.unit_price),
      effective_date: toDateString(values.effective_date) ?? values.effective_date,
    };
    return price ? updatePrice(price.id, body) : createPrice(body);
  };

  return (
    <RecordFormModal<ProductPriceInput>
      {...dialog}
      name="priceForm"
      title={t(price ? 'editTitle' : 'addTitle')}
      width={600}
      labelSpan={7}
      editing={price !== null}
      initialValues={price ?? { effective_date: today() }}
      save={save}
    >
      <PartnerProductSelects
        partners={partners}
        products={products}
        fields={{
          partner_short_name: [t('fields.partnerShortName'), t('validation.partnerRequired')],
          partner_code: [t('fields.partnerCode')],
          product_model: [t('fields.productModel'), t('validation.modelRequired')],
          product_code: [t('fields.productCode')],
        }}
      />
      <MoneyField
        name="unit_price"
        label={t('fields.unitPrice')}
        decimals={UNIT_PRICE_DECIMALS}
        min={0}
        fieldProps={{ step: 0.0001 }}
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
    </RecordFormModal>
  );
}
