import Negotiator from 'negotiator';
import { enUS, MessageKey, Messages } from './en-US';
import { koKR } from './ko-KR';
import { zhCN } from './zh-CN';

export type { MessageKey, Messages } from './en-US';

/** The languages the server speaks. The first one is the fallback (spec section 1: English). */
export const LOCALES = ['en-US', 'zh-CN', 'ko-KR'] as const;
export type Locale = (typeof LOCALES)[number];
export const FALLBACK_LOCALE: Locale = 'en-US';

const CATALOGUES: Record<Locale, Messages> = { 'en-US': enUS, 'zh-CN': zhCN, 'ko-KR': koKR };

/**
 * The best of our languages for an Accept-Language header (RFC 9110 quality values, by negotiator):
 * "zh" or "zh-CN;q=0.9" pick zh-CN, "ko" picks ko-KR, anything we do not speak, "*" or no header
 * gives English.
 */
export function pickLocale(acceptLanguage: string | string[] | undefined): Locale {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage;
  if (!header?.trim()) return FALLBACK_LOCALE;
  const best = new Negotiator({ headers: { 'accept-language': header } }).languages([...LOCALES])[0];
  return (best as Locale | undefined) ?? FALLBACK_LOCALE;
}

export type Translate = (key: MessageKey) => string;

/** A lookup in one language; a key missing there (never, by type) falls back to English. */
export function translator(locale: Locale): Translate {
  const messages = CATALOGUES[locale] ?? enUS;
  return (key) => messages[key] ?? enUS[key] ?? key;
}

export function catalogue(locale: Locale): Messages {
  return CATALOGUES[locale];
}
