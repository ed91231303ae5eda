import { describe, expect, it } from 'vitest';
import type { StockAdjustment } from '../../services/stock';
import {
  effectiveChange,
  initialAdjustmentValues,
  signed,
  stockToCompare,
  toAdjustmentInput,
  unitCostHint,
} from './adjustmentForm';

const damage: StockAdjustment = {
  id: 4,
  product_model: 'M-1',
  date: '2025-03-10',
  reason: 'damage',
  quantity_change: -2,
  unit_cost: 5.5,
  total_cost: -11,
  remark: 'broken',
};

describe('the adjustment form', () => {
  it('starts a new adjustment as a stocktake by counted quantity, of the row product when given', () => {
    expect(initialAdjustmentValues(null, 'M-1', '2025-04-01')).toEqual({
      product_model: 'M-1',
      date: '2025-04-01',
      reason: 'stocktake',
      mode: 'counted',
    });
    expect(initialAdjustmentValues(null, undefined, '2025-04-01').product_model).toBeUndefined();
  });

  it('edits the stored change, with the unit cost of an increase only', () => {
    const { product_model, date, reason, quantity_change, remark } = damage;
    expect(initialAdjustmentValues(damage, 'other', '2025-04-01')).toEqual({
      ...{ product_model, date, reason, quantity_change, remark },
      mode: 'change',
      unit_cost: null,
    });
    const opening = {
      ...damage,
      reason: 'opening' as const,
      quantity_change: 50,
      unit_cost: 3.25,
      remark: null,
    };
    expect(initialAdjustmentValues(opening, undefined, '2025-04-01')).toMatchObject({
      quantity_change: 50,
      unit_cost: 3.25,
      remark: undefined,
    });
  });

  it('sends exactly one of counted_quantity and quantity_change', () => {
    const common = { product_model: 'M-1', date: '2025-04-01', reason: 'stocktake' as const };
    const counted = toAdjustmentInput({
      ...common,
      mode: 'counted',
      counted_quantity: 0,
      quantity_change: 5,
    });
    expect(counted).toEqual({ ...common, counted_quantity: 0, unit_cost: null, remark: null });
    expect('quantity_change' in counted).toBe(false);
    const change = toAdjustmentInput({
      ...common,
      reason: 'damage',
      mode: 'change',
      counted_quantity: 7,
      quantity_change: -3,
      unit_cost: 2.5,
      remark: '  dropped  ',
    });
    expect(change).toEqual({
      ...common,
      reason: 'damage',
      quantity_change: -3,
      unit_cost: 2.5,
      remark: 'dropped',
    });
    expect('counted_quantity' in change).toBe(false);
  });

  it('compares a count with the stock on its date, the edited adjustment left out', () => {
    expect(stockToCompare(10, 'M-1', '2025-04-01', null)).toBe(10);
    // The edited adjustment (-2 on 2025-03-10) is inside the stock on a later date: it is added back.
    expect(stockToCompare(8, 'M-1', '2025-04-01', damage)).toBe(10);
    expect(stockToCompare(8, 'M-1', '2025-03-10', damage)).toBe(10);
    // Moved before its old date, or to another product: the stock does not hold it.
    expect(stockToCompare(8, 'M-1', '2025-03-09', damage)).toBe(8);
    expect(stockToCompare(8, 'M-2', '2025-04-01', damage)).toBe(8);
  });

  it('knows the change it makes once it can', () => {
    expect(effectiveChange({ mode: 'counted', counted_quantity: 7 }, 10)).toBe(-3);
    expect(effectiveChange({ mode: 'counted', counted_quantity: 7 }, null)).toBeNull();
    expect(effectiveChange({ mode: 'counted', counted_quantity: null }, 10)).toBeNull();
    expect(effectiveChange({ mode: 'change', quantity_change: 4, counted_quantity: 1 }, 10)).toBe(4);
    expect(effectiveChange({ mode: 'change' }, 10)).toBeNull();
  });

  it('explains how the change is valued', () => {
    expect(unitCostHint('opening', 5, null)).toBe('opening');
    expect(unitCostHint('stocktake', -3, 2)).toBe('decrease');
    expect(unitCostHint('stocktake', 3, 2)).toBe('given');
    expect(unitCostHint('other', 3, null)).toBe('average');
    expect(unitCostHint('other', null, undefined)).toBe('average');
  });

  it('signs quantities', () => {
    expect(signed(3)).toBe('+3');
    expect(signed(-3)).toBe('-3');
    expect(signed(0)).toBe('0');
  });
});
