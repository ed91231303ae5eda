import { ConfigProvider, Flex, Spin } from 'antd';
import { Suspense, useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './AppRoutes';
import { ErrorBoundary } from './ErrorBoundary';
import { useAntdLocale } from './i18n/antdLocale';
import { useLanguage } from './i18n/useLanguage';
import { SessionProvider } from './session/SessionProvider';

function Localized() {
  const [language] = useLanguage();
  const locale = useAntdLocale(language);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  // Dates and antd's own texts must not show in the wrong language first: wait for the locale chunk.
  if (!locale) return <BootFallback />;
  return (
    <ConfigProvider locale={locale} theme={{ token: { colorPrimary: '#1677ff' } }}>
      <BrowserRouter>
        <SessionProvider>
          <AppRoutes />
        </SessionProvider>
      </BrowserRouter>
    </ConfigProvider>
  );
}

function BootFallback() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Spin size="large" />
    </Flex>
  );
}

export function App() {
  return (
    <ErrorBoundary>
      <Suspense fallback={<BootFallback />}>
        <Localized />
      </Suspense>
    </ErrorBoundary>
  );
}
