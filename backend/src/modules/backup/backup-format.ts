import { createHash } from 'node:crypto';

/**
 * Tradebook's backup file: gzip-compressed JSON lines, the same for the embedded database and a
 * PostgreSQL server (it is written and read through ordinary SQL, never with server tools).
 *
 *   {"format":"tradebook-backup","version":1,"created_at":…,"source":"server","migrations":[…]}
 *   {"table":"partners","columns":["created_at","updated_at","id",…]}
 *   ["2025-01-02 03:04:05.123+00","2025-01-02 03:04:05.123+00","1",…]     one line per row, values as text
 *   …                                                                     tables in foreign-key order
 *   {"sequences":[{"table":"partners","column":"id","last_value":"12","is_called":true}]}
 *   {"end":true,"rows":{"partners":12,…},"sha256":"…","signature":{"key_id":"…","hmac_sha256":"…"}}
 *
 * `sha256` is the digest of every line before the last (each with its newline), written by the backup
 * and checked before a restore replaces anything: a file damaged since is refused. It is no protection
 * against an edit (anyone can recompute it), so `signature` is the HMAC-SHA256 of the same lines with
 * the operator's signing key (backup-signing.ts): a file changed since (a value edited, audit rows
 * removed, the counts and the digest fixed) is refused unless the restore is told `--unsigned`, as is a
 * file without a signature (written before backups were signed). `key_id` only names the key in
 * messages. Backups written before the digest existed have none either.
 * Data only: the schema comes from the migrations, which restore runs first. The migration list tells
 * which schema the data belongs to, so a backup restores into the same or a newer version.
 */
export const BACKUP_FORMAT = 'tradebook-backup';
export const BACKUP_VERSION = 1;
export const BACKUP_EXTENSION = '.jsonl.gz';

export type BackupSource = 'embedded' | 'server';

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  created_at: string;
  source: BackupSource;
  /** Names of the migrations applied to the database the backup was taken from, in order. */
  migrations: string[];
}

export interface TableSection {
  table: string;
  columns: string[];
}

export interface SequenceValue {
  table: string;
  column: string;
  last_value: string;
  is_called: boolean;
}

export interface SequencesLine {
  sequences: SequenceValue[];
}

export interface EndLine {
  end: true;
  rows: Record<string, number>;
  /** Hex SHA-256 of the lines before this one (absent in backups from before the digest). */
  sha256?: string;
  /** The signature of the same lines (absent in backups from before signing). */
  signature?: { key_id: string; hmac_sha256: string };
}

/** The digest of a backup's lines before its last, as written and as checked. */
export class BackupDigest {
  private readonly hash = createHash('sha256');

  add(line: string): void {
    this.hash.update(line, 'utf8');
    this.hash.update('\n');
  }

  hex(): string {
    return this.hash.digest('hex');
  }
}

/** One row: every value as PostgreSQL's text form, or null. */
export type RowLine = (string | null)[];

export interface BackupSummary {
  file: string;
  created_at: string;
  source: BackupSource;
  migrations: string[];
  rows: Record<string, number>;
}

/** A problem the operator can act on; the command-line tools print only its message. */
export class BackupError extends Error {
  override name = 'BackupError';
}

export function parseHeader(line: string | undefined): BackupHeader {
  let header: Partial<BackupHeader> | undefined;
  try {
    header = line ? (JSON.parse(line) as Partial<BackupHeader>) : undefined;
  } catch {
    header = undefined;
  }
  if (!header || header.format !== BACKUP_FORMAT) {
    throw new BackupError('this file is not a Tradebook backup');
  }
  if (header.version !== BACKUP_VERSION) {
    throw new BackupError(
      `this backup has format version ${header.version}; this Tradebook reads version ${BACKUP_VERSION}`,
    );
  }
  if (!Array.isArray(header.migrations) || typeof header.created_at !== 'string') {
    throw new BackupError('the backup header is damaged');
  }
  return header as BackupHeader;
}

/**
 * A backup restores into the schema it was taken from or a newer one: its migrations must be the first
 * migrations of the target.
 */
export function checkMigrations(backup: string[], target: string[]): void {
  const unknown = backup.filter((name) => !target.includes(name));
  if (unknown.length > 0) {
    throw new BackupError(
      `this backup comes from a newer Tradebook (migration ${unknown[0]} is unknown here): upgrade Tradebook first`,
    );
  }
  const prefix = target.slice(0, backup.length);
  if (prefix.some((name, i) => name !== backup[i])) {
    throw new BackupError('the backup and this database have different migration histories');
  }
}

export function describeRows(rows: Record<string, number>): string {
  const total = Object.values(rows).reduce((sum, n) => sum + n, 0);
  const tables = Object.entries(rows)
    .map(([table, n]) => `${table} ${n}`)
    .join(', ');
  return `${total} rows (${tables})`;
}
