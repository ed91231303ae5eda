import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { BusyScreen } from '../BusyScreen';
import { useAntdLocale } from './antdLocale';
import { useLanguage } from './useLanguage';

/** antd's configuration: its texts and dayjs's in the interface language, and the theme. */
export function AntdConfig({ children }: { children: ReactNode }) {
  const [language] = useLanguage();
  const locale = useAntdLocale(language);
  // Dates and antd's own texts must not show in the wrong language first: wait for the locale chunk.
  if (!locale) return <BusyScreen />;
  return (
    <ConfigProvider locale={locale} theme={{ token: { colorPrimary: '#1677ff' } }}>
      {children}
    </ConfigProvider>
  );
}
