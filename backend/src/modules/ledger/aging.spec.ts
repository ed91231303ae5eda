import { AgingFigures, agingEdges, agingEdgesProblem, agingLabels, bucketOf, openAmounts } from './aging';

const EDGES = [30, 60, 90];

function figures(overrides: Partial<AgingFigures>): AgingFigures {
  return {
    balance: '0',
    terms: 0,
    amounts: ['0', '0', '0', '0', '0'],
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
  it('keeps the split of the query when no opening balance lies inside the window', () => {
    const amounts = ['100', '0', '200.005', '50', '650'];
    expect(openAmounts(figures({ balance: '1000.005', amounts }), '2025-06-30', EDGES)).toEqual(amounts);
    // An opening balance older than the window is already in the last bucket.
    const old = figures({ balance: '1000.005', amounts, opening: { amount: '800', date: '2024-01-01' } });
    expect(openAmounts(old, '2025-06-30', EDGES)).toEqual(amounts);
  });

  it('moves the open part of an opening balance inside the window to its bucket', () => {
    // Balance 500: the window's charges hold 100 (1-30 days overdue); of the 400 beyond them, older
    // charges cover 150 and the opening balance (the oldest item, dated 2025-05-01: 60 days overdue as
    // of 06-30 → 31-60) the other 250.
    const inside = figures({
      balance: '500',
      amounts: ['0', '100', '0', '0', '400'],
      opening: { amount: '400', date: '2025-05-01' },
      older: '150',
    });
    expect(openAmounts(inside, '2025-06-30', EDGES)).toEqual(['0', '100', '250', '0', '150']);
    // With 30 days of terms it is due 05-31: 30 days overdue.
    expect(openAmounts({ ...inside, terms: 30 }, '2025-06-30', EDGES)).toEqual(['0', '350', '0', '0', '150']);
    // Older charges that cover the whole rest leave the opening balance settled.
    expect(openAmounts({ ...inside, older: '400.5' }, '2025-06-30', EDGES)).toEqual(inside.amounts);
  });
});
