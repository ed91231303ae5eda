import { distinctivePart, keywordConditions } from './keyword-search';

const KEYWORD_TEXT = `(COALESCE(r.order_number, '') || E'\\x1F' || COALESCE(r.remark, ''))`;

describe('keyword search', () => {
  it('looks up the longest run of letters or digits, the last of equal length', () => {
    expect(distinctivePart('GEN-INV-202411-53670332231')).toBe('53670332231');
    expect(distinctivePart('SO-2025-0042')).toBe('0042');
    expect(distinctivePart('PO-Alpha-7')).toBe('Alpha');
    expect(distinctivePart('样品 sample, 50% off')).toBe('sample');
    expect(distinctivePart('clearance')).toBe('clearance');
  });

  it('keeps the whole keyword when no run has 3 characters', () => {
    expect(distinctivePart('50%')).toBe('50%');
    expect(distinctivePart('样品')).toBe('样品');
    expect(distinctivePart('a-b')).toBe('a-b');
    expect(distinctivePart('%_')).toBe('%_');
  });

  it('gives the index its own expression, and checks the whole keyword when only a part was looked up', () => {
    const values: string[] = [];
    const add = (value: string) => {
      values.push(value);
      return `$${values.length}`;
    };
    expect(keywordConditions(KEYWORD_TEXT, 'off_season', add)).toEqual([
      `${KEYWORD_TEXT} ILIKE '%' || $1 || '%'`,
      `strpos(lower(${KEYWORD_TEXT}), lower($2)) > 0`,
    ]);
    expect(values).toEqual(['season', 'off_season']);
    values.length = 0;
    expect(keywordConditions(KEYWORD_TEXT, '50%_x', add)).toEqual([`${KEYWORD_TEXT} ILIKE '%' || $1 || '%'`]);
    expect(values).toEqual(['50\\%\\_x']);
  });
});
