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
import { createProduct, updateProduct } from '../../../services/products';
import type { Product } from '../../../services/types';
import { OTHER_CATEGORY, joinCategory, splitCategory } from '../categories';

interface FormValues {
  code: string;
  product_model: string;
  category?: string;
  category_other?: string;
  remark?: string;
  reorder_level?: number | null;
}

interface Props {
  open: boolean;
  /** The product being edited (its code and model are locked); null adds one. */
  product: Product | null;
  /** The categories offered: those the products already use (a new one is typed after Other). */
  categories: string[];
  onClose(): void;
  onSaved(): void;
}

export function ProductFormModal({ open, product, categories, onClose, onSaved }: Props) {
  const { t } = useTranslation('products');
  const editing = product !== null;
  const saveRecord = useSaveRecord(editing, onSaved);
  const max = (limit: number) => ({ max: limit, message: t('common:validation.max', { max: limit }) });
  const split = splitCategory(product?.category, categories);

  const save = async (values: FormValues) => {
    const body = {
      code: product ? product.code : values.code.trim(),
      product_model: product ? product.product_model : values.product_model.trim(),
      category: joinCategory(values.category, values.category_other),
      remark: values.remark?.trim() || null,
      reorder_level: values.reorder_level ?? null,
    };
    return saveRecord(() => (product ? updateProduct(product.code, body) : createProduct(body)));
  };

  return (
    <FormModal<FormValues>
      name="productForm"
      title={t(editing ? 'editTitle' : 'addTitle')}
      width={600}
      open={open}
      labelSpan={6}
      initialValues={
        product
          ? {
              code: product.code,
              product_model: product.product_model,
              category: split.choice,
              category_other: split.other,
              remark: product.remark ?? undefined,
              reorder_level: product.reorder_level ?? undefined,
            }
          : {}
      }
      onClose={onClose}
      onFinish={save}
    >
      <ProFormText
        name="code"
        label={t('fields.code')}
        disabled={editing}
        rules={[{ required: true, whitespace: true, message: t('validation.codeRequired') }, max(50)]}
      />
      <ProFormText
        name="product_model"
        label={t('fields.model')}
        disabled={editing}
        rules={[{ required: true, whitespace: true, message: t('validation.modelRequired') }, max(100)]}
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
            <ProFormText
              name="category_other"
              label={t('fields.categoryOther')}
              placeholder={t('categoryOtherPlaceholder')}
              rules={[max(100)]}
            />
          ) : null
        }
      </ProFormDependency>
      <ProFormDigit
        name="reorder_level"
        label={t('fields.reorderLevel')}
        min={0}
        tooltip={t('reorderLevelHint')}
        fieldProps={{ precision: 0, style: { width: '100%' }, placeholder: '10' }}
      />
      <ProFormTextArea name="remark" label={t('fields.remark')} rules={[max(500)]} fieldProps={{ rows: 2 }} />
    </FormModal>
  );
}
