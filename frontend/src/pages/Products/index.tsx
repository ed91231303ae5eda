import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { App, Button, Popconfirm, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { useTablePagination } from '../../hooks/useTablePagination';
import { messageOr } from '../../services/errors';
import { deleteProduct, listProducts } from '../../services/products';
import type { Product } from '../../services/types';
import { useAccess } from '../../shell/access/useAccess';
import { CATEGORIES, OTHER_CATEGORY } from './categories';
import { ProductFormModal } from './components/ProductFormModal';

export default function ProductsPage() {
  const { t } = useTranslation('products');
  const { message } = App.useApp();
  const { canEdit } = useAccess();
  const actionRef = useRef<ActionType>(null);
  const pagination = useTablePagination();
  const [editing, setEditing] = useState<Product | null>(null);
  const [open, setOpen] = useState(false);
  const [formKey, setFormKey] = useState(0);

  const openForm = (product: Product | null) => {
    setEditing(product);
    setFormKey((key) => key + 1);
    setOpen(true);
  };

  const categoryLabel = (category: string) => {
    const index = (CATEGORIES as readonly string[]).indexOf(category);
    if (index >= 0) return t(`categories.c${index + 1}`);
    return category === OTHER_CATEGORY ? t('categories.other') : category;
  };

  const remove = async (product: Product) => {
    try {
      await deleteProduct(product.code);
      message.success(t('common:messages.deleteSuccess'));
      actionRef.current?.reload();
    } catch (error) {
      const reason = messageOr(error, '');
      message.error(
        reason ? `${t('common:messages.deleteFailed')}: ${reason}` : t('common:messages.deleteFailed'),
      );
    }
  };

  const columns: ProColumns<Product>[] = [
    { title: t('fields.code'), dataIndex: 'code' },
    { title: t('fields.model'), dataIndex: 'product_model' },
    { title: t('fields.category'), dataIndex: 'category', render: (_, row) => categoryLabel(row.category) },
    { title: t('fields.remark'), dataIndex: 'remark', ellipsis: true, render: (_, row) => row.remark ?? '' },
  ];
  if (canEdit) {
    columns.push({
      title: t('fields.actions'),
      valueType: 'option',
      width: 160,
      render: (_, row) => (
        <Space size={4}>
          <Button type="link" size="small" icon={<EditOutlined />} onClick={() => openForm(row)}>
            {t('common:actions.edit')}
          </Button>
          <Popconfirm
            title={t('common:confirm.delete')}
            okText={t('common:actions.confirm')}
            cancelText={t('common:actions.cancel')}
            onConfirm={() => remove(row)}
          >
            <Button type="link" size="small" danger icon={<DeleteOutlined />}>
              {t('common:actions.delete')}
            </Button>
          </Popconfirm>
        </Space>
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
        onClose={() => setOpen(false)}
        onSaved={() => {
          setOpen(false);
          actionRef.current?.reload();
        }}
      />
    </>
  );
}
