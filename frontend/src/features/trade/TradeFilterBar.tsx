import { Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FilterBar, FilterDateRange, FilterSelect } from '../../components/list/FilterBar';
import type { Direction, TradeListQuery } from '../../services/types';
import { DATE_FORMAT } from '../../utils/format';

/** The list query's filters (its page, size and sort come from the table). */
export type TradeFilters = Omit<TradeListQuery, 'page' | 'limit' | 'sort_field' | 'sort_order'>;

type Invoiced = 'yes' | 'no';

interface FormValues {
  partner_short_name?: string;
  product_model?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
  keyword?: string;
  invoiced?: Invoiced;
}

interface Props {
  direction: Direction;
  partnerOptions: { value: string; label: string }[];
  productOptions: { value: string; label: string }[];
  /** Filters of the document list: no product or invoiced filter (they are the lines'). */
  documents?: boolean;
  onFilter(filters: TradeFilters): void;
}

/**
 * Partner short name (suppliers or customers only), product model, date range, a keyword (order number,
 * invoice number or remark) and whether an invoice number is set, with the filter button.
 */
export function TradeFilterBar({ direction, partnerOptions, productOptions, documents, onFilter }: Props) {
  const { t } = useTranslation('trade');
  const [form] = Form.useForm<FormValues>();

  const apply = (values: FormValues) =>
    onFilter({
      partner_short_name: values.partner_short_name || undefined,
      product_model: (!documents && values.product_model) || undefined,
      start_date: values.range?.[0]?.format(DATE_FORMAT),
      end_date: values.range?.[1]?.format(DATE_FORMAT),
      keyword: values.keyword?.trim() || undefined,
      invoiced: documents || values.invoiced === undefined ? undefined : values.invoiced === 'yes',
    });

  return (
    <FilterBar<FormValues> form={form} name={`${direction}Filter`} onFilter={apply}>
      <FilterSelect
        name="partner_short_name"
        label={t(`${direction}.partnerShortName`)}
        options={partnerOptions}
      />
      {documents ? null : (
        <FilterSelect name="product_model" label={t('fields.productModel')} options={productOptions} />
      )}
      <FilterDateRange name="range" label={t(`${direction}.date`)} />
      <Form.Item name="keyword" label={t('filter.keyword')}>
        <Input allowClear style={{ width: 240 }} placeholder={t('filter.keywordPlaceholder')} />
      </Form.Item>
      <Form.Item name="invoiced" label={t('filter.invoiced')} hidden={documents}>
        <Select<Invoiced>
          allowClear
          style={{ width: 140 }}
          placeholder={t('filter.invoicedAll')}
          options={[
            { value: 'yes', label: t('filter.invoicedYes') },
            { value: 'no', label: t('filter.invoicedNo') },
          ]}
        />
      </Form.Item>
    </FilterBar>
  );
}
