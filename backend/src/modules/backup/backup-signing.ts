import { createHmac, randomBytes, timingSafeEqual, createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BackupError } from './backup-format';

/** The shortest key taken: 32 characters (a generated key is 43). */
export const MIN_KEY_LENGTH = 32;
/** The embedded database's key file, in DATA_DIR. */
export const KEY_FILE = 'backup-signing-key';

/** The secret backups are signed with, and where it came from (for messages). */
export interface BackupKey {
  secret: Buffer;
  /** The first 8 hex digits of the key's SHA-256: tells two keys apart without showing either. */
  id: string;
  where: string;
}

export interface SigningSettings {
  BACKUP_SIGNING_KEY?: string;
  DATABASE_URL?: string;
  DATA_DIR?: string;
}

/**
 * The backup signing key: BACKUP_SIGNING_KEY when set. Without it, for the embedded database, the key
 * kept in DATA_DIR/backup-signing-key, generated there once by the first backup (`create`); with
 * DATABASE_URL there is none (instances on other machines must share one: the setting is required to
 * write a backup). Null when there is no key.
 */
export function backupSigningKey(env: SigningSettings, create: boolean): BackupKey | null {
  const set = env.BACKUP_SIGNING_KEY?.trim();
  if (set) {
    if (set.length < MIN_KEY_LENGTH) {
      throw new BackupError(`BACKUP_SIGNING_KEY must be at least ${MIN_KEY_LENGTH} characters`);
    }
    return key(set, 'BACKUP_SIGNING_KEY');
  }
  if (env.DATABASE_URL) return null;
  const dir = resolve(env.DATA_DIR || './data');
  const file = join(dir, KEY_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length < MIN_KEY_LENGTH) {
      throw new BackupError(
        `the backup signing key file ${file} is shorter than ${MIN_KEY_LENGTH} characters; put the key back or set BACKUP_SIGNING_KEY`,
      );
    }
    return key(stored, file);
  }
  if (!create) return null;
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return key(secret, file);
}

/** The key a backup is written with: refused with one sentence when there is none. */
export function requireSigningKey(env: SigningSettings): BackupKey {
  const found = backupSigningKey(env, true);
  if (!found) {
    throw new BackupError(
      `BACKUP_SIGNING_KEY is required with DATABASE_URL (at least ${MIN_KEY_LENGTH} characters, the same for every instance): backups are signed with it`,
    );
  }
  return found;
}

function key(text: string, where: string): BackupKey {
  return {
    secret: Buffer.from(text, 'utf8'),
    id: createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 8),
    where,
  };
}

/** The HMAC-SHA256 of a backup's lines before its last, as signed and as checked. */
export class BackupSignature {
  private readonly hmac;

  constructor(key: BackupKey) {
    this.hmac = createHmac('sha256', key.secret);
  }

  add(line: string): void {
    this.hmac.update(line, 'utf8');
    this.hmac.update('\n');
  }

  hex(): string {
    return this.hmac.digest('hex');
  }
}

/** Compares two hex signatures in constant time. */
export function sameSignature(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}
