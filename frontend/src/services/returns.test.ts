import { describe, expect, it } from 'vitest';
import { anApiRecord } from '../test/fixtures';
import { fromApi, returnableQuantity, type ApiRecord } from './trade';

/** An outbound record as the pages read it from the wire. */
const sold = (fields: Partial<ApiRecord>) => fromApi('outbound', anApiRecord('outbound', fields));

describe('returns on the wire', () => {
  const sale = sold({
    id: 7,
    outbound_date: '2025-05-02',
    quantity: 4,
    unit_price: 20,
    total_price: 80,
    return_of: null,
    returned_quantity: 3,
  });

  it('reads return_of and the units returned so far', () => {
    expect(sale).toMatchObject({ return_of: null, returned_quantity: 3 });
    const back = sold({ id: 8, quantity: -3, total_price: -60, return_of: 7, returned_quantity: 0 });
    expect(back).toMatchObject({ return_of: 7, quantity: -3, total_price: -60 });
  });

  it('offers what is left to return, and nothing of a return', () => {
    expect(returnableQuantity(sale)).toBe(1);
    expect(returnableQuantity({ ...sale, returned_quantity: 4 })).toBe(0);
    expect(returnableQuantity({ ...sale, return_of: 3 })).toBe(0);
  });
});
