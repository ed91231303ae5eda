import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { filtersOf } from '.';

describe('the audit filters', () => {
  it('leaves out empty values and trims text', () => {
    expect(filtersOf({ entity: '', entity_id: '  ', username: ' ada ', range: null })).toEqual({
      entity: undefined,
      entity_id: undefined,
      username: 'ada',
      action: undefined,
      start_date: undefined,
      end_date: undefined,
    });
  });

  it('sends the date range as days, either end open', () => {
    const filters = filtersOf({ entity: 'inbound', action: 'update', range: [dayjs('2026-11-01'), null] });
    expect(filters).toMatchObject({ entity: 'inbound', action: 'update', start_date: '2026-11-01' });
    expect(filters.end_date).toBeUndefined();
  });
});
