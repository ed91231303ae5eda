import { describe, expect, it } from 'vitest';
import { agingExportBody, agingFromApi } from './aging';

describe('aging answers', () => {
  it('map each side’s partner names to one shape and keep the bucket order', () => {
    const answer = {
      as_of: '2025-03-31',
      buckets: ['current', '1-30', '30+'],
      data: [{ supplier_code: 'S1', supplier_short_name: 'Sup', balance: 150.5, amounts: [100, 50.5, 0] }],
      totals: [100, 50.5, 0],
    };
    expect(agingFromApi('payable', answer)).toEqual({
      as_of: '2025-03-31',
      buckets: ['current', '1-30', '30+'],
      data: [{ partner_code: 'S1', partner_short_name: 'Sup', balance: 150.5, amounts: [100, 50.5, 0] }],
      totals: [100, 50.5, 0],
    });
    const receivable = agingFromApi('receivable', {
      ...answer,
      data: [{ customer_code: 'C1', customer_short_name: 'Cus', balance: 1, amounts: [1, 0, 0] }],
    });
    expect(receivable.data[0]).toMatchObject({ partner_code: 'C1', partner_short_name: 'Cus' });
  });
});

describe('the aging export', () => {
  it('asks for the day, the limits and the table’s order in the side’s names', () => {
    const query = { as_of: '2025-03-31', buckets: [15, 45] };
    expect(agingExportBody('payable', query, {})).toEqual({
      side: 'payable',
      as_of: '2025-03-31',
      buckets: '15,45',
    });
    expect(agingExportBody('payable', query, { field: 'partner_short_name', order: 'asc' })).toMatchObject({
      sort_field: 'supplier_short_name',
      sort_order: 'asc',
    });
    expect(agingExportBody('receivable', query, { field: 'amounts.2', order: 'desc' })).toMatchObject({
      sort_field: 'amounts.2',
      sort_order: 'desc',
    });
  });
});
