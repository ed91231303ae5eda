import { ProFormDependency, ProFormSelect, ProFormTextArea } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { NumberField, TextField } from '../../../components/form/fields';
import { RecordFormModal, type DialogProps } from '../../../components/form/RecordFormModal';
import { toFormValues } from '../../../components/form/values';
import { useMaxRule } from '../../../hooks/useMaxRule';
import { createProduct, updateProduct } from '../../../services/products';
import type { Product } from '../../../services/types';
import { plainText } from '../../../utils/format';
import { OTHER_CATEGORY, joinCategory, splitCategory } from '../categories';

interface FormValues {
  code: string;
  product_model: string;
  category?: string;
  category_other?: string;
  remark?: string;
  reorder_level?: number | null;
  tax_rate?: number | null;
}

interface Props extends DialogProps {
  /** The product being edited (its code and model are locked); null adds one. */
  product: Product | null;
  /** The categories offered: those the products already use (a new one is typed after Other). */
  categories: string[];
}

export function ProductFormModal({ product, categories, ...dialog }: Props) {
  const { t } = useTranslation('products');
  const max = useMaxRule();
  const editing = product !== null;
  const split = splitCategory(product?.category, categories);

  const save = (values: FormValues) => {
    const body = {
      code: product ? product.code : values.code.trim(),
      product_model: product ? product.product_model : values.product_model.trim(),
      category: joinCategory(values.category, values.category_other),
      remark: plainText(values.remark),
      reorder_level: values.reorder_level ?? null,
      // Empty: the company's default rate at each write.
      tax_rate: values.tax_rate === null || values.tax_rate === undefined ? null : String(values.tax_rate),
    };
    return product ? updateProduct(product.code, { ...body, version: product.version }) : createProduct(body);
  };

  return (
    <RecordFormModal<FormValues>
      {...dialog}
      name="productForm"
      title={t(editing ? 'editTitle' : 'addTitle')}
      width={600}
      labelSpan={6}
      editing={editing}
      initialValues={
        product ? { ...toFormValues(product), category: split.choice, category_other: split.other } : {}
      }
      save={save}
    >
      <TextField
        name="code"
        label={t('fields.code')}
        disabled={editing}
        requiredMessage={t('validation.codeRequired')}
        max={50}
      />
      <TextField
        name="product_model"
        label={t('fields.model')}
        disabled={editing}
        requiredMessage={t('validation.modelRequired')}
        max={100}
      />
      <ProFormSelect
        name="category"
        label={t('fields.category')}
        options={[
          ...categories.map((value) => ({ value, label: value })),
          { value: OTHER_CATEGORY, label: t('categories.other') },
        ]}
        fieldProps={{ showSearch: true }}
        rules={[{ required: true, message: t('validation.categoryRequired') }]}
      />
      <ProFormDependency name={['category']}>
        {({ category }) =>
          category === OTHER_CATEGORY ? (
            <TextField
              name="category_other"
              label={t('fields.categoryOther')}
              placeholder={t('categoryOtherPlaceholder')}
              max={100}
            />
          ) : null
        }
      </ProFormDependency>
      <NumberField
        name="reorder_level"
        label={t('fields.reorderLevel')}
        min={0}
        tooltip={t('reorderLevelHint')}
        fieldProps={{ placeholder: '10' }}
      />
      <NumberField
        name="tax_rate"
        label={t('fields.taxRate')}
        decimals={2}
        min={0}
        max={100}
        tooltip={t('taxRateHint')}
        fieldProps={{ placeholder: t('taxRateDefault'), suffix: '%' }}
      />
      <ProFormTextArea name="remark" label={t('fields.remark')} rules={[max(500)]} fieldProps={{ rows: 2 }} />
    </RecordFormModal>
  );
}
