import { Queryable } from '../sql-params';

/** The throttler that counts failed logins per username (AuthModule). */
export const LOGIN_USER_THROTTLER = 'login-user';

/**
 * The per-username login counter's key in rate_limits: readable (the throttler's default is a hash),
 * so that an admin can see and lift a user's lockout. `username` as loginUsername() normalises it.
 */
export function loginUserKey(username: string): string {
  return `${LOGIN_USER_THROTTLER}:${username}`;
}

/** The usernames (normalised) whose logins are blocked now, with the end of each block. */
export async function loginLockouts(db: Queryable): Promise<Map<string, Date>> {
  const rows: { key: string; blocked_until: Date }[] = await db.query(
    'SELECT key, blocked_until FROM rate_limits WHERE key LIKE $1 AND blocked_until > now()',
    [`${loginUserKey('')}%`],
  );
  return new Map(rows.map((row) => [row.key.slice(loginUserKey('').length), row.blocked_until]));
}

/** Ends the username's block and its count of attempts; the end of the block lifted, or null. */
export async function liftLoginLockout(db: Queryable, username: string): Promise<Date | null> {
  const [[row]]: [{ blocked_until: Date | null }[], number] = await db.query(
    'DELETE FROM rate_limits WHERE key = $1 RETURNING blocked_until',
    [loginUserKey(username)],
  );
  const until = row?.blocked_until ?? null;
  return until && until.getTime() > Date.now() ? until : null;
}
