import { ProFormDigit, ProFormRadio, ProFormSelect, ProFormTextArea } from '@ant-design/pro-components';
import { Alert, Col, Form } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/FormModal';
import { DateField } from '../../../components/DateField';
import { useSaveRecord } from '../../../hooks/useRecordMutations';
import {
  ADJUSTMENT_REASONS,
  createAdjustment,
  updateAdjustment,
  type StockAdjustment,
} from '../../../services/stock';
import type { Product } from '../../../services/types';
import { toDateString, today } from '../../../utils/format';
import { UNIT_PRICE_DECIMALS } from '../../../utils/money';
import {
  MAX_QUANTITY,
  MAX_UNIT_COST,
  effectiveChange,
  initialAdjustmentValues,
  signed,
  stockToCompare,
  toAdjustmentInput,
  unitCostHint,
  type AdjustmentFormValues,
} from '../adjustmentForm';
import { useStockOn } from '../useStockOn';

interface Props {
  open: boolean;
  /** The adjustment being edited; null adds one. */
  editing: StockAdjustment | null;
  /** The product a new adjustment starts with (the stock row it was opened from). */
  productModel?: string;
  products: Product[];
  onClose(): void;
  onSaved(): void;
}

/**
 * Adds or edits a stock adjustment: a stocktake by counted quantity, compared with the
 * stock on its date (shown), or a change in units; an increase is valued at the unit cost when given,
 * else at the average cost.
 */
export function AdjustmentFormModal({ open, editing, productModel, products, onClose, onSaved }: Props) {
  const { t } = useTranslation('stock');
  const [form] = Form.useForm<AdjustmentFormValues>();
  const save = useSaveRecord(editing !== null, onSaved);
  const initialValues = useMemo(
    () => initialAdjustmentValues(editing, productModel, today()),
    [editing, productModel],
  );

  const model = Form.useWatch('product_model', form);
  const date = toDateString(Form.useWatch('date', form));
  const mode = Form.useWatch('mode', form) ?? initialValues.mode;
  const counted = Form.useWatch('counted_quantity', form);
  const quantityChange = Form.useWatch('quantity_change', form);
  const reason = Form.useWatch('reason', form);
  const unitCost = Form.useWatch('unit_cost', form);
  const { stock: stockOnDate } = useStockOn(model, date);
  const stock =
    stockOnDate !== null && model && date ? stockToCompare(stockOnDate, model, date, editing) : null;
  const change = effectiveChange({ mode, counted_quantity: counted, quantity_change: quantityChange }, stock);

  const productOptions = useMemo(
    () =>
      [...new Set(products.map((product) => product.product_model))]
        .sort((a, b) => a.localeCompare(b))
        .map((value) => ({ value, label: value })),
    [products],
  );
  const reasonOptions = ADJUSTMENT_REASONS.map((reason) => ({
    value: reason,
    label: t(`adjustment.reasons.${reason}`),
  }));

  const stockLine =
    stock === null
      ? t('adjust.stockUnknown')
      : t(editing && editing.product_model === model ? 'adjust.stockOnWithout' : 'adjust.stockOn', {
          date,
          quantity: stock,
        });

  return (
    <FormModal<AdjustmentFormValues>
      form={form}
      name="stockAdjustment"
      title={editing ? t('adjust.editTitle', { id: editing.id }) : t('adjust.addTitle')}
      width={640}
      grid
      rowProps={{ gutter: 16 }}
      open={open}
      initialValues={initialValues}
      dateFormatter="string"
      onClose={onClose}
      onValuesChange={(changed: AdjustmentFormValues) => {
        // A stocktake is entered as what was counted, the other reasons as the change, until a number is typed.
        if (changed.reason && !editing) {
          const values = form.getFieldsValue();
          if (values.counted_quantity == null && values.quantity_change == null) {
            form.setFieldsValue({ mode: changed.reason === 'stocktake' ? 'counted' : 'change' });
          }
        }
      }}
      onFinish={(values) =>
        save(() => {
          const input = toAdjustmentInput(values);
          return editing ? updateAdjustment(editing.id, input) : createAdjustment(input);
        })
      }
    >
      <ProFormSelect
        name="product_model"
        label={t('adjustment.fields.productModel')}
        options={productOptions}
        showSearch
        rules={[{ required: true, message: t('adjust.validation.productRequired') }]}
        placeholder={t('common:placeholder.select')}
      />
      <DateField
        name="date"
        colProps={{ span: 12 }}
        label={t('adjustment.fields.date')}
        rules={[{ required: true, message: t('adjust.validation.dateRequired') }]}
      />
      <ProFormSelect
        name="reason"
        colProps={{ span: 12 }}
        label={t('adjustment.fields.reason')}
        options={reasonOptions}
        allowClear={false}
        rules={[{ required: true, message: t('adjust.validation.reasonRequired') }]}
      />
      <Col span={24}>
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={stockLine}
          data-testid="adjust-stock-on"
        />
      </Col>
      <ProFormRadio.Group
        name="mode"
        label={t('adjust.mode')}
        radioType="button"
        options={[
          { value: 'counted', label: t('adjust.modes.counted') },
          { value: 'change', label: t('adjust.modes.change') },
        ]}
      />
      {mode === 'counted' ? (
        <ProFormDigit
          name="counted_quantity"
          colProps={{ span: 12 }}
          label={t('adjustment.fields.countedQuantity')}
          min={0}
          max={MAX_QUANTITY}
          fieldProps={{ precision: 0, style: { width: '100%' } }}
          extra={
            change === null ? t('adjust.countedHint') : t('adjust.countedChange', { change: signed(change) })
          }
          rules={[
            { required: true, message: t('adjust.validation.countedRequired') },
            { type: 'number', min: 0, message: t('adjust.validation.countedMin') },
          ]}
        />
      ) : (
        <ProFormDigit
          name="quantity_change"
          colProps={{ span: 12 }}
          label={t('adjustment.fields.quantityChange')}
          min={-MAX_QUANTITY}
          max={MAX_QUANTITY}
          fieldProps={{ precision: 0, style: { width: '100%' } }}
          extra={
            change !== null && stock !== null
              ? t('adjust.stockAfter', { quantity: stock + change })
              : t('adjust.changeHint')
          }
          rules={[
            { required: true, message: t('adjust.validation.changeRequired') },
            {
              validator: (_: unknown, value: number | null | undefined) =>
                value === 0
                  ? Promise.reject(new Error(t('adjust.validation.changeNotZero')))
                  : Promise.resolve(),
            },
          ]}
        />
      )}
      <ProFormDigit
        name="unit_cost"
        colProps={{ span: 12 }}
        label={t('adjustment.fields.unitCost')}
        min={0}
        max={MAX_UNIT_COST}
        fieldProps={{ precision: UNIT_PRICE_DECIMALS, style: { width: '100%' } }}
        extra={t(`adjust.unitCostHints.${unitCostHint(reason, change, unitCost)}`)}
        rules={[
          { required: reason === 'opening', message: t('adjust.validation.unitCostRequired') },
          { type: 'number', min: 0, message: t('adjust.validation.unitCostMin') },
        ]}
      />
      <ProFormTextArea
        name="remark"
        label={t('adjustment.fields.remark')}
        fieldProps={{ maxLength: 500, rows: 2 }}
      />
    </FormModal>
  );
}
