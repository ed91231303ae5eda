import type { Role } from '../../services/types';

/** The two levels of spec section 6. */
export type AccessLevel = 'reader' | 'editor';

/** The action named on the 403 screen for a level. */
export type AccessAction = 'view' | 'edit';

/**
 * A reader-level permission is satisfied by a reader or an editor; an editor-level permission only by
 * an editor. Any other role or level fails.
 */
export function hasAccess(role: Role | string | null | undefined, level: AccessLevel | string): boolean {
  if (level === 'reader') return role === 'reader' || role === 'editor';
  if (level === 'editor') return role === 'editor';
  return false;
}

export function actionFor(level: AccessLevel): AccessAction {
  return level === 'editor' ? 'edit' : 'view';
}
