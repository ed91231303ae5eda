import { Locale } from '../../locales';
import { attachKoreanParticles } from './korean-particles';
import { CatalogData, MessageCatalog } from './message-catalog';
import koKR from './messages/ko-KR.json';
import zhCN from './messages/zh-CN.json';

/** The code's own messages: English needs no catalog. */
const ENGLISH_SEPARATOR = '; ';

export const ERROR_CATALOGS: Record<Exclude<Locale, 'en-US'>, MessageCatalog> = {
  'zh-CN': new MessageCatalog(zhCN as CatalogData),
  'ko-KR': new MessageCatalog(koKR as CatalogData, { finish: attachKoreanParticles }),
};

/**
 * The `message` of a 4xx answer in the request's language: each English message the code threw is
 * looked up in the language's catalog (unknown ones stay English), several are joined into one text.
 */
export function localizeErrorMessage(message: string | string[], locale: Locale): string {
  const messages = Array.isArray(message) ? message : [message];
  if (locale === 'en-US') return messages.join(ENGLISH_SEPARATOR);
  return ERROR_CATALOGS[locale].join(messages);
}
