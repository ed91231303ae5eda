import { FilterOutlined, ReloadOutlined } from '@ant-design/icons';
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Button, Card, DatePicker, Form, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list/ListTable';
import { RowActions } from '../../../components/RowActions';
import { HistoryButton } from '../../../features/history/HistoryButton';
import { usePeriodLock } from '../../../hooks/usePeriodLock';
import { listAdjustments, type StockAdjustment } from '../../../services/stock';
import { DATE_FORMAT, formatDate, formatMoney } from '../../../utils/format';
import { TOTAL_PRICE_DECIMALS, UNIT_PRICE_DECIMALS } from '../../../utils/money';
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
      {
        title: t('adjustment.fields.date'),
        dataIndex: 'date',
        width: 120,
        className: 'tb-nowrap',
        render: (_, row) => formatDate(row.date),
      },
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
      {
        title: t('adjustment.fields.unitCost'),
        dataIndex: 'unit_cost',
        width: 130,
        align: 'right',
        render: (_, row) => formatMoney(row.unit_cost, UNIT_PRICE_DECIMALS),
      },
      {
        title: t('adjustment.fields.totalCost'),
        dataIndex: 'total_cost',
        width: 140,
        align: 'right',
        render: (_, row) => formatMoney(row.total_cost, TOTAL_PRICE_DECIMALS),
      },
      {
        title: t('adjustment.fields.remark'),
        dataIndex: 'remark',
        ellipsis: true,
        render: (_, row) => row.remark ?? '',
      },
    ];
    if (canEdit) {
      list.push({
        title: t('adjustment.fields.actions'),
        valueType: 'option',
        fixed: 'right',
        width: 260,
        render: (_, row) => (
          <RowActions
            onEdit={() => onEdit(row)}
            onDelete={() => onDelete(row)}
            lockedThrough={lockOf(row.date)}
          >
            <HistoryButton entity="stock_adjustment" entityId={row.id} />
          </RowActions>
        ),
      });
    }
    return list;
  }, [t, canEdit, lockOf, onEdit, onDelete]);

  return (
    <>
      <Card size="small" style={{ marginBottom: 16 }}>
        <Form form={form} name="adjustmentFilter" layout="inline" onFinish={apply} style={{ rowGap: 8 }}>
          <Form.Item name="product_model" label={t('adjustment.fields.productModel')}>
            <Select
              allowClear
              showSearch
              style={{ width: 200 }}
              placeholder={t('common:placeholder.select')}
              options={productOptions}
            />
          </Form.Item>
          <Form.Item name="range" label={t('adjustment.fields.date')}>
            <DatePicker.RangePicker
              allowEmpty={[true, true]}
              format={DATE_FORMAT}
              placeholder={[t('common:dateRange.start'), t('common:dateRange.end')]}
            />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" icon={<FilterOutlined />}>
              {t('common:actions.filter')}
            </Button>
          </Form.Item>
          <Form.Item>
            <Button
              icon={<ReloadOutlined />}
              onClick={() => {
                form.resetFields();
                apply({});
              }}
            >
              {t('common:actions.reset')}
            </Button>
          </Form.Item>
        </Form>
      </Card>
      <ListTable<StockAdjustment, Filters>
        rowKey="id"
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
