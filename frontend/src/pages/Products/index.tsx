import type { ProColumns } from '@ant-design/pro-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { remarkColumn } from '../../components/list/columns';
import { useListPage } from '../../components/list/useListPage';
import { PageHeader } from '../../components/PageHeader';
import { AddButton, KeywordSearch } from '../../components/list/ListActions';
import { ListTable } from '../../components/list/ListTable';
import { wholeList } from '../../components/list/useListRequest';
import { HistoryButton } from '../../features/history/HistoryButton';
import { deleteProduct, listProducts } from '../../services/products';
import type { Product } from '../../services/types';
import { useAccess } from '../../shell/access/useAccess';
import { OTHER_CATEGORY, knownCategories } from './categories';
import { ProductFormModal } from './components/ProductFormModal';

/** Whether a product's code, model, category or remark contains the keyword (case-insensitive). */
function matches(product: Product, keyword: string): boolean {
  const wanted = keyword.toLowerCase();
  return [product.code, product.product_model, product.category, product.remark]
    .filter((value): value is string => typeof value === 'string')
    .some((value) => value.toLowerCase().includes(wanted));
}

export default function ProductsPage() {
  const { t } = useTranslation('products');
  const { canEdit } = useAccess();
  const [keyword, setKeyword] = useState('');
  const [categories, setCategories] = useState<string[]>([]);
  const { actionRef, actionsColumn, editing, open, formKey, openForm, close, saved } = useListPage<Product>(
    (product) => deleteProduct(product.code),
  );

  const columns: ProColumns<Product>[] = [
    { title: t('fields.code'), dataIndex: 'code' },
    { title: t('fields.model'), dataIndex: 'product_model' },
    {
      title: t('fields.category'),
      dataIndex: 'category',
      render: (_, row) => (row.category === OTHER_CATEGORY ? t('categories.other') : row.category),
    },
    {
      title: t('fields.reorderLevel'),
      dataIndex: 'reorder_level',
      align: 'right',
      render: (_, row) => row.reorder_level ?? '',
    },
    {
      title: t('fields.taxRate'),
      dataIndex: 'tax_rate',
      align: 'right',
      render: (_, row) => (row.tax_rate === null ? t('taxRateDefault') : `${row.tax_rate}%`),
    },
    remarkColumn<Product>(t('fields.remark')),
  ];
  if (canEdit) {
    columns.push(
      actionsColumn(t('fields.actions'), (row) => <HistoryButton entity="product" entityId={row.code} />),
    );
  }

  return (
    <>
      <PageHeader
        title={t('title')}
        extra={
          <>
            <KeywordSearch placeholder={t('searchPlaceholder')} onSearch={setKeyword} />
            {canEdit ? <AddButton label={t('add')} onClick={() => openForm(null)} /> : null}
          </>
        }
      />
      <ListTable<Product, { keyword: string }>
        rowKey="code"
        live={['product']}
        actionRef={actionRef}
        columns={columns}
        params={{ keyword }}
        columnsKey="products"
        pageSize={20}
        sizeChanger
        load={async (params) => {
          const rows = await listProducts();
          setCategories(knownCategories(rows));
          return wholeList(params.keyword ? rows.filter((row) => matches(row, params.keyword)) : rows);
        }}
      />
      <ProductFormModal
        key={formKey}
        open={open}
        product={editing}
        categories={categories}
        onClose={close}
        onSaved={saved}
      />
    </>
  );
}
