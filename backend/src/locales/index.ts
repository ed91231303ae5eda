import Negotiator from 'negotiator';
import { enUS, MessageKey, Messages } from './en-US';
import { koKR } from './ko-KR';
import { zhCN } from './zh-CN';

export type { MessageKey, Messages } from './en-US';

/** The languages the server speaks. The first one is the fallback (English). */
export const LOCALES = ['en-US', 'zh-CN', 'ko-KR'] as const;
export type Locale = (typeof LOCALES)[number];
export const FALLBACK_LOCALE: Locale = 'en-US';

const CATALOGUES: Record<Locale, Messages> = { 'en-US': enUS, 'zh-CN': zhCN, 'ko-KR': koKR };

/**
 * Tags offered to the negotiation besides our own, and the language each stands for: "en" lets en-GB
 * or en-AU keep English ahead of a lower-weighted language we do speak; the script tags name
 * Simplified Chinese (negotiator matches a prefix, so "zh" and "zh-CN" already find zh-CN, but
 * "zh-Hans" does not).
 */
const ALIASES: Record<string, Locale> = { en: 'en-US', 'zh-Hans': 'zh-CN', 'zh-Hans-CN': 'zh-CN' };
const OFFERED = [...LOCALES, ...Object.keys(ALIASES)];

/**
 * The best of our languages for an Accept-Language header (RFC 9110 quality values, by negotiator):
 * "zh", "zh-Hans" or "zh-CN;q=0.9" pick zh-CN, "ko" picks ko-KR, anything we do not speak (zh-TW
 * included), "*" or no header gives English.
 */
export function pickLocale(acceptLanguage: string | string[] | undefined): Locale {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage;
  if (!header?.trim()) return FALLBACK_LOCALE;
  const best = new Negotiator({ headers: { 'accept-language': header } }).languages(OFFERED)[0];
  if (best === undefined) return FALLBACK_LOCALE;
  return ALIASES[best] ?? (best as Locale);
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
