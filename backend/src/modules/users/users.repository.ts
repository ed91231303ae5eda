import { Repository } from 'typeorm';
import { Queryable } from '../../common/sql-params';
import { Role } from '../../common/auth/roles';
import { User } from './user.entity';

/** The users module's reads and writes of `users` and `revoked_tokens`. */

/** A user as the users API and the audit trail show it (never the password hash). */
export interface UserView {
  username: string;
  display_name: string | null;
  role: Role;
  disabled: boolean;
  created_at: Date;
}

/** What a token is checked against: the user, its session version and its revoked tokens' ids. */
export interface SessionRow {
  id: number;
  username: string;
  display_name: string | null;
  role: Role;
  disabled: boolean;
  session_version: number;
  revoked_tokens: string[];
}

/** The fields an update sets; undefined leaves one as it is. */
export interface UserFields {
  display_name?: string | null;
  role?: Role;
  disabled?: boolean;
  password_hash?: string;
  /** Raise the session version: every token issued before answers 401. */
  endSessions: boolean;
}

const VIEW_COLUMNS = 'username, display_name, role, disabled, created_at';

/** One plain indexed query: it runs on every authenticated request the profile cache does not answer. */
export async function findSession(db: Queryable, id: number): Promise<SessionRow | null> {
  const [row]: SessionRow[] = await db.query(
    `SELECT id, username, display_name, role, disabled, session_version,
            ARRAY(SELECT token_id FROM revoked_tokens r WHERE r.user_id = u.id AND r.expires_at > now())
              AS revoked_tokens
       FROM users u WHERE id = $1`,
    [id],
  );
  return row ?? null;
}

/** The user with its password hash (a column never selected otherwise), or null. */
export function findCredentials(users: Repository<User>, username: string): Promise<User | null> {
  return users
    .createQueryBuilder('u')
    .addSelect('u.password_hash')
    .where('u.username = :username', { username })
    .getOne();
}

/** Ends a token until it expires, sweeping the revocations already expired. */
export async function revokeToken(
  db: Queryable,
  userId: number,
  tokenId: string,
  expiresAt: Date,
): Promise<void> {
  await db.query('DELETE FROM revoked_tokens WHERE expires_at <= now()');
  await db.query(
    `INSERT INTO revoked_tokens (token_id, user_id, expires_at) VALUES ($1, $2, $3)
     ON CONFLICT (token_id) DO NOTHING`,
    [tokenId, userId, expiresAt],
  );
}

export function listUsers(db: Queryable): Promise<UserView[]> {
  return db.query(`SELECT ${VIEW_COLUMNS} FROM users ORDER BY username`);
}

/** The user by username, or null; `lock`: FOR UPDATE. */
export async function findUser(db: Queryable, username: string, lock = false): Promise<UserView | null> {
  const [row] = await db.query(
    `SELECT ${VIEW_COLUMNS} FROM users WHERE username = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [username],
  );
  return row ?? null;
}

export async function usernameOf(db: Queryable, id: number): Promise<string | null> {
  const [row] = await db.query('SELECT username FROM users WHERE id = $1', [id]);
  return row ? row.username : null;
}

/** Inserts a user; its id, or null when the username is taken (nothing inserted). */
export async function insertUser(
  db: Queryable,
  user: { username: string; display_name: string | null; role: Role; password_hash: string },
): Promise<number | null> {
  const [row] = await db.query(
    `INSERT INTO users (username, display_name, role, password_hash) VALUES ($1, $2, $3, $4)
     ON CONFLICT (username) DO NOTHING RETURNING id`,
    [user.username, user.display_name, user.role, user.password_hash],
  );
  return row ? row.id : null;
}

export async function updateUser(db: Queryable, username: string, fields: UserFields): Promise<void> {
  await db.query(
    `UPDATE users SET display_name = CASE WHEN $2 THEN $3 ELSE display_name END,
            role = COALESCE($4, role), disabled = COALESCE($5, disabled),
            password_hash = COALESCE($6, password_hash),
            session_version = session_version + CASE WHEN $7 THEN 1 ELSE 0 END, updated_at = now()
      WHERE username = $1`,
    [
      username,
      fields.display_name !== undefined,
      fields.display_name ?? null,
      fields.role ?? null,
      fields.disabled ?? null,
      fields.password_hash ?? null,
      fields.endSessions,
    ],
  );
}

export async function deleteUser(db: Queryable, username: string): Promise<void> {
  await db.query('DELETE FROM users WHERE username = $1', [username]);
}

/** Locks the active admins in id order (so two admin changes never deadlock). */
export async function lockActiveAdmins(db: Queryable): Promise<void> {
  await db.query(`SELECT id FROM users WHERE role = 'admin' AND NOT disabled ORDER BY id FOR UPDATE`);
}

/** Whether an active admin other than `username` exists. */
export async function hasOtherActiveAdmin(db: Queryable, username: string): Promise<boolean> {
  const others = await db.query(
    `SELECT id FROM users WHERE role = 'admin' AND NOT disabled AND username <> $1 LIMIT 1`,
    [username],
  );
  return others.length > 0;
}

export async function countUsers(db: Queryable): Promise<number> {
  const [row] = await db.query('SELECT count(*)::int AS users FROM users');
  return row.users;
}
