import {
  CheckCircleOutlined,
  EditOutlined,
  PrinterOutlined,
  StopOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import {
  Alert,
  App,
  Button,
  Descriptions,
  Drawer,
  Flex,
  Popconfirm,
  Progress,
  Skeleton,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { amountColumn } from '../../components/list/columns';
import { useCardColumns } from '../../components/list/ListTable';
import { useRemote } from '../../hooks/useRemote';
import type { TradeDocument } from '../../services/documents';
import { messageOr } from '../../services/errors';
import {
  ORDER_KINDS,
  deleteOrder,
  getOrder,
  setOrderClosed,
  type Order,
  type OrderKind,
  type OrderDelivery,
  type OrderLine,
} from '../../services/orders';
import { formatDate, formatTotal } from '../../utils/format';
import { computeTotal, sumAmounts } from '../../utils/money';
import { DocumentDrawer } from '../documents/DocumentDrawer';
import { HistoryButton } from '../history/HistoryButton';
import { STATUS_COLORS, orderProgress } from './orderView';

interface Props {
  kind: OrderKind;
  /** The order shown; null: closed. */
  orderId: number | null;
  canEdit: boolean;
  /** Bumped by the page after a delivery or a change, to read the order again. */
  version: number;
  onClose(): void;
  onEdit(order: Order): void;
  onDeliver(order: Order): void;
  /** Change a delivery's document (the page's document form; the order then reads again). */
  onEditDocument(document: TradeDocument): void;
  /** The order changed (closed, reopened, deleted): the list reloads. */
  onChanged(): void;
}

/**
 * An order: its header, its lines with ordered, delivered (received) and open quantities, its deliveries
 * with the documents they are on, and its history; Deliver (Receive), Edit, Close or Reopen, Delete and
 * Print.
 */
export function OrderDrawer({
  kind,
  orderId,
  canEdit,
  version,
  onClose,
  onEdit,
  onDeliver,
  onEditDocument,
  onChanged,
}: Props) {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const { direction, entity } = ORDER_KINDS[kind];
  const {
    data: order,
    loading,
    error,
    reload,
  } = useRemote<Order | null>(
    () => (orderId === null ? Promise.resolve(null) : getOrder(kind, orderId)),
    null,
    [kind, orderId, version],
    ['order', 'document', 'record'],
  );
  /** A delivery's document, opened over the order. */
  const [documentId, setDocumentId] = useState<number | null>(null);
  const lineColumns: ColumnsType<OrderLine> = [
    { title: t('fields.product'), dataIndex: 'product_model' },
    { title: t('fields.quantity'), dataIndex: 'quantity', align: 'right' },
    { title: t(`${kind}.done`), dataIndex: 'done_quantity', align: 'right' },
    {
      title: t('fields.open'),
      dataIndex: 'open_quantity',
      align: 'right',
      render: (value: number) => (value > 0 ? <Typography.Text strong>{value}</Typography.Text> : value),
    },
    amountColumn<OrderLine>(t('fields.unitPrice'), 'unit_price', 'unitPrice'),
    amountColumn<OrderLine>(t('fields.total'), 'total_price', 'total'),
  ];
  const deliveryColumns: ColumnsType<OrderDelivery> = [
    {
      title: t(`${kind}.deliveredOn`),
      dataIndex: 'date',
      render: (value: string) => formatDate(value),
    },
    {
      title: t('fields.document'),
      dataIndex: 'document_number',
      render: (_: unknown, row) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          data-testid="order-delivery-document"
          onClick={() => setDocumentId(row.document_id)}
        >
          {row.document_number}
        </Button>
      ),
    },
    {
      title: t('fields.product'),
      dataIndex: 'line_id',
      render: (lineId: number) => order?.lines.find((line) => line.id === lineId)?.product_model ?? '',
    },
    { title: t('fields.quantity'), dataIndex: 'quantity', align: 'right' },
  ];
  // On a phone each line and each delivery is a card: nothing of them is out of sight.
  const lineCards = useCardColumns(lineColumns);
  const deliveryCards = useCardColumns(deliveryColumns);

  const act = async (work: () => Promise<unknown>, done: string, closeAfter = false) => {
    try {
      await work();
      message.success(t(done));
      onChanged();
      if (closeAfter) onClose();
      else await reload();
    } catch (failure) {
      message.error(messageOr(failure, t('actions.failed')));
    }
  };

  const progress = order && {
    done_value: sumAmounts(order.lines.map((line) => computeTotal(line.done_quantity, line.unit_price))),
    total_price: order.total_price,
    done_quantity: order.lines.reduce((sum, line) => sum + line.done_quantity, 0),
    ordered_quantity: order.lines.reduce((sum, line) => sum + line.quantity, 0),
  };
  const expected = order?.status === 'open' || order?.status === 'partial';

  return (
    <Drawer
      open={orderId !== null}
      onClose={onClose}
      width={760}
      destroyOnHidden
      title={
        order ? (
          <Flex gap={8} align="center" wrap>
            <span data-testid="order-drawer-number">{order.order_number}</span>
            <Tag color={STATUS_COLORS[order.status]} data-testid="order-drawer-status">
              {t(`status.${kind}.${order.status}`)}
            </Tag>
          </Flex>
        ) : (
          t(`${kind}.title`)
        )
      }
      extra={
        order ? (
          <Link to={`/order-print?kind=${kind}&id=${order.id}`} target="_blank" data-testid="order-print">
            <Button icon={<PrinterOutlined />}>{t('actions.print')}</Button>
          </Link>
        ) : null
      }
    >
      {error ? <Alert type="error" showIcon message={messageOr(error, t('loadFailed'))} /> : null}
      {loading && !order ? <Skeleton active /> : null}
      {order ? (
        <Flex vertical gap={16}>
          {canEdit ? (
            <Flex gap={8} wrap>
              {expected ? (
                <Button
                  type="primary"
                  icon={<CheckCircleOutlined />}
                  onClick={() => onDeliver(order)}
                  data-testid="order-deliver"
                >
                  {t(`${kind}.deliver`)}
                </Button>
              ) : null}
              <Button icon={<EditOutlined />} onClick={() => onEdit(order)} data-testid="order-edit">
                {t('actions.edit')}
              </Button>
              {expected ? (
                <Popconfirm
                  title={t('actions.closeConfirm')}
                  onConfirm={() => act(() => setOrderClosed(kind, order.id, true), 'actions.closed')}
                >
                  <Button icon={<StopOutlined />} data-testid="order-close">
                    {t('actions.close')}
                  </Button>
                </Popconfirm>
              ) : null}
              {order.status === 'closed' ? (
                <Button
                  icon={<UndoOutlined />}
                  onClick={() => act(() => setOrderClosed(kind, order.id, false), 'actions.reopened')}
                  data-testid="order-reopen"
                >
                  {t('actions.reopen')}
                </Button>
              ) : null}
              {progress?.done_quantity === 0 ? (
                <Popconfirm
                  title={t('actions.deleteConfirm')}
                  onConfirm={() => act(() => deleteOrder(kind, order.id), 'actions.deleted', true)}
                >
                  <Button danger data-testid="order-delete">
                    {t('actions.delete')}
                  </Button>
                </Popconfirm>
              ) : null}
              <HistoryButton entity={entity} entityId={order.id} label={order.order_number} />
            </Flex>
          ) : (
            <HistoryButton entity={entity} entityId={order.id} label={order.order_number} />
          )}
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, sm: 2 }}
            items={[
              { key: 'partner', label: t(`${kind}.partner`), children: order.partner_short_name },
              { key: 'date', label: t('fields.date'), children: formatDate(order.date) },
              {
                key: 'delivery',
                label: t(`${kind}.deliveryDate`),
                children: order.delivery_date ? formatDate(order.delivery_date) : '—',
              },
              { key: 'total', label: t('fields.total'), children: formatTotal(order.total_price) },
              {
                key: 'progress',
                label: t(`${kind}.progress`),
                children: (
                  <Flex vertical>
                    <Progress percent={orderProgress(progress!)} size="small" />
                    <Typography.Text type="secondary" data-testid="order-progress-value">
                      {t(`${kind}.progressValue`, {
                        done: formatTotal(progress!.done_value),
                        total: formatTotal(progress!.total_price),
                      })}
                    </Typography.Text>
                  </Flex>
                ),
              },
              ...(order.remark ? [{ key: 'remark', label: t('fields.remark'), children: order.remark }] : []),
            ]}
          />
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            scroll={lineCards.scroll}
            className={lineCards.className}
            data-testid="order-lines"
            dataSource={order.lines}
            columns={lineCards.columns}
          />
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t(`${kind}.deliveries`)}
          </Typography.Title>
          <Table
            size="small"
            rowKey="record_id"
            pagination={false}
            data-testid="order-deliveries"
            scroll={deliveryCards.scroll}
            className={deliveryCards.className}
            locale={{ emptyText: t(`${kind}.noDeliveries`) }}
            dataSource={order.deliveries}
            columns={deliveryCards.columns}
          />
        </Flex>
      ) : null}
      <DocumentDrawer
        direction={direction}
        documentId={documentId}
        canEdit={canEdit}
        version={version}
        onClose={() => setDocumentId(null)}
        onEdit={(document) => {
          // The form opens over the order; the document's drawer, a level above it, would cover it.
          setDocumentId(null);
          onEditDocument(document);
        }}
        onChanged={() => {
          // A returned or deleted delivery changes what the order delivered.
          setDocumentId(null);
          onChanged();
          void reload();
        }}
      />
    </Drawer>
  );
}
