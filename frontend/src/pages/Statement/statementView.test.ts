import { describe, expect, it } from 'vitest';
import type { Statement } from '../../services/types';
import { amountCell, isStatementKind, statementRows, statementTotals } from './statementView';

const statement: Statement = {
  partner: {
    code: 'C1',
    short_name: 'Acme',
    full_name: 'Acme Ltd.',
    address: null,
    contact_person: null,
    contact_phone: null,
    payment_terms_days: 30,
  },
  start_date: '2025-03-01',
  end_date: '2025-03-31',
  opening_balance: 1000,
  lines: [
    {
      date: '2025-03-05',
      kind: 'outbound',
      reference: 'SO-1',
      document_id: 4,
      description: 'M1 × 3',
      debit: 300.1,
      credit: 0,
      balance: 1300.1,
    },
    {
      date: '2025-03-09',
      kind: 'payment',
      reference: null,
      document_id: null,
      description: null,
      debit: 0,
      credit: 1200.2,
      balance: 99.9,
    },
    {
      date: '2025-03-20',
      kind: 'return',
      reference: 'SO-1',
      document_id: 4,
      description: null,
      debit: 0,
      credit: 0.1,
      balance: 99.8,
    },
  ],
  closing_balance: 99.8,
  aging: { as_of: '2024-06-30', buckets: ['current'], balance: 99.8, amounts: [99.8] },
};

describe('statement rows', () => {
  it('start with the balance brought forward, then each line with its running balance', () => {
    const rows = statementRows(statement);
    expect(rows.map((row) => [row.date, row.kind, row.debit, row.credit, row.balance])).toEqual([
      ['2025-03-01', 'brought_forward', '', '', '¥1,000.00'],
      ['2025-03-05', 'outbound', '¥300.10', '', '¥1,300.10'],
      ['2025-03-09', 'payment', '', '¥1,200.20', '¥99.90'],
      ['2025-03-20', 'return', '', '¥0.10', '¥99.80'],
    ]);
    expect(rows[1]).toMatchObject({ reference: 'SO-1', description: 'M1 × 3' });
    expect(rows[2]).toMatchObject({ reference: '', description: '' });
    expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length);
  });

  it('total debits and credits exactly, so opening + debits − credits is the closing balance', () => {
    const totals = statementTotals(statement);
    expect(totals).toEqual({ debit: 300.1, credit: 1200.3 });
    expect(Math.round((statement.opening_balance + totals.debit - totals.credit) * 100) / 100).toBe(
      statement.closing_balance,
    );
    expect(statementTotals({ ...statement, lines: [] })).toEqual({ debit: 0, credit: 0 });
  });
});

describe('statement cells', () => {
  it('leave a zero debit or credit empty and keep a sign', () => {
    expect(amountCell(0)).toBe('');
    expect(amountCell(12.5)).toBe('¥12.50');
    expect(amountCell(-3)).toBe('-¥3.00');
  });

  it('know the kinds they can name', () => {
    expect(isStatementKind('payment')).toBe(true);
    expect(isStatementKind('opening_balance')).toBe(true);
    expect(isStatementKind('brought_forward')).toBe(false);
    expect(isStatementKind('transfer')).toBe(false);
  });
});
