import { CellError, dateText, integerValue, numberText, textOf } from './cells';

describe('import cells', () => {
  it.each([
    [new Date(Date.UTC(2025, 2, 5)), '2025-03-05'],
    [45721, '2025-03-05'],
    [45721.75, '2025-03-05'],
    ['2025-03-05', '2025-03-05'],
    ['2025/3/5', '2025-03-05'],
    ['2025.03.05 00:00:00', '2025-03-05'],
    ['20250305', '2025-03-05'],
    ['2025年3月5日', '2025-03-05'],
    [{ formula: 'DATE(2025,3,5)', result: 45721 }, '2025-03-05'],
    ['2025-02-30', '2025-02-30'],
    ['05/03/2025', '05/03/2025'],
    [null, null],
    ['  ', null],
  ])('reads the date %p as %p', (cell, expected) => {
    expect(dateText(cell)).toBe(expected);
  });

  it.each([
    [12.5, '12.5'],
    [0.1 + 0.2, '0.3'],
    [1e-7, '0.0000001'],
    [' 1,234.50 ', '1234.50'],
    ['１２', '12'],
    ['+3', '3'],
    ['12,5', '12,5'],
    [{ formula: '2*3', result: 6 }, '6'],
  ])('reads the number %p as %p', (cell, expected) => {
    expect(numberText(cell)).toBe(expected);
  });

  it('reads whole numbers as numbers and hands anything else on', () => {
    expect(integerValue(' 7 ')).toBe(7);
    expect(integerValue(-3)).toBe(-3);
    expect(integerValue('7.0')).toBe(7);
    expect(integerValue('7.5')).toBe('7.5');
    expect(integerValue('seven')).toBe('seven');
  });

  it('reads text from rich text, hyperlinks and formulas, and refuses error cells', () => {
    expect(textOf({ richText: [{ text: 'Ab' }, { text: 'c' }] })).toBe('Abc');
    expect(textOf({ text: 'link', hyperlink: 'http://x' })).toBe('link');
    expect(textOf({ formula: 'A1', result: 'x' })).toBe('x');
    expect(textOf('=1+2')).toBe('=1+2');
    expect(() => textOf({ error: '#N/A' })).toThrow(CellError);
  });
});
