import type { AdjustmentInput, AdjustmentReason, StockAdjustment } from '../../services/stock';

/** The server's limits: whole units up to ten million. */
export const MAX_QUANTITY = 10_000_000;
export const MAX_UNIT_COST = 9_999_999.9999;

/** A stocktake enters what was counted; any other adjustment enters the change itself. */
export type AdjustmentMode = 'counted' | 'change';

export interface AdjustmentFormValues {
  product_model?: string;
  date?: string;
  reason?: AdjustmentReason;
  mode?: AdjustmentMode;
  counted_quantity?: number | null;
  quantity_change?: number | null;
  unit_cost?: number | null;
  remark?: string | null;
}

/**
 * A new adjustment starts as a stocktake by counted quantity (of the row's product when opened from
 * one); an edited one shows its stored change. Its unit cost is shown for an increase only (a decrease
 * leaves at the cost method's cost), so saving it unchanged keeps its value.
 */
export function initialAdjustmentValues(
  editing: StockAdjustment | null,
  productModel: string | undefined,
  date: string,
): AdjustmentFormValues {
  if (!editing) return { product_model: productModel, date, reason: 'stocktake', mode: 'counted' };
  return {
    product_model: editing.product_model,
    date: editing.date,
    reason: editing.reason,
    mode: 'change',
    quantity_change: editing.quantity_change,
    unit_cost: editing.quantity_change > 0 ? editing.unit_cost : null,
    remark: editing.remark ?? undefined,
  };
}

const isSet = (value: number | null | undefined): value is number =>
  value !== null && value !== undefined && Number.isFinite(value);

/** The body of POST/PUT: exactly one of counted_quantity and quantity_change, by the chosen mode. */
export function toAdjustmentInput(values: AdjustmentFormValues): AdjustmentInput {
  const input: AdjustmentInput = {
    product_model: values.product_model ?? '',
    date: values.date ?? '',
    reason: values.reason ?? 'other',
    unit_cost: isSet(values.unit_cost) ? values.unit_cost : null,
    remark: values.remark?.trim() || null,
  };
  if (values.mode === 'counted') input.counted_quantity = values.counted_quantity ?? undefined;
  else input.quantity_change = values.quantity_change ?? undefined;
  return input;
}

/**
 * The stock a counted quantity is compared with, as the server computes it: every movement up to the
 * end of the adjustment's date, the adjustment being edited left out.
 */
export function stockToCompare(
  stockOnDate: number,
  productModel: string,
  date: string,
  editing: StockAdjustment | null,
): number {
  if (editing && editing.product_model === productModel && editing.date <= date) {
    return stockOnDate - editing.quantity_change;
  }
  return stockOnDate;
}

/**
 * The change the form will make: the entered change, or counted − stock. Null while it cannot be
 * known yet (nothing entered, or the stock not loaded).
 */
export function effectiveChange(
  values: Pick<AdjustmentFormValues, 'mode' | 'counted_quantity' | 'quantity_change'>,
  stock: number | null,
): number | null {
  if (values.mode === 'counted') {
    return isSet(values.counted_quantity) && stock !== null ? values.counted_quantity - stock : null;
  }
  return isSet(values.quantity_change) ? values.quantity_change : null;
}

/** Which explanation the unit cost field shows for the change about to be made. */
export type UnitCostHint = 'opening' | 'decrease' | 'given' | 'average';

export function unitCostHint(
  reason: AdjustmentReason | undefined,
  change: number | null,
  unitCost: number | null | undefined,
): UnitCostHint {
  if (reason === 'opening') return 'opening';
  if (change !== null && change < 0) return 'decrease';
  return isSet(unitCost) ? 'given' : 'average';
}

/** '+3', '-3', '0'. */
export function signed(quantity: number): string {
  return quantity > 0 ? `+${quantity}` : String(quantity);
}
