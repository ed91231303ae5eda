import { App as AntApp, ConfigProvider, Flex, Spin } from 'antd';
import { Suspense, useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './AppRoutes';
import { ErrorBoundary } from './ErrorBoundary';
import { registerMessageApi } from './feedback';
import { antdLocaleFor, applyDayjsLocale } from './i18n/antdLocale';
import { useLanguage } from './i18n/useLanguage';
import { SessionProvider } from './session/SessionProvider';

/** Hands the context-aware message API to code outside components (the request client). */
function MessageBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => registerMessageApi(message), [message]);
  return null;
}

function Localized() {
  const [language] = useLanguage();
  applyDayjsLocale(language);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return (
    <ConfigProvider locale={antdLocaleFor(language)} theme={{ token: { colorPrimary: '#1677ff' } }}>
      <AntApp>
        <MessageBridge />
        <BrowserRouter>
          <SessionProvider>
            <AppRoutes />
          </SessionProvider>
        </BrowserRouter>
      </AntApp>
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
