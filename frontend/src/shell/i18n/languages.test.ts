import { describe, expect, it } from 'vitest';
import { normalizeLanguage } from './languages';

describe('language detection', () => {
  it('maps what browsers and storage say to the three languages, English otherwise', () => {
    expect(normalizeLanguage('zh')).toBe('zh-CN');
    expect(normalizeLanguage('zh-Hans-CN')).toBe('zh-CN');
    expect(normalizeLanguage('ko')).toBe('ko-KR');
    expect(normalizeLanguage('en-GB')).toBe('en-US');
    expect(normalizeLanguage('fr-FR')).toBe('en-US');
    expect(normalizeLanguage(undefined)).toBe('en-US');
  });
});
