import { PlusOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { RowActions } from '../../components/RowActions';
import { HistoryButton } from '../../features/history/HistoryButton';
import { useFormModal } from '../../hooks/useFormModal';
import { useDeleteRow } from '../../hooks/useRecordMutations';
import { useTablePagination } from '../../hooks/useTablePagination';
import { deleteProduct, listProducts } from '../../services/products';
import type { Product } from '../../services/types';
import { useAccess } from '../../shell/access/useAccess';
import { CATEGORIES, OTHER_CATEGORY } from './categories';
import { ProductFormModal } from './components/ProductFormModal';

export default function ProductsPage() {
  const { t } = useTranslation('products');
  const deleteRow = useDeleteRow();
  const { canEdit } = useAccess();
  const actionRef = useRef<ActionType>(null);
  const pagination = useTablePagination();
  const { editing, open, formKey, openForm, close } = useFormModal<Product>();

  const categoryLabel = (category: string) => {
    const index = (CATEGORIES as readonly string[]).indexOf(category);
    if (index >= 0) return t(`categories.c${index + 1}`);
    return category === OTHER_CATEGORY ? t('categories.other') : category;
  };

  const remove = (product: Product) =>
    deleteRow(
      () => deleteProduct(product.code),
      () => actionRef.current?.reload(),
    );

  const columns: ProColumns<Product>[] = [
    { title: t('fields.code'), dataIndex: 'code' },
    { title: t('fields.model'), dataIndex: 'product_model' },
    { title: t('fields.category'), dataIndex: 'category', render: (_, row) => categoryLabel(row.category) },
    {
      title: t('fields.reorderLevel'),
      dataIndex: 'reorder_level',
      align: 'right',
      render: (_, row) => row.reorder_level ?? '',
    },
    { title: t('fields.remark'), dataIndex: 'remark', ellipsis: true, render: (_, row) => row.remark ?? '' },
  ];
  if (canEdit) {
    columns.push({
      title: t('fields.actions'),
      valueType: 'option',
      width: 240,
      render: (_, row) => (
        <RowActions onEdit={() => openForm(row)} onDelete={() => remove(row)}>
          <HistoryButton entity="product" entityId={row.code} />
        </RowActions>
      ),
    });
  }

  return (
    <>
      <PageHeader
        title={t('title')}
        extra={
          canEdit ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => openForm(null)}>
              {t('add')}
            </Button>
          ) : null
        }
      />
      <ProTable<Product>
        rowKey="code"
        actionRef={actionRef}
        columns={columns}
        search={false}
        options={false}
        cardBordered
        pagination={pagination}
        request={async () => {
          try {
            const rows = await listProducts();
            return { data: rows, total: rows.length, success: true };
          } catch (error) {
            console.error('Loading products failed', error);
            return { data: [], total: 0, success: true };
          }
        }}
      />
      <ProductFormModal
        key={formKey}
        open={open}
        product={editing}
        onClose={close}
        onSaved={() => {
          close();
          actionRef.current?.reload();
        }}
      />
    </>
  );
}
