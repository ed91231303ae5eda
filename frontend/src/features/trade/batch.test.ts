import { describe, expect, it } from 'vitest';
import { batchSet } from './batch';

describe('the set of a batch change', () => {
  it('holds the fields filled in, trimmed', () => {
    expect(batchSet({ invoice_number: ' INV-1 ', invoice_date: '2025-03-01', remark: '' })).toEqual({
      invoice_number: 'INV-1',
      invoice_date: '2025-03-01',
    });
    expect(batchSet({ order_number: 'PO-7', remark: ' paid ' })).toEqual({
      order_number: 'PO-7',
      remark: 'paid',
    });
  });

  it('is null when nothing is filled in', () => {
    expect(batchSet({})).toBeNull();
    expect(batchSet({ invoice_number: '  ', remark: '' })).toBeNull();
  });
});
