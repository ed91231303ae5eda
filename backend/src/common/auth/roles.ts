/** The roles, lowest level first. */
export const ROLES = ['reader', 'editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Roles are levels: reader < editor < admin. A route's level is met by that role and
 * every role above it; an unknown role meets none.
 */
export function roleSatisfies(actual: string | undefined, required: Role): boolean {
  const rank = ROLES.indexOf(actual as Role);
  return rank >= 0 && rank >= ROLES.indexOf(required);
}
