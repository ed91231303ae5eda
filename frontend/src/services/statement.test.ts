import { describe, expect, it } from 'vitest';
import { agingExportBody, agingFromApi } from './aging';
import { statementFromApi } from './statement';

describe('aging answers', () => {
  it('map each side’s partner names to one shape and keep the bucket order', () => {
    const answer = {
      as_of: '2025-03-31',
      buckets: ['current', '1-30', '30+'],
      data: [
        { supplier_code: 'S1', supplier_short_name: 'Sup', balance: '150.5', amounts: [100, '50.5', 0] },
      ],
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

describe('statement answers', () => {
  it('are read with numbers, empty texts as null and the aging at the end date', () => {
    const statement = statementFromApi(
      {
        partner: { code: 'C1', short_name: 'Acme', full_name: 'Acme Ltd.', payment_terms_days: 30 },
        start_date: '2025-03-01',
        end_date: '2025-03-31',
        opening_balance: '10',
        lines: [
          {
            date: '2025-03-02',
            kind: 'outbound',
            reference: '',
            description: 'M1',
            debit: 5,
            credit: null,
            balance: 15,
          },
        ],
        closing_balance: 15,
        aging: { as_of: '2025-03-31', buckets: ['current', '1-30', '30+'], balance: 15, amounts: [15, 0, 0] },
      },
      'C1',
    );
    expect(statement.partner).toEqual({
      code: 'C1',
      short_name: 'Acme',
      full_name: 'Acme Ltd.',
      address: null,
      contact_person: null,
      contact_phone: null,
      payment_terms_days: 30,
    });
    expect(statement.opening_balance).toBe(10);
    expect(statement.lines).toEqual([
      {
        date: '2025-03-02',
        kind: 'outbound',
        reference: null,
        description: 'M1',
        debit: 5,
        credit: 0,
        balance: 15,
      },
    ]);
    expect(statement.aging).toEqual({
      as_of: '2025-03-31',
      buckets: ['current', '1-30', '30+'],
      balance: 15,
      amounts: [15, 0, 0],
    });
  });

  it('have no aging when the server sends none', () => {
    expect(statementFromApi({ end_date: '2025-01-31', lines: [] }, 'C9').aging).toBeNull();
    expect(statementFromApi({ end_date: '2025-01-31', lines: [] }, 'C9').partner.code).toBe('C9');
  });
});
