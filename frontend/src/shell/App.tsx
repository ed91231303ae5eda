import { Suspense, useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './AppRoutes';
import { BusyScreen } from './BusyScreen';
import { ErrorBoundary } from './ErrorBoundary';
import { useLanguage } from './i18n/useLanguage';
import { SessionProvider } from './session/SessionProvider';

function DocumentLanguage() {
  const [language] = useLanguage();
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return null;
}

/**
 * The shell up to the routes, without antd: the login page is plain markup, so a visitor's first load
 * is React, the router and i18next. antd (its configuration, locale and App context) comes with the
 * signed-in layout.
 */
export function App() {
  return (
    <ErrorBoundary>
      <Suspense fallback={<BusyScreen />}>
        <DocumentLanguage />
        <BrowserRouter>
          <SessionProvider>
            <AppRoutes />
          </SessionProvider>
        </BrowserRouter>
      </Suspense>
    </ErrorBoundary>
  );
}
