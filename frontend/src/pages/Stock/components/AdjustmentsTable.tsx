import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { amountColumn, dateColumn, remarkColumn } from '../../../components/list/columns';
import { ListTable } from '../../../components/list/ListTable';
import { FilterBar, FilterDateRange, FilterSelect } from '../../../components/list/FilterBar';
import { editActionsColumn } from '../../../components/list/ListActions';
import { HistoryButton } from '../../../features/history/HistoryButton';
import { usePeriodLock } from '../../../hooks/usePeriodLock';
import { listAdjustments, type StockAdjustment } from '../../../services/stock';
import { DATE_FORMAT, formatDate } from '../../../utils/format';
import { QuantityChange, ReasonTag } from './tags';

interface Filters {
  product_model?: string;
  start_date?: string;
  end_date?: string;
}

interface FilterValues {
  product_model?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

interface Props {
  actionRef: RefObject<ActionType>;
  productOptions: { value: string; label: string }[];
  /** Editors and admins: the Edit, Delete and History actions. */
  canEdit: boolean;
  onEdit(adjustment: StockAdjustment): void;
  onDelete(adjustment: StockAdjustment): Promise<unknown>;
}

/** The stock adjustments, newest first, filtered by product model and date range. */
export function AdjustmentsTable({ actionRef, productOptions, canEdit, onEdit, onDelete }: Props) {
  const { t } = useTranslation('stock');
  const { lockOf } = usePeriodLock();
  const [form] = Form.useForm<FilterValues>();
  const [filters, setFilters] = useState<Filters>({});

  const apply = (values: FilterValues) =>
    setFilters({
      product_model: values.product_model || undefined,
      start_date: values.range?.[0]?.format(DATE_FORMAT),
      end_date: values.range?.[1]?.format(DATE_FORMAT),
    });

  const columns = useMemo<ProColumns<StockAdjustment>[]>(() => {
    const list: ProColumns<StockAdjustment>[] = [
      dateColumn<StockAdjustment>(t('adjustment.fields.date'), 'date', { width: 120 }),
      { title: t('adjustment.fields.productModel'), dataIndex: 'product_model' },
      {
        title: t('adjustment.fields.reason'),
        dataIndex: 'reason',
        width: 130,
        render: (_, row) => <ReasonTag reason={row.reason} />,
      },
      {
        title: t('adjustment.fields.quantityChange'),
        dataIndex: 'quantity_change',
        width: 130,
        align: 'right',
        render: (_, row) => <QuantityChange value={row.quantity_change} />,
      },
      amountColumn<StockAdjustment>(t('adjustment.fields.unitCost'), 'unit_cost', 'unitPrice', {
        width: 130,
      }),
      amountColumn<StockAdjustment>(t('adjustment.fields.totalCost'), 'total_cost', 'total', { width: 140 }),
      remarkColumn<StockAdjustment>(t('adjustment.fields.remark')),
    ];
    if (canEdit) {
      list.push(
        editActionsColumn<StockAdjustment>({
          title: t('adjustment.fields.actions'),
          width: 260,
          onEdit,
          onDelete,
          lockedThrough: (row) => lockOf(row.date),
          extra: (row) => (
            <HistoryButton
              entity="stock_adjustment"
              entityId={row.id}
              label={`${formatDate(row.date)} ${row.product_model}`}
            />
          ),
        }),
      );
    }
    return list;
  }, [t, canEdit, lockOf, onEdit, onDelete]);

  return (
    <>
      <FilterBar form={form} name="adjustmentFilter" onFilter={apply}>
        <FilterSelect
          name="product_model"
          label={t('adjustment.fields.productModel')}
          options={productOptions}
          width={200}
        />
        <FilterDateRange name="range" label={t('adjustment.fields.date')} />
      </FilterBar>
      <ListTable<StockAdjustment, Filters>
        live={['record']}
        actionRef={actionRef}
        columns={columns}
        params={filters}
        scrollX={1000}
        load={async (params) => {
          return listAdjustments({
            page: params.current ?? 1,
            limit: params.pageSize,
            product_model: params.product_model,
            start_date: params.start_date,
            end_date: params.end_date,
          });
        }}
      />
    </>
  );
}
