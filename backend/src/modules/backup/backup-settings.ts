import { join } from 'node:path';
import { ConfigValidationError } from '../../config/env.validation';
import { BackupError, BackupSource } from './backup-format';
import { BackupKey, backupSigningKey, requireSigningKey } from './backup-signing';
import { CronError, CronSchedule, parseCron } from './cron';

export const BACKUP_SETTINGS = Symbol('BACKUP_SETTINGS');

export interface BackupSettings {
  /** null: no scheduled backups. */
  schedule: CronSchedule | null;
  /** How many scheduled backups to keep. */
  keep: number;
  dir: string;
  /** What the backups are taken from: DATABASE_URL or the embedded database. */
  source: BackupSource;
  /**
   * The key scheduled backups are signed with, read (or, embedded, made) when the first one is written;
   * null: no scheduled backups.
   */
  key: (() => BackupKey) | null;
}

/**
 * BACKUP_CRON, BACKUP_KEEP, BACKUP_DIR (default DATA_DIR/backups) and, for scheduled backups, the
 * signing key (BACKUP_SIGNING_KEY, required with DATABASE_URL; else the one kept in DATA_DIR, made by
 * the first backup if there is none), checked at start-up: a bad value stops the server with one clear
 * line, like every other setting.
 */
export function backupSettings(env: Record<string, string | undefined>): BackupSettings {
  const cron = env.BACKUP_CRON?.trim();
  let schedule: CronSchedule | null = null;
  if (cron) {
    try {
      schedule = parseCron(cron);
      schedule.next(new Date());
    } catch (error) {
      if (error instanceof CronError)
        throw new ConfigValidationError(`Invalid configuration: BACKUP_CRON ${error.message}`);
      throw error;
    }
  }
  const keepText = env.BACKUP_KEEP?.trim() || '14';
  const keep = Number(keepText);
  if (!/^\d+$/.test(keepText) || keep < 1 || keep > 10000) {
    throw new ConfigValidationError(
      'Invalid configuration: BACKUP_KEEP must be a whole number from 1 to 10000',
    );
  }
  const dir = env.BACKUP_DIR?.trim() || join(env.DATA_DIR?.trim() || './data', 'backups');
  let key: (() => BackupKey) | null = null;
  if (schedule) {
    try {
      // Checked now (a missing or short BACKUP_SIGNING_KEY stops the start); a key file is made later.
      backupSigningKey(env, false);
      if (env.DATABASE_URL && !env.BACKUP_SIGNING_KEY?.trim()) requireSigningKey(env);
    } catch (error) {
      if (error instanceof BackupError)
        throw new ConfigValidationError(`Invalid configuration: ${error.message}`);
      throw error;
    }
    key = () => requireSigningKey(env);
  }
  return { schedule, keep, dir, source: env.DATABASE_URL ? 'server' : 'embedded', key };
}
