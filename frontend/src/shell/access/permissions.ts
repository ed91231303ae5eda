import type { Role } from '../../services/types';

/** The roles reader < editor < admin, lowest first: each role meets its level and those below. */
export const ROLE_LEVELS = ['reader', 'editor', 'admin'] as const;
export type AccessLevel = (typeof ROLE_LEVELS)[number];

/** The action named on the 403 screen for a level. */
export type AccessAction = 'view' | 'edit' | 'administer';

/** Whether `role` meets `level`; an unknown role or level fails. */
export function hasAccess(role: Role | string | null | undefined, level: AccessLevel | string): boolean {
  const rank = ROLE_LEVELS.indexOf(role as AccessLevel);
  const needed = ROLE_LEVELS.indexOf(level as AccessLevel);
  return rank >= 0 && needed >= 0 && rank >= needed;
}

export function actionFor(level: AccessLevel): AccessAction {
  if (level === 'admin') return 'administer';
  return level === 'editor' ? 'edit' : 'view';
}

export function isRole(role: string | null | undefined): role is AccessLevel {
  return ROLE_LEVELS.includes(role as AccessLevel);
}
