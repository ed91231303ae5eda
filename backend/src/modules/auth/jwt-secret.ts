import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Env } from '../../config/env.validation';

/**
 * JWT_SECRET when set. In embedded mode without it, a secret generated once and kept in DATA_DIR, so
 * tokens survive restarts. (With DATABASE_URL the setting is required: instances must share it.)
 */
export function resolveJwtSecret(env: Pick<Env, 'JWT_SECRET' | 'DATA_DIR'>): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const dir = resolve(env.DATA_DIR);
  const file = join(dir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}
