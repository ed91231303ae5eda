import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Button, Form, Input, Progress, Tag, Tooltip, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar, FilterDateRange, FilterSelect } from '../../components/list/FilterBar';
import { AddButton } from '../../components/list/ListActions';
import { ListTable } from '../../components/list/ListTable';
import { dateColumn } from '../../components/list/columns';
import { PageHeader } from '../../components/PageHeader';
import { usePartners, useProducts, useSelectOptions } from '../../hooks/useOptions';
import {
  ORDER_KINDS,
  ORDER_STATUSES,
  listOrders,
  type Order,
  type OrderKind,
  type OrderQuery,
  type OrderRow,
  type OrderStatus,
} from '../../services/orders';
import type { TradeDocument } from '../../services/documents';
import { DIRECTIONS } from '../../services/trade';
import { useAccess } from '../../shell/access/useAccess';
import { DATE_FORMAT, formatDate, formatTotal, today } from '../../utils/format';
import { DocumentFormModal, type DocumentOrder } from '../trade/DocumentFormModal';
import { OrderDrawer } from './OrderDrawer';
import { OrderFormModal } from './OrderFormModal';
import { STATUS_COLORS, isOverdue, orderLinesToGrid, orderProgress } from './orderView';

type Filters = Omit<OrderQuery, 'page' | 'limit'>;

interface FilterValues {
  status?: OrderStatus;
  partner_short_name?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
  keyword?: string;
}

/**
 * The Sales orders and Purchase orders pages: one implementation. The list (status, partner, dates,
 * keyword; each order's progress), an order's drawer, the order form, and Deliver (Receive), which opens
 * the document form filled with the order's open quantities.
 */
export function OrdersPage({ kind }: { kind: OrderKind }) {
  const { t } = useTranslation('orders');
  const { canEdit } = useAccess();
  const { direction } = ORDER_KINDS[kind];
  const actionRef = useRef<ActionType>(null);
  const [form] = Form.useForm<FilterValues>();
  const { partners, active: activePartners } = usePartners(DIRECTIONS[direction].partnerType);
  const { products } = useProducts();
  const partnerOptions = useSelectOptions(partners, (item) => item.short_name);
  const [filters, setFilters] = useState<Filters>({});
  const [shown, setShown] = useState<number | null>(null);
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<{ order: Order | null; key: number } | null>(null);
  // The document form: a delivery of the order (filled with its open quantities) or a delivery's document changed.
  const [documentForm, setDocumentForm] = useState<
    { key: number; order: DocumentOrder } | { key: number; document: TradeDocument } | null
  >(null);
  const now = today();

  const changed = () => {
    setVersion((v) => v + 1);
    actionRef.current?.reload();
  };

  const columns = useMemo<ProColumns<OrderRow>[]>(
    () => [
      {
        title: t('fields.orderNumber'),
        dataIndex: 'order_number',
        width: 160,
        render: (_, row) => (
          <Typography.Link onClick={() => setShown(row.id)} data-testid="order-open">
            {row.order_number}
          </Typography.Link>
        ),
      },
      { title: t(`${kind}.partner`), dataIndex: 'partner_short_name', width: 140, ellipsis: true },
      dateColumn<OrderRow>(t('fields.date'), 'date', { width: 105 }),
      {
        title: t(`${kind}.deliveryDate`),
        dataIndex: 'delivery_date',
        width: 115,
        className: 'tb-nowrap',
        render: (_, row) =>
          row.delivery_date ? (
            isOverdue(row.status, row.delivery_date, now) ? (
              <Typography.Text type="danger">{formatDate(row.delivery_date)}</Typography.Text>
            ) : (
              formatDate(row.delivery_date)
            )
          ) : (
            '—'
          ),
      },
      {
        title: t('fields.status'),
        dataIndex: 'status',
        width: 110,
        render: (_, row) => (
          <Tag color={STATUS_COLORS[row.status]} data-testid="order-status">
            {t(`status.${kind}.${row.status}`)}
          </Tag>
        ),
      },
      {
        title: t(`${kind}.progress`),
        dataIndex: 'done_quantity',
        width: 170,
        render: (_, row) => (
          <Tooltip
            title={t(`${kind}.progressValue`, {
              done: formatTotal(row.done_value),
              total: formatTotal(row.total_price),
            })}
          >
            <Progress percent={orderProgress(row)} size="small" />
          </Tooltip>
        ),
      },
      {
        title: t('fields.total'),
        dataIndex: 'total_price',
        align: 'right',
        width: 120,
        className: 'tb-nowrap',
        render: (_, row) => formatTotal(row.total_price),
      },
      {
        title: t('fields.actions'),
        valueType: 'option',
        width: 90,
        render: (_, row) => (
          <Button type="link" size="small" onClick={() => setShown(row.id)}>
            {t('actions.view')}
          </Button>
        ),
      },
    ],
    [t, kind, now],
  );

  return (
    <>
      <PageHeader
        title={t(`${kind}.title`)}
        extra={
          canEdit ? (
            <AddButton
              label={t(`${kind}.add`)}
              onClick={() => setEditing({ order: null, key: Date.now() })}
              testId="order-add"
            />
          ) : null
        }
      />
      <FilterBar<FilterValues>
        form={form}
        name={`${kind}OrdersFilter`}
        onFilter={(values) =>
          setFilters({
            status: values.status,
            partner_short_name: values.partner_short_name || undefined,
            start_date: values.range?.[0]?.format(DATE_FORMAT),
            end_date: values.range?.[1]?.format(DATE_FORMAT),
            keyword: values.keyword?.trim() || undefined,
          })
        }
      >
        <FilterSelect
          name="status"
          label={t('fields.status')}
          width={140}
          options={ORDER_STATUSES.map((status) => ({ value: status, label: t(`status.${kind}.${status}`) }))}
        />
        <FilterSelect name="partner_short_name" label={t(`${kind}.partner`)} options={partnerOptions} />
        <FilterDateRange name="range" label={t('fields.date')} />
        <Form.Item name="keyword" label={t('filter.keyword')}>
          <Input allowClear style={{ width: 220 }} placeholder={t('filter.keywordPlaceholder')} />
        </Form.Item>
      </FilterBar>
      <ListTable<OrderRow, Filters>
        live={['order', 'document', 'record']}
        actionRef={actionRef}
        columns={columns}
        params={filters}
        sizeChanger
        scrollX={1010}
        load={(params) =>
          listOrders(kind, {
            page: params.current ?? 1,
            limit: params.pageSize,
            status: params.status,
            partner_short_name: params.partner_short_name,
            start_date: params.start_date,
            end_date: params.end_date,
            keyword: params.keyword,
          })
        }
      />
      <OrderDrawer
        kind={kind}
        orderId={shown}
        canEdit={canEdit}
        version={version}
        onClose={() => setShown(null)}
        onChanged={() => actionRef.current?.reload()}
        onEdit={(order) => setEditing({ order, key: Date.now() })}
        onEditDocument={(document) => setDocumentForm({ key: Date.now(), document })}
        onDeliver={(order) =>
          setDocumentForm({
            key: Date.now(),
            order: {
              id: order.id,
              order_number: order.order_number,
              partner_short_name: order.partner_short_name,
              lines: orderLinesToGrid(order.lines, 'open'),
            },
          })
        }
      />
      {editing ? (
        <OrderFormModal
          key={editing.key}
          kind={kind}
          order={editing.order}
          open
          partners={editing.order ? partners : activePartners}
          products={products}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            changed();
          }}
        />
      ) : null}
      {documentForm ? (
        <DocumentFormModal
          key={documentForm.key}
          direction={direction}
          {...('order' in documentForm ? { order: documentForm.order } : { document: documentForm.document })}
          open
          // A delivery's document keeps its partner even if inactive since.
          partners={partners}
          products={products}
          onClose={() => setDocumentForm(null)}
          onSaved={() => {
            setDocumentForm(null);
            changed();
          }}
        />
      ) : null}
    </>
  );
}
