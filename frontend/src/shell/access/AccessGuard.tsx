import { lazy, type ReactNode } from 'react';
import { actionFor, hasAccess, type AccessLevel } from './permissions';
import { useSession } from '../session/useSession';

/** The 403 screen (antd's Result and its illustrations) loads only when someone meets it. */
const Forbidden = lazy(() => import('./Forbidden').then((module) => ({ default: module.Forbidden })));

/** Renders its children only when the user's role satisfies the level, else the 403 screen. */
export function AccessGuard({ level, children }: { level: AccessLevel; children: ReactNode }) {
  const { user } = useSession();
  if (hasAccess(user?.role, level)) return <>{children}</>;
  return <Forbidden action={actionFor(level)} role={user?.role} />;
}
