import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { SessionLoading } from './SessionLoading';
import { useSession } from './useSession';

/** Location state carried to /login so the user returns to the page of origin. */
export interface LoginRedirectState {
  from?: string;
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
