import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';
import { BackupError, BackupHeader, parseHeader } from './backup-format';

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
