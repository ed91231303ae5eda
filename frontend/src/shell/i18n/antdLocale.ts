import type { Locale } from 'antd/es/locale';
import { useEffect, useState } from 'react';
import type { Language } from './languages';

interface LocaleBundle {
  antd: Locale;
  dayjs: string;
}

/** dayjs itself loads with the locale, not with the login page's first chunk. */
const switchDayjs = async (name: string) => (await import('dayjs')).default.locale(name);

/**
 * antd's texts (pickers, pagination, empty states) and dayjs's month and weekday names follow the
 * interface language. Each language's pair is its own chunk, so a page loads only the one it shows.
 */
const LOADERS: Record<Language, () => Promise<LocaleBundle>> = {
  'zh-CN': async () => {
    const [antd] = await Promise.all([import('antd/es/locale/zh_CN'), import('dayjs/locale/zh-cn')]);
    return { antd: antd.default, dayjs: 'zh-cn' };
  },
  'en-US': async () => {
    const antd = await import('antd/es/locale/en_US');
    return { antd: antd.default, dayjs: 'en' };
  },
  'ko-KR': async () => {
    const [antd] = await Promise.all([import('antd/es/locale/ko_KR'), import('dayjs/locale/ko')]);
    return { antd: antd.default, dayjs: 'ko' };
  },
};

const loaded = new Map<Language, LocaleBundle>();

/** Loads (once) the language's antd and dayjs locales and switches dayjs to it. */
export async function loadLocale(language: Language): Promise<Locale> {
  let bundle = loaded.get(language);
  if (!bundle) {
    bundle = await LOADERS[language]();
    loaded.set(language, bundle);
  }
  await switchDayjs(bundle.dayjs);
  return bundle.antd;
}

/**
 * The antd locale of the language, undefined until its first load; on a switch the previous language's
 * stays until the new one arrives, so the screen never goes blank.
 */
export function useAntdLocale(language: Language): Locale | undefined {
  const [locale, setLocale] = useState<Locale | undefined>(() => loaded.get(language)?.antd);
  useEffect(() => {
    let current = true;
    void loadLocale(language).then((next) => {
      if (current) setLocale(next);
    });
    return () => {
      current = false;
    };
  }, [language]);
  return locale;
}
