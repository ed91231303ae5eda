import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { BACKUP_EXTENSION } from './backup-format';

/** Scheduled backups carry this prefix; retention never touches any other file in the folder. */
export const SCHEDULED_PREFIX = 'tradebook-auto-';

/** tradebook-20250131-023000.jsonl.gz, in the server's local time (TZ). */
export function backupFileName(at: Date, prefix = 'tradebook-'): string {
  const p = (n: number) => String(n).padStart(2, '0');
  const stamp = `${at.getFullYear()}${p(at.getMonth() + 1)}${p(at.getDate())}-${p(at.getHours())}${p(at.getMinutes())}${p(at.getSeconds())}`;
  return `${prefix}${stamp}${BACKUP_EXTENSION}`;
}

/** Deletes the oldest scheduled backups so that `keep` remain; returns the names deleted. */
export async function pruneScheduledBackups(dir: string, keep: number): Promise<string[]> {
  const pattern = new RegExp(`^${SCHEDULED_PREFIX}\\d{8}-\\d{6}${BACKUP_EXTENSION.replace(/\./g, '\\.')}$`);
  const names = (await readdir(dir)).filter((name) => pattern.test(name)).sort();
  const doomed = names.slice(0, Math.max(0, names.length - keep));
  for (const name of doomed) await rm(join(dir, name), { force: true });
  return doomed;
}
