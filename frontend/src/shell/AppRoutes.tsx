import { createElement, lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { HOME_PATH, PAGES } from '../pages/registry';
import { AccessGuard } from './access/AccessGuard';
import type { AccessLevel } from './access/permissions';
import { RequireAuth } from './session/RequireAuth';

/** The signed-in layout (ProLayout, the menus) loads after login, not with the login page. */
const AppLayout = lazy(() => import('./layout/AppLayout').then((module) => ({ default: module.AppLayout })));

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
