import { describe, expect, it } from 'vitest';
import { returnQuantityProblem } from './returnQuantity';

describe('a typed return quantity', () => {
  it('is refused over what can be returned, naming the most', () => {
    expect(returnQuantityProblem(9, 5)).toEqual({ key: 'return.atMost', count: 5 });
    expect(returnQuantityProblem(6, 5)).toEqual({ key: 'return.atMost', count: 5 });
    expect(returnQuantityProblem(1, 0)).toEqual({ key: 'return.atMost', count: 0 });
  });

  it('is accepted from 1 up to what can be returned', () => {
    expect(returnQuantityProblem(5, 5)).toBeNull();
    expect(returnQuantityProblem(1, 5)).toBeNull();
    expect(returnQuantityProblem('3', 5)).toBeNull();
  });

  it('must be a whole number of at least 1', () => {
    expect(returnQuantityProblem(0, 5)).toEqual({ key: 'return.atLeastOne', count: 1 });
    expect(returnQuantityProblem(-2, 5)).toEqual({ key: 'return.atLeastOne', count: 1 });
    expect(returnQuantityProblem(2.5, 5)).toEqual({ key: 'return.whole', count: 1 });
    expect(returnQuantityProblem('abc', 5)).toEqual({ key: 'return.whole', count: 1 });
  });

  it('leaves an empty field to the required rule', () => {
    expect(returnQuantityProblem(undefined, 5)).toBeNull();
    expect(returnQuantityProblem(null, 5)).toBeNull();
  });
});
