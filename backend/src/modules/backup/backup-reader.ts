import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';
import { BackupDigest, BackupError, BackupHeader, EndLine, parseHeader } from './backup-format';

/** The lines of a backup file, decompressed; a damaged or cut-off file fails with a BackupError. */
export async function* readBackupLines(file: string): AsyncGenerator<string> {
  const gunzip = createGunzip();
  const feeding = pipeline(createReadStream(file), gunzip);
  feeding.catch(() => undefined);
  const decoder = new StringDecoder('utf8');
  let rest = '';
  try {
    for await (const chunk of gunzip) {
      const parts = (rest + decoder.write(chunk as Buffer)).split('\n');
      rest = parts.pop() ?? '';
      yield* parts;
    }
    await feeding;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new BackupError(`no such file: ${file}`);
    throw new BackupError(`the backup file is damaged or incomplete (${(error as Error).message})`);
  } finally {
    gunzip.destroy();
  }
  rest += decoder.end();
  if (rest) yield rest;
}

/** Reads only the header: what a file is, before anything is changed. */
export async function readBackupHeader(file: string): Promise<BackupHeader> {
  const lines = readBackupLines(file);
  try {
    const first = await lines.next();
    return parseHeader(first.done ? undefined : first.value);
  } finally {
    await lines.return(undefined);
  }
}

/**
 * Reads the whole file once before a restore changes anything: it must be complete, and its lines must
 * still have the digest the backup wrote into its last line. False when the file has no digest (a
 * backup from before the digest); a changed file is a BackupError.
 */
export async function verifyBackup(file: string): Promise<boolean> {
  const digest = new BackupDigest();
  let previous: string | undefined;
  for await (const line of readBackupLines(file)) {
    if (previous !== undefined) digest.add(previous);
    else parseHeader(line); // not a backup at all: said first
    previous = line;
  }
  if (previous === undefined) parseHeader(undefined);
  let end: Partial<EndLine> | undefined;
  try {
    end = previous === undefined ? undefined : (JSON.parse(previous) as Partial<EndLine>);
  } catch {
    end = undefined;
  }
  if (end?.end !== true)
    throw new BackupError('the backup file is incomplete: it stops before its last line');
  if (end.sha256 === undefined) return false;
  if (end.sha256 !== digest.hex()) {
    throw new BackupError(
      'the backup file was changed after it was written (its checksum does not match): nothing was restored; use an untouched copy',
    );
  }
  return true;
}
