import Decimal from 'decimal.js';
import { AgingFigures, agingEdges, agingEdgesProblem, agingLabels, bucketOf, openAmounts } from './aging';

const EDGES = [30, 60, 90];
const strings = (amounts: Decimal[]) => amounts.map((amount) => amount.toString());

function figures(overrides: Partial<AgingFigures>): AgingFigures {
  return {
    balance: '0',
    terms: 0,
    recent: ['0', '0', '0', '0'],
    opening: null,
    older: null,
    ...overrides,
  };
}

describe('aging buckets', () => {
  it('reads the edges, with 30,60,90 by default', () => {
    expect(agingEdges(undefined)).toEqual([30, 60, 90]);
    expect(agingEdges('')).toEqual([30, 60, 90]);
    expect(agingEdges(' 7, 14 ,28')).toEqual([7, 14, 28]);
  });

  it.each([
    ['30,60,90', null],
    ['1', null],
    ['1,2,3,4,5,6,7,8', null],
    ['30;60', 'format'],
    ['30,,60', 'format'],
    ['-30,60', 'format'],
    ['30.5', 'format'],
    ['', 'format'],
    ['0,30', 'range'],
    ['30,3651', 'range'],
    ['60,30', 'order'],
    ['30,30', 'order'],
    ['1,2,3,4,5,6,7,8,9', 'count'],
  ])('finds what is wrong with %j: %s', (text, problem) => {
    expect(agingEdgesProblem(text)).toBe(problem);
  });

  it('labels the buckets', () => {
    expect(agingLabels(EDGES)).toEqual(['current', '1-30', '31-60', '61-90', '90+']);
    expect(agingLabels([45])).toEqual(['current', '1-45', '45+']);
  });

  it.each([
    [-5, 0],
    [0, 0],
    [1, 1],
    [30, 1],
    [31, 2],
    [60, 2],
    [61, 3],
    [90, 3],
    [91, 4],
    [4000, 4],
  ])('puts an item %i days overdue in bucket %i', (days, bucket) => {
    expect(bucketOf(days, EDGES)).toBe(bucket);
  });
});

describe('openAmounts', () => {
  it('puts a credit balance (and a zero one) entirely in current', () => {
    expect(strings(openAmounts(figures({ balance: '-12.5' }), '2025-06-30', EDGES))).toEqual([
      '-12.5',
      '0',
      '0',
      '0',
      '0',
    ]);
    expect(strings(openAmounts(figures({ balance: '0' }), '2025-06-30', EDGES))).toEqual([
      '0',
      '0',
      '0',
      '0',
      '0',
    ]);
  });

  it('takes from the newest charges what the balance needs, and puts what is older in the last bucket', () => {
    // Charges: 100 not yet due, none 1-30, 200.005 31-60, 50 61-90 days overdue; the balance reaches 650 further back.
    const amounts = openAmounts(
      figures({ balance: '1000.005', recent: ['100', '100', '300.005', '350.005'] }),
      '2025-06-30',
      EDGES,
    );
    expect(strings(amounts)).toEqual(['100', '0', '200.005', '50', '650']);
    // A smaller balance is covered by the newest charges alone: 120 = 100 current + 20 of 31-60.
    const covered = openAmounts(
      figures({ balance: '120', recent: ['100', '100', '300.005', '350.005'] }),
      '2025-06-30',
      EDGES,
    );
    expect(strings(covered)).toEqual(['100', '0', '20', '0', '0']);
  });

  it('splits what is older between older charges and an opening balance inside the window', () => {
    // Balance 500: recent charges cover 100 (1-30 days overdue); 150 of older charges, then the opening
    // balance (the oldest item, dated 2025-05-01: 60 days overdue as of 06-30 → 31-60) holds the other 250.
    const amounts = openAmounts(
      figures({
        balance: '500',
        recent: ['0', '100', '100', '100'],
        opening: { amount: '400', date: '2025-05-01' },
        older: '150',
      }),
      '2025-06-30',
      EDGES,
    );
    expect(strings(amounts)).toEqual(['0', '100', '250', '0', '150']);
    // With 30 days of terms the opening balance is due 05-31: 30 days overdue.
    const withTerms = openAmounts(
      figures({
        balance: '500',
        terms: 30,
        recent: ['0', '100', '100', '100'],
        opening: { amount: '400', date: '2025-05-01' },
        older: '150',
      }),
      '2025-06-30',
      EDGES,
    );
    expect(strings(withTerms)).toEqual(['0', '350', '0', '0', '150']);
  });
});
