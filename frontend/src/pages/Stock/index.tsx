import { ReloadOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Alert, App, Button, Input, Tag, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { useTablePagination } from '../../hooks/useTablePagination';
import { messageOr } from '../../services/errors';
import { listStock, refreshStock, totalCostEstimate } from '../../services/stock';
import type { StockRow } from '../../services/types';
import { formatDateTime, formatMoney } from '../../utils/format';
import { PAGE_SIZE } from '../../utils/pagination';
import { STATUS_COLOR, stockStatus } from './stockStatus';

/** Spec section 4: the recalculation's loading message shows for 0.5 seconds. */
const LOADING_SECONDS = 0.5;

const byText = (a?: string | null, b?: string | null) => (a ?? '').localeCompare(b ?? '');

export default function StockPage() {
  const { t } = useTranslation('stock');
  const { message } = App.useApp();
  const actionRef = useRef<ActionType>(null);
  const pagination = useTablePagination();
  const [model, setModel] = useState<string>();
  const [totalCost, setTotalCost] = useState<number | null>(null);
  const [recalculating, setRecalculating] = useState(false);

  const loadTotalCost = useCallback(async () => {
    try {
      setTotalCost(await totalCostEstimate());
    } catch (error) {
      console.error('Loading the total cost estimate failed', error);
    }
  }, []);

  useEffect(() => {
    void loadTotalCost();
  }, [loadTotalCost]);

  const recalculate = async () => {
    setRecalculating(true);
    message.loading({ content: t('recalculating'), duration: LOADING_SECONDS });
    try {
      await refreshStock();
      message.success(t('recalculated'));
      actionRef.current?.reload();
      void loadTotalCost();
    } catch (error) {
      message.error(messageOr(error, t('recalculateFailed')));
    } finally {
      setRecalculating(false);
    }
  };

  const columns: ProColumns<StockRow>[] = [
    {
      title: t('fields.productModel'),
      dataIndex: 'product_model',
      sorter: (a, b) => byText(a.product_model, b.product_model),
    },
    {
      title: t('fields.currentStock'),
      dataIndex: 'current_stock',
      align: 'right',
      sorter: (a, b) => a.current_stock - b.current_stock,
    },
    {
      title: t('fields.status'),
      key: 'status',
      sorter: (a, b) => a.current_stock - b.current_stock,
      render: (_, row) => {
        const status = stockStatus(row.current_stock);
        return <Tag color={STATUS_COLOR[status]}>{t(`status.${status}`)}</Tag>;
      },
    },
    {
      title: t('fields.lastUpdate'),
      dataIndex: 'last_update',
      sorter: (a, b) => byText(a.last_update, b.last_update),
      render: (_, row) => formatDateTime(row.last_update),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('title')}
        extra={
          <>
            <Input.Search
              allowClear
              placeholder={t('searchPlaceholder')}
              enterButton={t('common:actions.search')}
              onSearch={(value) => setModel(value.trim() || undefined)}
              style={{ width: 320 }}
            />
            <Button icon={<ReloadOutlined />} loading={recalculating} onClick={recalculate}>
              {t('recalculate')}
            </Button>
          </>
        }
      />
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={
          <span>
            {t('totalCost')}:{' '}
            <Typography.Text strong data-testid="stock-total-cost">
              {totalCost === null ? '—' : formatMoney(totalCost, 2)}
            </Typography.Text>
          </span>
        }
      />
      <ProTable<StockRow, { product_model?: string }>
        rowKey="product_model"
        actionRef={actionRef}
        columns={columns}
        params={{ product_model: model }}
        search={false}
        options={false}
        cardBordered
        pagination={pagination}
        request={async (params) => {
          try {
            const answer = await listStock({
              page: params.current ?? 1,
              limit: PAGE_SIZE,
              product_model: params.product_model,
            });
            return { data: answer.data, total: answer.total, success: true };
          } catch (error) {
            console.error('Loading stock failed', error);
            return { data: [], total: 0, success: true };
          }
        }}
      />
    </>
  );
}
