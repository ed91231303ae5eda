import { resolveSort } from './sort';

const whitelist = { unit_price: 'r.unit_price', inbound_date: 'r.record_date' };
const fallback = { field: 'inbound_date' as const, order: 'DESC' as const };

describe('resolveSort', () => {
  it('maps a whitelisted field and order', () => {
    expect(resolveSort(whitelist, 'unit_price', 'asc', fallback)).toEqual({
      expression: 'r.unit_price',
      order: 'ASC',
    });
    expect(resolveSort(whitelist, 'unit_price', 'descend', fallback)).toEqual({
      expression: 'r.unit_price',
      order: 'DESC',
    });
  });

  it('ignores unknown fields, including SQL', () => {
    expect(resolveSort(whitelist, 'id; DROP TABLE users', 'asc', fallback)).toEqual({
      expression: 'r.record_date',
      order: 'DESC',
    });
    expect(resolveSort(whitelist, 'constructor', 'asc', fallback).expression).toBe('r.record_date');
  });

  it('defaults a known field with an unknown order to ascending', () => {
    expect(resolveSort(whitelist, 'unit_price', 'sideways', fallback).order).toBe('ASC');
  });
});
