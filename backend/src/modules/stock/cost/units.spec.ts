import { divRound, fromUnits, parseUnits, rescale, toUnits } from './units';

describe('decimal units', () => {
  it('converts decimal text to units of the scale and back', () => {
    expect(toUnits('12.5', 3)).toBe(12500n);
    expect(toUnits('-0.005', 3)).toBe(-5n);
    expect(toUnits('7', 4)).toBe(70000n);
    expect(fromUnits(12500n, 3)).toBe('12.500');
    expect(fromUnits(-5n, 3)).toBe('-0.005');
    expect(fromUnits(0n, 4)).toBe('0.0000');
    expect(() => toUnits('1.23456', 4)).toThrow('at most 4 decimals');
    expect(() => toUnits('1e5', 3)).toThrow();
    expect(parseUnits('1.5', 4)).toBe(15000n);
    expect(parseUnits('x', 4)).toBeNull();
    expect(parseUnits(1.5, 4)).toBeNull();
  });

  it('divides and rescales rounding half up, halves away from zero', () => {
    expect(divRound(5n, 2n)).toBe(3n);
    expect(divRound(7n, 3n)).toBe(2n);
    expect(divRound(-5n, 2n)).toBe(-3n);
    expect(divRound(-7n, 3n)).toBe(-2n);
    expect(rescale(123450n, 6, 4)).toBe(1235n);
    expect(rescale(123449n, 6, 4)).toBe(1234n);
    expect(rescale(1234n, 4, 6)).toBe(123400n);
  });
});
