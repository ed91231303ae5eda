import { EditOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { Button, Space, Tag } from 'antd';
import { useMemo, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { KeywordSearch } from '../../../components/list/ListActions';
import { ListTable } from '../../../components/list/ListTable';
import { listStock } from '../../../services/stock';
import type { StockRow } from '../../../services/types';
import { formatDateTime } from '../../../utils/format';
import { toSortParams } from '../../../utils/sort';
import { STATUS_COLOR, stockStatus } from '../stockStatus';

/** The changes that move stock or rename what the list shows. */
const STOCK_ENTITIES = ['record', 'document', 'stock_transfer', 'product', 'warehouse'] as const;

interface Params {
  product_model?: string;
  as_of?: string;
}

interface Props {
  actionRef: RefObject<ActionType>;
  /** Stock at the end of this day; undefined: the current stock. */
  asOf?: string;
  canEdit: boolean;
  onAdjust(productModel: string): void;
  onMovements(productModel: string): void;
}

/** Every product's stock (now, or at the end of a day), sorted by the server. */
export function StockTable({ actionRef, asOf, canEdit, onAdjust, onMovements }: Props) {
  const { t } = useTranslation('stock');
  const [model, setModel] = useState<string>();

  const columns = useMemo<ProColumns<StockRow>[]>(() => {
    const list: ProColumns<StockRow>[] = [
      { title: t('fields.productModel'), dataIndex: 'product_model', sorter: true },
      {
        title: asOf ? t('fields.stockOn', { date: asOf }) : t('fields.currentStock'),
        dataIndex: 'current_stock',
        align: 'right',
        sorter: true,
        render: (_, row) => <span data-testid="stock-quantity">{row.current_stock}</span>,
      },
      // What open orders promise: out of the stock (reserved) and into it (on order); today's figures.
      ...(asOf
        ? []
        : ([
            { title: t('fields.reserved'), dataIndex: 'reserved_quantity', align: 'right' },
            {
              title: t('fields.available'),
              dataIndex: 'available_quantity',
              align: 'right',
              render: (_, row) => <span data-testid="stock-available">{row.available_quantity}</span>,
            },
            { title: t('fields.onOrder'), dataIndex: 'on_order_quantity', align: 'right' },
          ] as ProColumns<StockRow>[])),
      {
        title: t('fields.status'),
        dataIndex: 'status',
        sorter: true,
        render: (_, row) => {
          const status = stockStatus(row.current_stock, row.reorder_level);
          return <Tag color={STATUS_COLOR[status]}>{t(`status.${status}`)}</Tag>;
        },
      },
    ];
    // The time of the latest change says nothing about a past day's stock.
    if (!asOf) {
      list.push({
        title: t('fields.lastUpdate'),
        dataIndex: 'last_update',
        sorter: true,
        render: (_, row) => formatDateTime(row.last_update),
      });
    }
    list.push({
      title: t('fields.actions'),
      valueType: 'option',
      width: 220,
      render: (_, row) => (
        <Space size={4}>
          {[
            {
              key: 'movements',
              icon: <UnorderedListOutlined />,
              label: t('movements.action'),
              run: onMovements,
            },
            ...(canEdit
              ? [{ key: 'adjust', icon: <EditOutlined />, label: t('adjust.rowAction'), run: onAdjust }]
              : []),
          ].map((action) => (
            <Button
              key={action.key}
              type="link"
              size="small"
              icon={action.icon}
              onClick={() => action.run(row.product_model)}
              data-testid={`stock-${action.key}`}
            >
              {action.label}
            </Button>
          ))}
        </Space>
      ),
    });
    return list;
  }, [t, asOf, canEdit, onAdjust, onMovements]);

  return (
    <ListTable<StockRow, Params>
      rowKey="product_model"
      live={STOCK_ENTITIES}
      actionRef={actionRef}
      columns={columns}
      params={{ product_model: model, as_of: asOf }}
      headerTitle={
        <KeywordSearch
          placeholder={t('searchPlaceholder')}
          onSearch={(value) => setModel(value || undefined)}
          width={320}
        />
      }
      load={async (params, sort) => {
        return listStock({
          page: params.current ?? 1,
          limit: params.pageSize,
          product_model: params.product_model,
          as_of: params.as_of,
          ...toSortParams(sort),
        });
      }}
    />
  );
}
