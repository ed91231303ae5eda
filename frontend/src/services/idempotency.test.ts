import { describe, expect, it } from 'vitest';
import { keyForSave, saveAnswered } from './idempotency';

describe('one Idempotency-Key per save', () => {
  const save = { method: 'post', data: { amount: '12.00' } };

  it('gives each save its own key, and none to reads', () => {
    const first = keyForSave('/receivable/payments', save);
    saveAnswered(first);
    const second = keyForSave('/receivable/payments', save);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
    saveAnswered(second);
    expect(keyForSave('/receivable/payments', { method: 'get' })).toBeUndefined();
  });

  it('sends the same save again with its key until it is answered', () => {
    const first = keyForSave('/cash-entries', save);
    expect(keyForSave('/cash-entries', save)).toBe(first);
    expect(keyForSave('/cash-entries', { method: 'POST', data: { amount: '13.00' } })).not.toBe(first);
    saveAnswered(first);
    expect(keyForSave('/cash-entries', save)).not.toBe(first);
  });
});
