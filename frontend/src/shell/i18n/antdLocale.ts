import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import koKR from 'antd/es/locale/ko_KR';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/ko';
import 'dayjs/locale/zh-cn';
import type { Language } from './languages';

const ANTD_LOCALES: Record<Language, Locale> = { 'zh-CN': zhCN, 'en-US': enUS, 'ko-KR': koKR };
const DAYJS_LOCALES: Record<Language, string> = { 'zh-CN': 'zh-cn', 'en-US': 'en', 'ko-KR': 'ko' };

/** antd's own texts (pickers, pagination, empty states) follow the interface language. */
export function antdLocaleFor(language: Language): Locale {
  return ANTD_LOCALES[language];
}

/** Month and weekday names in dayjs (and so in antd pickers) follow it too. */
export function applyDayjsLocale(language: Language): void {
  dayjs.locale(DAYJS_LOCALES[language]);
}
