import type { ProColumns } from '@ant-design/pro-components';
import { DatePicker, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListPage } from '../../components/list/useListPage';
import { dateColumn } from '../../components/list/columns';
import { FilterBar, FilterSelect } from '../../components/list/FilterBar';
import { AddButton } from '../../components/list/ListActions';
import { ListTable } from '../../components/list/ListTable';
import { PageHeader } from '../../components/PageHeader';
import { HistoryButton } from '../../features/history/HistoryButton';
import { usePartners, useProducts, useSelectOptions } from '../../hooks/useOptions';
import { deletePrice, listPrices, type PriceListQuery } from '../../services/prices';
import type { ProductPrice } from '../../services/types';
import { useAccess } from '../../shell/access/useAccess';
import { DATE_FORMAT, formatDate, formatMoney } from '../../utils/format';
import { UNIT_PRICE_DECIMALS } from '../../utils/money';
import { PriceFormModal } from './components/PriceFormModal';

type Filters = Omit<PriceListQuery, 'page' | 'limit'>;

interface FilterForm {
  partner_short_name?: string;
  product_model?: string;
  effective_date?: Dayjs | null;
}

export default function ProductPricesPage() {
  const { t } = useTranslation('prices');
  const { canEdit } = useAccess();
  const { partners, active: activePartners } = usePartners();
  const { products } = useProducts();
  const partnerOptions = useSelectOptions(partners, (item) => item.short_name);
  const productOptions = useSelectOptions(products, (item) => item.product_model);
  const [filters, setFilters] = useState<Filters>({});
  const [form] = Form.useForm<FilterForm>();
  const { actionRef, actionsColumn, editing, open, formKey, openForm, close, saved } =
    useListPage<ProductPrice>((price) => deletePrice(price.id));

  const columns: ProColumns<ProductPrice>[] = [
    { title: t('fields.id'), dataIndex: 'id', width: 80 },
    { title: t('fields.partnerShortName'), dataIndex: 'partner_short_name' },
    { title: t('fields.productModel'), dataIndex: 'product_model' },
    {
      title: t('fields.unitPrice'),
      dataIndex: 'unit_price',
      align: 'right',
      render: (_, row) => formatMoney(row.unit_price, UNIT_PRICE_DECIMALS),
    },
    dateColumn<ProductPrice>(t('fields.effectiveDate'), 'effective_date'),
  ];
  if (canEdit) {
    columns.push(
      actionsColumn(t('fields.actions'), (row) => (
        <HistoryButton
          entity="price"
          entityId={row.id}
          label={`${row.product_model} ${formatDate(row.effective_date)}`}
        />
      )),
    );
  }

  return (
    <>
      <PageHeader
        title={t('title')}
        extra={canEdit ? <AddButton label={t('add')} onClick={() => openForm(null)} /> : null}
      />
      <FilterBar<FilterForm>
        name="priceFilter"
        form={form}
        onFilter={(values) =>
          setFilters({
            partner_short_name: values.partner_short_name || undefined,
            product_model: values.product_model || undefined,
            effective_date: values.effective_date ? values.effective_date.format(DATE_FORMAT) : undefined,
          })
        }
      >
        <FilterSelect
          name="partner_short_name"
          label={t('fields.partnerShortName')}
          options={partnerOptions}
        />
        <FilterSelect name="product_model" label={t('fields.productModel')} options={productOptions} />
        <Form.Item name="effective_date" label={t('fields.effectiveDate')}>
          <DatePicker format={DATE_FORMAT} />
        </Form.Item>
      </FilterBar>
      <ListTable<ProductPrice, Filters>
        live={['price', 'product', 'partner']}
        actionRef={actionRef}
        columns={columns}
        params={filters}
        load={async (params) => {
          return listPrices({
            page: params.current ?? 1,
            limit: params.pageSize,
            partner_short_name: params.partner_short_name,
            product_model: params.product_model,
            effective_date: params.effective_date,
          });
        }}
      />
      <PriceFormModal
        key={formKey}
        open={open}
        price={editing}
        // A new price offers active partners only; an edit keeps its own partner.
        partners={editing ? partners : activePartners}
        products={products}
        onClose={close}
        onSaved={saved}
      />
    </>
  );
}
