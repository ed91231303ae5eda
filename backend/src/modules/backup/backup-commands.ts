import { join } from 'node:path';
import { BackupError, BackupSummary, describeRows } from './backup-format';
import { backupFileName } from './backup-files';
import { BackupTrust, readBackupHeader, verifyBackup } from './backup-reader';
import { backupSigningKey, requireSigningKey } from './backup-signing';
import { restoreBackup } from './backup-restorer';
import { writeBackup } from './backup-writer';
import { databaseSettings, openDatabase, OpenedDatabase } from './backup-database';

import { cliCommand, CliOutput, parseCli, runCli } from '../../cli/cli-output';

export { EXIT_FAILED, EXIT_OK, EXIT_USAGE } from '../../cli/cli-output';
export type { CliOutput } from '../../cli/cli-output';

/**
 * `npm run backup -- [--out <file>]`: writes every record of the database the server uses (DATABASE_URL,
 * else the embedded database in DATA_DIR, which must not be in use) to one file. Safe while a server on
 * DATABASE_URL is running: the backup is one consistent snapshot.
 */
export async function runBackupCommand(argv: string[], out: CliOutput, env = process.env): Promise<number> {
  const program = cliCommand('backup', out)
    .description('Write a backup of all Tradebook data to one file')
    .option('--out <file>', 'the backup file to write (default: BACKUP_DIR or ./backups, named by date)');
  const parsed = await parseCli(program, argv);
  if (parsed !== undefined) return parsed;
  const opts = program.opts<{ out?: string }>();
  const file = opts.out ?? join(env.BACKUP_DIR || './backups', backupFileName(new Date()));

  return run(out, async () => {
    const settings = databaseSettings(env);
    const key = requireSigningKey({ ...settings, BACKUP_SIGNING_KEY: env.BACKUP_SIGNING_KEY });
    const db = await openDatabase(settings, false);
    try {
      const summary = await writeBackup(db.dataSource, file, db.source, key);
      out.log(`Backup written to ${summary.file}`);
      out.log(`  from ${db.where}, ${summary.created_at}`);
      out.log(`  ${describeRows(summary.rows)}`);
      out.log(`  signed with key ${key.id} (${key.where})`);
    } finally {
      await db.close();
    }
  });
}

/**
 * `npm run restore -- <file> [--force] [--unsigned]`: loads a backup into the database the server uses,
 * with every Tradebook instance stopped. The file must carry the signature of the signing key
 * (BACKUP_SIGNING_KEY, else the embedded database's key file) unless --unsigned says to take it as it
 * is. The schema is created or upgraded first; the data already there is kept unless --force replaces
 * it. All or nothing: on any problem the database is left as it was. The restore is audited.
 */
export async function runRestoreCommand(argv: string[], out: CliOutput, env = process.env): Promise<number> {
  const program = cliCommand('restore', out)
    .description('Load a Tradebook backup file into the database (stop the server first)')
    .argument('<file>', 'a file written by npm run backup or by scheduled backups')
    .option('--force', 'replace the data already in the database')
    .option(
      '--unsigned',
      'restore a file whose signature is missing or cannot be checked (a backup from before signing, a lost key)',
    );
  const parsed = await parseCli(program, argv);
  if (parsed !== undefined) return parsed;
  const [file] = program.args;
  const { force = false, unsigned = false } = program.opts<{ force?: boolean; unsigned?: boolean }>();

  return run(out, async () => {
    const header = await readBackupHeader(file);
    const settings = databaseSettings(env);
    const trust: BackupTrust = unsigned
      ? 'unsigned'
      : { key: backupSigningKey({ ...settings, BACKUP_SIGNING_KEY: env.BACKUP_SIGNING_KEY }, false) };
    // The whole file is checked before the database is even opened.
    const check = await verifyBackup(file, trust);
    out.log(`Backup of ${header.created_at} (${header.source} database)`);
    out.log(
      check.signature === 'signed'
        ? 'Signature verified.'
        : 'Signature NOT checked (--unsigned): make sure you know where this file comes from.',
    );
    const db = await openDatabase(settings, true);
    try {
      await refuseIfInUse(db);
      const summary: BackupSummary = await restoreBackup(db.dataSource, file, {
        replace: force,
        trust,
        verified: check,
      });
      out.log(`Restored into ${db.where}: ${describeRows(summary.rows)}`);
      out.log('You can start Tradebook again: it recomputes stock and costs from the records as it starts.');
    } finally {
      await db.close();
    }
  });
}

/** Problems the operator can act on are one line; anything else keeps its stack. */
const run = (out: CliOutput, task: () => Promise<void>) =>
  runCli(out, task, (error) => error instanceof BackupError || isOperatorError(error));

function isOperatorError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const message = (error as Error | undefined)?.message ?? '';
  return (
    ['ECONNREFUSED', 'ENOTFOUND', 'EACCES', 'ENOSPC', '28P01', '3D000'].includes(code ?? '') ||
    message.includes('is in use by process')
  );
}

/** A restore under running instances would mix their writes with the backup's: stop them first. */
async function refuseIfInUse(db: OpenedDatabase): Promise<void> {
  if (db.source !== 'server') return; // the embedded database is locked to this process
  const [{ n }]: { n: number }[] = await db.dataSource.query(
    `SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
  );
  if (n > 0) {
    throw new BackupError(
      `${n} other connection(s) to this database are open: stop every Tradebook instance, then restore`,
    );
  }
}
