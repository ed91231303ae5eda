import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../test/i18n';
import { pageRange, shownRange } from './pagination';

describe('pagination text', () => {
  const i18n = createTestI18n('en-US');
  const text = (page: number, total: number) => {
    const [start, end] = pageRange(page, 10, total);
    return i18n.t('common:pagination.showing', shownRange(total, [start, end]));
  };

  it("reads 'Showing {start}-{end} of {total} results.'", () => {
    expect(text(1, 25)).toBe('Showing 1-10 of 25 results.');
    expect(text(2, 25)).toBe('Showing 11-20 of 25 results.');
    expect(text(3, 25)).toBe('Showing 21-25 of 25 results.');
  });

  it('reads 0-0 for an empty table', () => {
    expect(text(1, 0)).toBe('Showing 0-0 of 0 results.');
  });

  it('is translated', () => {
    const zh = createTestI18n('zh-CN');
    expect(zh.t('common:pagination.showing', { start: 1, end: 10, total: 25 })).toContain('25');
    expect(zh.t('common:pagination.showing', { start: 1, end: 10, total: 25 })).not.toBe(text(1, 25));
  });
});
