import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { HOME_PATH } from '../../pages/registry';
import { SessionLoading } from './SessionLoading';
import { useSession } from './useSession';

/** Location state carried to /login so the user returns to the page of origin. */
export interface LoginRedirectState {
  from?: string;
}

/**
 * Where a login leads: the page of origin, else the home page itself (not /, whose redirect would
 * cost the signed-in layout a second first render).
 */
export function loginTarget(state: unknown): string {
  const from = (state as LoginRedirectState | null)?.from;
  return from && from.startsWith('/') && !from.startsWith('/login') && from !== '/' ? from : HOME_PATH;
}

export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <SessionLoading />;
  if (status !== 'authenticated') {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from } satisfies LoginRedirectState} />;
  }
  return <>{children}</>;
}
