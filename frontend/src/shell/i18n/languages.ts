/** The three interface languages; English is the fallback. */
export const LANGUAGES = [
  { code: 'zh-CN', label: '简体中文' },
  { code: 'en-US', label: 'English' },
  { code: 'ko-KR', label: '한국어' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];

export const FALLBACK_LANGUAGE: Language = 'en-US';

/** Where the detector caches the choice (spec: the choice is remembered in local storage). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** Maps what a browser or a stored value says ('zh', 'ko', 'en-GB', 'zh-Hans-CN') to one of ours. */
export function normalizeLanguage(code: string | null | undefined): Language {
  const value = (code ?? '').trim().toLowerCase();
  if (value.startsWith('zh')) return 'zh-CN';
  if (value.startsWith('ko')) return 'ko-KR';
  if (value.startsWith('en')) return 'en-US';
  return FALLBACK_LANGUAGE;
}
