import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { DataSource, QueryRunner } from 'typeorm';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupError,
  BackupHeader,
  BackupSource,
  BackupDigest,
  BackupSummary,
  EndLine,
  SequencesLine,
  TableSection,
} from './backup-format';
import {
  appliedMigrations,
  ident,
  listSequences,
  listTables,
  qualified,
  TableInfo,
  withRunner,
} from './database-catalog';
import { BackupKey, BackupSignature } from './backup-signing';

const FETCH_SIZE = 1000;

/**
 * Writes a consistent snapshot of every application table to `file` (see backup-format.ts). One
 * read-only REPEATABLE READ transaction: the figures in the file all belong to the same moment, while
 * the application goes on writing. The file appears only once complete (written aside, then renamed),
 * signed with `key`.
 */
export async function writeBackup(
  db: DataSource | QueryRunner,
  file: string,
  source: BackupSource,
  key: BackupKey,
): Promise<BackupSummary> {
  const target = resolve(file);
  await mkdir(dirname(target), { recursive: true });
  const partial = `${target}.partial-${process.pid}`;
  return withRunner(db, async (runner) => {
    try {
      await runner.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      // Text forms that read back the same on any server: UTC times, ISO dates, exact floats.
      await runner.query("SET LOCAL TimeZone = 'UTC'");
      await runner.query("SET LOCAL DateStyle = 'ISO, YMD'");
      await runner.query("SET LOCAL IntervalStyle = 'postgres'");
      await runner.query('SET LOCAL extra_float_digits = 3');
      await runner.query("SET LOCAL bytea_output = 'hex'");

      const migrations = await appliedMigrations(runner);
      if (!migrations)
        throw new BackupError('this database has no Tradebook data yet (start Tradebook once first)');
      const header: BackupHeader = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        created_at: new Date().toISOString(),
        source,
        migrations,
      };

      const out = new LineWriter(partial, key);
      try {
        await out.write(header);
        const rows: Record<string, number> = {};
        for (const table of await listTables(runner)) {
          rows[table.name] = await writeTable(runner, table, out);
        }
        const sequences: SequencesLine = { sequences: [] };
        for (const s of await listSequences(runner)) {
          const [value]: { last_value: string; is_called: boolean }[] = await runner.query(
            `SELECT last_value::text AS last_value, is_called FROM ${qualified(s.sequence)}`,
          );
          sequences.sequences.push({ table: s.table, column: s.column, ...value });
        }
        await out.write(sequences);
        // The last line carries the digest and the signature of every line before it.
        const end: EndLine = { end: true, rows, sha256: out.digest(), signature: out.signature() };
        await out.write(end, false);
        await out.close();
        await rename(partial, target);
        return { file: target, created_at: header.created_at, source, migrations, rows };
      } catch (error) {
        out.destroy();
        await rm(partial, { force: true });
        throw error;
      }
    } finally {
      await runner.query('ROLLBACK').catch(() => undefined);
    }
  });
}

async function writeTable(runner: QueryRunner, table: TableInfo, out: LineWriter): Promise<number> {
  const section: TableSection = { table: table.name, columns: table.columns.map((c) => c.name) };
  await out.write(section);
  const select = table.columns.map((c, i) => `${ident(c.name)}::text AS c${i}`).join(', ');
  const order = table.primaryKey.length ? ` ORDER BY ${table.primaryKey.map(ident).join(', ')}` : '';
  await runner.query(
    `DECLARE tradebook_backup NO SCROLL CURSOR FOR SELECT ${select} FROM ${qualified(table.name)}${order}`,
  );
  let count = 0;
  try {
    for (;;) {
      const batch: Record<string, string | null>[] = await runner.query(
        `FETCH ${FETCH_SIZE} FROM tradebook_backup`,
      );
      for (const row of batch) {
        await out.write(table.columns.map((_c, i) => row[`c${i}`]));
      }
      count += batch.length;
      if (batch.length < FETCH_SIZE) break;
    }
  } finally {
    await runner.query('CLOSE tradebook_backup');
  }
  return count;
}

/** JSON lines into a gzip file, honouring back-pressure; a failing disk rejects the next write or close. */
class LineWriter {
  private readonly gzip = createGzip();
  private readonly done: Promise<void>;
  private readonly sha256 = new BackupDigest();
  private readonly hmac: BackupSignature;

  constructor(
    path: string,
    private readonly key: BackupKey,
  ) {
    this.hmac = new BackupSignature(key);
    // Backups hold password hashes: readable by the owner only.
    this.done = pipeline(this.gzip, createWriteStream(path, { mode: 0o600 }));
    this.done.catch(() => undefined);
  }

  /** Writes one line, counted in the digest unless `digested` is false (the last line). */
  async write(value: unknown, digested = true): Promise<void> {
    const line = JSON.stringify(value);
    if (digested) {
      this.sha256.add(line);
      this.hmac.add(line);
    }
    if (!this.gzip.write(`${line}\n`)) {
      await Promise.race([once(this.gzip, 'drain'), this.done]);
    }
  }

  /** The digest of the lines written so far. */
  digest(): string {
    return this.sha256.hex();
  }

  /** The signature of the lines written so far. */
  signature(): NonNullable<EndLine['signature']> {
    return { key_id: this.key.id, hmac_sha256: this.hmac.hex() };
  }

  async close(): Promise<void> {
    this.gzip.end();
    await this.done;
  }

  destroy(): void {
    this.gzip.destroy();
  }
}
