import { describe, expect, it } from 'vitest';
import { overdueOf, readReminderCode, reminderPath } from './reminderLink';

describe('reminder links', () => {
  it('round-trip a customer code through the URL, any character included', () => {
    const path = reminderPath('C&1 /x');
    expect(path.startsWith('/reminder-letter?')).toBe(true);
    expect(readReminderCode(new URLSearchParams(path.split('?')[1]))).toBe('C&1 /x');
  });

  it('name no customer without a code', () => {
    expect(readReminderCode(new URLSearchParams(''))).toBeNull();
    expect(readReminderCode(new URLSearchParams('code=%20'))).toBeNull();
  });

  it('count as overdue every bucket but the first, exactly', () => {
    expect(overdueOf([40, 100, 50, 0, 0])).toBe(150);
    expect(overdueOf([0.1, 0.1, 0.2])).toBe(0.3);
    expect(overdueOf([190, 0, 0])).toBe(0);
    expect(overdueOf([])).toBe(0);
  });
});
