import { createElement } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { HOME_PATH, PAGES } from '../pages/registry';
import { AccessGuard } from './access/AccessGuard';
import type { AccessLevel } from './access/permissions';
import { AppLayout } from './layout/loadAppLayout';
import { RequireAuth } from './session/RequireAuth';

/** Routes built from the page registry: public pages outside the layout, the rest behind the guard. */
export function AppRoutes() {
  const publicPages = PAGES.filter((page) => page.access === 'public');
  const protectedPages = PAGES.filter((page) => page.access !== 'public');
  return (
    <Routes>
      {publicPages.map((page) => (
        <Route key={page.path} path={page.path} element={createElement(page.component)} />
      ))}
      <Route
        element={
          <RequireAuth>
            <AppLayout />
          </RequireAuth>
        }
      >
        {protectedPages.map((page) => (
          <Route
            key={page.path}
            path={page.path}
            element={
              <AccessGuard level={page.access as AccessLevel}>{createElement(page.component)}</AccessGuard>
            }
          />
        ))}
        <Route path="/" element={<Navigate to={HOME_PATH} replace />} />
        <Route path="*" element={<Navigate to={HOME_PATH} replace />} />
      </Route>
    </Routes>
  );
}
