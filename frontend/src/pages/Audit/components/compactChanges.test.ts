import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { changeLines } from '../../../features/history/changes';
import { compactLines, valueText } from './compactChanges';

const entry = (fields: number) => ({
  changes: Object.fromEntries(
    Array.from({ length: fields }, (_, i) => [`f${i}`, [i, i + 1]] as [string, [number, number]]),
  ),
});

describe('compact audit changes', () => {
  it('shows a short list whole', () => {
    expect(compactLines(changeLines(entry(3)))).toEqual({ shown: changeLines(entry(3)), more: 0 });
    expect(compactLines([])).toEqual({ shown: [], more: 0 });
  });

  it('shows the first lines of a long list and counts the rest, in the server order', () => {
    const { shown, more } = compactLines(changeLines(entry(12)));
    expect(shown.map((line) => line.field)).toEqual(['f0', 'f1', 'f2']);
    expect(more).toBe(9);
  });

  it('takes another limit', () => {
    expect(compactLines(changeLines(entry(5)), 4).more).toBe(1);
  });
});

describe('audit values', () => {
  const t = (key: string) => `<${key}>`;

  it('names yes/no and roles in the reader’s language', () => {
    expect(valueText('disabled', false, t)).toBe('<audit:values.false>');
    expect(valueText('disabled', true, t)).toBe('<audit:values.true>');
    expect(valueText('role', 'admin', t)).toBe('<shell:roles.admin>');
  });

  it('shows a moment in local time and leaves a day as it is', () => {
    const at = '2026-11-24T10:30:24.410Z';
    expect(valueText('created_at', at, t)).toBe(dayjs(at).format('YYYY-MM-DD HH:mm:ss'));
    expect(valueText('inbound_date', '2026-11-24', t)).toBe('2026-11-24');
  });

  it('leaves other values as the server wrote them', () => {
    expect(valueText('role', 'owner', t)).toBe('owner');
    expect(valueText('remark', 'admin', t)).toBe('admin');
    expect(valueText('amount', 0, t)).toBe('0');
    expect(valueText('remark', null, t)).toBe('—');
  });
});
