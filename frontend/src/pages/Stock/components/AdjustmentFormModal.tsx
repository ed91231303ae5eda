import { ProFormRadio, ProFormSelect } from '@ant-design/pro-components';
import { Col, Form } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/DateField';
import { FormAlert, NumberField, RemarkField } from '../../../components/form/fields';
import { labelledOptions } from '../../../components/form/options';
import { RecordFormModal, type DialogProps } from '../../../components/form/RecordFormModal';
import { useSelectOptions } from '../../../hooks/useOptions';
import {
  ADJUSTMENT_REASONS,
  createAdjustment,
  updateAdjustment,
  type StockAdjustment,
} from '../../../services/stock';
import type { Product } from '../../../services/types';
import { today } from '../../../utils/format';
import { UNIT_PRICE_DECIMALS } from '../../../utils/money';
import {
  MAX_QUANTITY,
  MAX_UNIT_COST,
  initialAdjustmentValues,
  signed,
  toAdjustmentInput,
  unitCostHint,
  type AdjustmentFormValues,
} from '../adjustmentForm';
import { useAdjustmentPreview } from '../useAdjustmentPreview';

interface Props extends DialogProps {
  /** The adjustment being edited; null adds one. */
  editing: StockAdjustment | null;
  /** The product a new adjustment starts with (the stock row it was opened from). */
  productModel?: string;
  products: Product[];
}

/**
 * Adds or edits a stock adjustment: a stocktake by counted quantity, compared with the
 * stock on its date (shown), or a change in units; an increase is valued at the unit cost when given,
 * else at the average cost.
 */
export function AdjustmentFormModal({ editing, productModel, products, ...dialog }: Props) {
  const { t } = useTranslation('stock');
  const [form] = Form.useForm<AdjustmentFormValues>();
  const initialValues = useMemo(
    () => initialAdjustmentValues(editing, productModel, today()),
    [editing, productModel],
  );
  const { model, date, mode, stock, change } = useAdjustmentPreview(form, editing, initialValues);
  const reason = Form.useWatch('reason', form);
  const unitCost = Form.useWatch('unit_cost', form);
  const productOptions = useSelectOptions(products, (product) => product.product_model);

  const stockLine =
    stock === null
      ? t('adjust.stockUnknown')
      : t(editing && editing.product_model === model ? 'adjust.stockOnWithout' : 'adjust.stockOn', {
          date,
          quantity: stock,
        });

  return (
    <RecordFormModal<AdjustmentFormValues>
      {...dialog}
      form={form}
      name="stockAdjustment"
      title={editing ? t('adjust.editTitle', { id: editing.id }) : t('adjust.addTitle')}
      width={640}
      grid
      rowProps={{ gutter: 16 }}
      editing={editing !== null}
      initialValues={initialValues}
      onValuesChange={(changed: AdjustmentFormValues) => {
        // A stocktake is entered as what was counted, the other reasons as the change, until a number is typed.
        if (changed.reason && !editing) {
          const values = form.getFieldsValue();
          if (values.counted_quantity == null && values.quantity_change == null) {
            form.setFieldsValue({ mode: changed.reason === 'stocktake' ? 'counted' : 'change' });
          }
        }
      }}
      save={(values) => {
        const input = toAdjustmentInput(values);
        return editing ? updateAdjustment(editing.id, input) : createAdjustment(input);
      }}
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
        options={labelledOptions(ADJUSTMENT_REASONS, (reason) => t(`adjustment.reasons.${reason}`))}
        allowClear={false}
        rules={[{ required: true, message: t('adjust.validation.reasonRequired') }]}
      />
      <Col span={24}>
        <FormAlert type="info" message={stockLine} data-testid="adjust-stock-on" />
      </Col>
      <ProFormRadio.Group
        name="mode"
        label={t('adjust.mode')}
        radioType="button"
        options={labelledOptions(['counted', 'change'], (option) => t(`adjust.modes.${option}`))}
      />
      {mode === 'counted' ? (
        <NumberField
          name="counted_quantity"
          colProps={{ span: 12 }}
          label={t('adjustment.fields.countedQuantity')}
          min={0}
          max={MAX_QUANTITY}
          extra={
            change === null ? t('adjust.countedHint') : t('adjust.countedChange', { change: signed(change) })
          }
          rules={[
            { required: true, message: t('adjust.validation.countedRequired') },
            { type: 'number', min: 0, message: t('adjust.validation.countedMin') },
          ]}
        />
      ) : (
        <NumberField
          name="quantity_change"
          colProps={{ span: 12 }}
          label={t('adjustment.fields.quantityChange')}
          min={-MAX_QUANTITY}
          max={MAX_QUANTITY}
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
      <NumberField
        name="unit_cost"
        colProps={{ span: 12 }}
        label={t('adjustment.fields.unitCost')}
        decimals={UNIT_PRICE_DECIMALS}
        min={0}
        max={MAX_UNIT_COST}
        extra={t(`adjust.unitCostHints.${unitCostHint(reason, change, unitCost)}`)}
        rules={[
          { required: reason === 'opening', message: t('adjust.validation.unitCostRequired') },
          { type: 'number', min: 0, message: t('adjust.validation.unitCostMin') },
        ]}
      />
      <RemarkField label={t('adjustment.fields.remark')} />
    </RecordFormModal>
  );
}
