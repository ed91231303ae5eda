import { DownloadOutlined, EditOutlined, FileDoneOutlined, ReloadOutlined } from '@ant-design/icons';
import type { ActionType } from '@ant-design/pro-components';
import { Alert, App, Button, DatePicker, Flex, Tabs, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { useExport } from '../../hooks/useExport';
import { useFormModal } from '../../hooks/useFormModal';
import { useProducts, useSelectOptions } from '../../hooks/useOptions';
import { useDeleteRow } from '../../hooks/useRecordMutations';
import { messageOr } from '../../services/errors';
import {
  deleteAdjustment,
  refreshStock,
  totalCostEstimate,
  type StockAdjustment,
} from '../../services/stock';
import { useAccess } from '../../shell/access/useAccess';
import { DATE_FORMAT, formatMoney } from '../../utils/format';
import { AdjustmentFormModal } from './components/AdjustmentFormModal';
import { AdjustmentsTable } from './components/AdjustmentsTable';
import { MovementsDrawer } from './components/MovementsDrawer';
import { StockTable } from './components/StockTable';

/** The recalculation's loading message shows for 0.5 seconds. */
const LOADING_SECONDS = 0.5;

type TabKey = 'stock' | 'adjustments';

export default function StockPage() {
  const { t } = useTranslation('stock');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { canEdit } = useAccess();
  const deleteRow = useDeleteRow();
  const exporter = useExport();
  const stockRef = useRef<ActionType>(null);
  const adjustmentsRef = useRef<ActionType>(null);
  const { products } = useProducts();
  const productOptions = useSelectOptions(products, (product) => product.product_model);
  const [tab, setTab] = useState<TabKey>('stock');
  const [asOf, setAsOf] = useState<string>();
  const [totalCost, setTotalCost] = useState<number | null>(null);
  const [recalculating, setRecalculating] = useState(false);
  const [movementsOf, setMovementsOf] = useState<string | null>(null);
  const [adjustModel, setAdjustModel] = useState<string>();
  const form = useFormModal<StockAdjustment>();

  const loadTotalCost = useCallback(async () => {
    try {
      setTotalCost(await totalCostEstimate(asOf));
    } catch (error) {
      console.error('Loading the total cost estimate failed', error);
    }
  }, [asOf]);

  useEffect(() => {
    void loadTotalCost();
  }, [loadTotalCost]);

  /** Stock, its value and the adjustments after a change. */
  const reloadAll = useCallback(() => {
    stockRef.current?.reload();
    adjustmentsRef.current?.reload();
    void loadTotalCost();
  }, [loadTotalCost]);

  // An editor's Recalculate rebuilds stock on the server; a reader's Refresh only reads it again.
  const recalculate = async () => {
    if (!canEdit) {
      reloadAll();
      message.success(t('common:messages.refreshed'));
      return;
    }
    setRecalculating(true);
    message.loading({ content: t('recalculating'), duration: LOADING_SECONDS });
    try {
      await refreshStock();
      message.success(t('recalculated'));
      reloadAll();
    } catch (error) {
      message.error(messageOr(error, t('recalculateFailed')));
    } finally {
      setRecalculating(false);
    }
  };

  const openAdjustment = useCallback(
    (productModel?: string) => {
      setAdjustModel(productModel);
      form.openForm(null);
    },
    [form.openForm],
  );

  const editAdjustment = useCallback(
    (adjustment: StockAdjustment) => form.openForm(adjustment),
    [form.openForm],
  );

  const removeAdjustment = useCallback(
    (adjustment: StockAdjustment) => deleteRow(() => deleteAdjustment(adjustment.id), reloadAll),
    [deleteRow, reloadAll],
  );

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={
          <span data-testid="stock-as-of-label">
            {asOf ? t('asOf.showing', { date: asOf }) : t('asOf.current')}
          </span>
        }
        extra={
          <>
            <DatePicker
              allowClear
              format={DATE_FORMAT}
              placeholder={t('asOf.placeholder')}
              value={asOf ? dayjs(asOf) : null}
              onChange={(date: Dayjs | null) => setAsOf(date ? date.format(DATE_FORMAT) : undefined)}
              style={{ width: 190 }}
              data-testid="stock-as-of"
            />
            <Button
              icon={<DownloadOutlined />}
              loading={exporter.running === 'stock'}
              onClick={() => void exporter.run('stock', asOf ? { as_of: asOf } : {})}
              data-testid="export-stock"
            >
              {t('export')}
            </Button>
            <Button
              icon={<FileDoneOutlined />}
              onClick={() => navigate('/count-sheet')}
              data-testid="stock-count-sheet"
            >
              {t('shell:menu.countSheet')}
            </Button>
            <Button icon={<ReloadOutlined />} loading={recalculating} onClick={recalculate}>
              {canEdit ? t('recalculate') : t('common:actions.refresh')}
            </Button>
            {canEdit ? (
              <Button
                type="primary"
                icon={<EditOutlined />}
                onClick={() => openAdjustment()}
                data-testid="stock-adjust-add"
              >
                {t('adjust.action')}
              </Button>
            ) : null}
          </>
        }
      />
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as TabKey)}
        items={[
          {
            key: 'stock',
            label: t('tabs.stock'),
            children: (
              <>
                {asOf ? (
                  <Alert
                    type="warning"
                    showIcon
                    style={{ marginBottom: 16 }}
                    message={t('asOf.hint', { date: asOf })}
                    action={
                      <Button size="small" onClick={() => setAsOf(undefined)}>
                        {t('asOf.clear')}
                      </Button>
                    }
                    data-testid="stock-as-of-alert"
                  />
                ) : null}
                <Alert
                  type="info"
                  showIcon
                  style={{ marginBottom: 16 }}
                  message={
                    <Flex gap={4} wrap>
                      {asOf ? t('totalValueOn', { date: asOf }) : t('totalCost')}:
                      <Typography.Text strong data-testid="stock-total-cost">
                        {totalCost === null ? '—' : formatMoney(totalCost, 2)}
                      </Typography.Text>
                    </Flex>
                  }
                />
                <StockTable
                  actionRef={stockRef}
                  asOf={asOf}
                  canEdit={canEdit}
                  onAdjust={openAdjustment}
                  onMovements={setMovementsOf}
                />
              </>
            ),
          },
          {
            key: 'adjustments',
            label: t('tabs.adjustments'),
            children: (
              <AdjustmentsTable
                actionRef={adjustmentsRef}
                productOptions={productOptions}
                canEdit={canEdit}
                onEdit={editAdjustment}
                onDelete={removeAdjustment}
              />
            ),
          },
        ]}
      />
      <MovementsDrawer productModel={movementsOf} onClose={() => setMovementsOf(null)} />
      {canEdit ? (
        <AdjustmentFormModal
          key={form.formKey}
          open={form.open}
          editing={form.editing}
          productModel={adjustModel}
          products={products}
          onClose={form.close}
          onSaved={() => {
            form.close();
            reloadAll();
          }}
        />
      ) : null}
    </>
  );
}
