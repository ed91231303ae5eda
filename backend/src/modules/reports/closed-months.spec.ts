import { addMonths, firstOpenMonth, reachesClosedMonths, splitRange } from './closed-months';

describe('closed months', () => {
  it('closes a month once its last day is before yesterday (a grace day)', () => {
    expect(firstOpenMonth('2026-11-01')).toBe('2026-10-01'); // October ended yesterday: still open
    expect(firstOpenMonth('2026-11-02')).toBe('2026-11-01'); // October closed
    expect(firstOpenMonth('2026-11-30')).toBe('2026-11-01');
    expect(firstOpenMonth('2026-01-01')).toBe('2025-12-01');
    expect(firstOpenMonth('2026-03-02')).toBe('2026-03-01');
  });

  it("counts months across a year's end", () => {
    expect(addMonths('2025-11-01', 2)).toBe('2026-01-01');
    expect(addMonths('2026-01-01', -1)).toBe('2025-12-01');
  });

  it('has writes dated before this month clear summaries, never a write dated in it', () => {
    expect(reachesClosedMonths('2026-11-27', '2026-11-27')).toBe(false);
    expect(reachesClosedMonths('2026-11-01', '2026-11-27')).toBe(false);
    expect(reachesClosedMonths('2026-10-31', '2026-11-27')).toBe(true);
    // On the 1st, last month is not closed yet, but will be by the time a write started now commits.
    expect(reachesClosedMonths('2026-10-31', '2026-11-01')).toBe(true);
    expect(reachesClosedMonths('2026-11-01', '2026-11-01')).toBe(false);
  });

  it('splits a range into live ends and the closed months wholly inside it', () => {
    const today = '2026-11-27';
    expect(splitRange('2025-11-01', '2026-10-31', today)).toEqual({
      before: null,
      closed: { first: '2025-11-01', last: '2026-10-01' },
      after: null,
    });
    expect(splitRange('2025-11-15', '2026-11-27', today)).toEqual({
      before: { startDate: '2025-11-15', endDate: '2025-11-30' },
      closed: { first: '2025-12-01', last: '2026-10-01' },
      after: { startDate: '2026-11-01', endDate: '2026-11-27' },
    });
    expect(splitRange('2026-02-01', '2026-03-30', today)).toEqual({
      before: null,
      closed: { first: '2026-02-01', last: '2026-02-01' },
      after: { startDate: '2026-03-01', endDate: '2026-03-30' },
    });
    // No whole month, or none closed: all live.
    expect(splitRange('2026-03-02', '2026-04-30', '2026-04-02').closed).toBeNull();
    expect(splitRange('2026-11-01', '2026-11-27', today)).toEqual({
      before: { startDate: '2026-11-01', endDate: '2026-11-27' },
      closed: null,
      after: null,
    });
    expect(splitRange('2026-10-01', '2026-10-31', '2026-11-01').closed).toBeNull();
    expect(splitRange('2026-10-01', '2026-10-31', '2026-11-02').closed).toEqual({
      first: '2026-10-01',
      last: '2026-10-01',
    });
  });
});
