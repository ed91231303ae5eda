import { Form, type FormInstance } from 'antd';
import type { StockAdjustment } from '../../services/stock';
import { toDateString } from '../../utils/format';
import { effectiveChange, stockToCompare, type AdjustmentFormValues } from './adjustmentForm';
import { useStockOn } from './useStockOn';

/**
 * What the adjustment form shows as it is filled in: the product's stock on the chosen date (the edited
 * adjustment left out; null until known) and the change the entered numbers make (null until known).
 */
export function useAdjustmentPreview(
  form: FormInstance<AdjustmentFormValues>,
  editing: StockAdjustment | null,
  initialValues: AdjustmentFormValues,
) {
  const model = Form.useWatch('product_model', form);
  const date = toDateString(Form.useWatch('date', form));
  const mode = Form.useWatch('mode', form) ?? initialValues.mode;
  const counted = Form.useWatch('counted_quantity', form);
  const quantityChange = Form.useWatch('quantity_change', form);
  const { stock: stockOnDate } = useStockOn(model, date);
  const stock =
    stockOnDate !== null && model && date ? stockToCompare(stockOnDate, model, date, editing) : null;
  const change = effectiveChange({ mode, counted_quantity: counted, quantity_change: quantityChange }, stock);
  return { model, date, mode, stock, change };
}
