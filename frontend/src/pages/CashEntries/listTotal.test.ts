import { describe, expect, it } from 'vitest';
import { listTotalLabelKey } from './listTotal';

describe('listTotalLabelKey', () => {
  it('names the figure of a list of both kinds the net', () => {
    expect(listTotalLabelKey('all')).toBe('net');
  });

  it('names the figure of a list of one kind its total', () => {
    expect(listTotalLabelKey('income')).toBe('total');
    expect(listTotalLabelKey('expense')).toBe('total');
  });
});
