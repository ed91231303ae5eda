import { describe, expect, it } from 'vitest';
import { allocatedTotal, allocationsToApi, allocationsToForm } from './paymentAllocations';

describe('payment allocations', () => {
  it('adds the amounts typed exactly, leaving out empty ones', () => {
    expect(allocatedTotal({ 1: 0.1, 2: 0.2, 3: null, 4: undefined })).toBe(0.3);
    expect(allocatedTotal(undefined)).toBe(0);
  });

  it('sends only the amounts above 0, in document order, and reads a payment back', () => {
    expect(allocationsToApi({ 9: 20, 3: 12.5, 4: 0, 5: null })).toEqual([
      { document_id: 3, amount: 12.5 },
      { document_id: 9, amount: 20 },
    ]);
    expect(allocationsToForm([{ document_id: 3, amount: 12.5 }])).toEqual({ 3: 12.5 });
  });
});
