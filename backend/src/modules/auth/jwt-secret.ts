import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigValidationError, Env } from '../../config/env.validation';

/**
 * JWT_SECRET when set. In embedded mode without it, a secret generated once and kept in DATA_DIR, so
 * tokens survive restarts. (With DATABASE_URL the setting is required: instances must share it.) A kept
 * file that is empty or shorter than the 16 characters JWT_SECRET needs stops the start with a sentence.
 */
export function resolveJwtSecret(env: Pick<Env, 'JWT_SECRET' | 'DATA_DIR'>): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const dir = resolve(env.DATA_DIR);
  const file = join(dir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    // An empty file would sign every token with an empty key (and logins would fail): refuse to start.
    if (stored.length < 16) {
      throw new ConfigValidationError(
        `Invalid configuration: the JWT secret file ${file} is empty or shorter than 16 characters; remove it to have a new secret generated (everyone logs in again), or set JWT_SECRET`,
      );
    }
    return stored;
  }
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}
