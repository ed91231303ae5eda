import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';
import { BackupDigest, BackupError, BackupHeader, EndLine, parseHeader } from './backup-format';
import { BackupKey, BackupSignature, sameSignature } from './backup-signing';

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
 * How a restore trusts a file: the signing key it must be signed with (null: there is none here), or
 * `unsigned`, said explicitly by the operator, which takes a file whatever its signature (an old
 * backup from before signing, or one whose key is lost).
 */
export type BackupTrust = { key: BackupKey | null } | 'unsigned';

/** What verifyBackup found: `signed` when the signature was checked and holds. */
export interface BackupCheck {
  signature: 'signed' | 'unchecked';
}

/**
 * Reads the whole file once before a restore changes anything: it must be complete, its lines must
 * still have the digest the backup wrote into its last line, and, unless `trust` is `unsigned`, the
 * signature of the key. A file without a digest (a backup from before it) passes the digest check;
 * anything else is a BackupError saying what to do.
 */
export async function verifyBackup(file: string, trust: BackupTrust): Promise<BackupCheck> {
  const digest = new BackupDigest();
  const key = trust === 'unsigned' ? null : trust.key;
  const hmac = key ? new BackupSignature(key) : null;
  let previous: string | undefined;
  for await (const line of readBackupLines(file)) {
    if (previous !== undefined) {
      digest.add(previous);
      hmac?.add(previous);
    } else parseHeader(line); // not a backup at all: said first
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
  if (end.sha256 !== undefined && end.sha256 !== digest.hex()) {
    throw new BackupError(
      'the backup file was changed after it was written (its checksum does not match): nothing was restored; use an untouched copy',
    );
  }
  if (trust === 'unsigned') return { signature: 'unchecked' };
  const signature = end.signature;
  if (typeof signature?.hmac_sha256 !== 'string') {
    throw new BackupError(
      'the backup file is not signed (written before backups were signed, or its signature was removed): nothing was restored; restore it with --unsigned only if you know where it comes from',
    );
  }
  if (!key || !hmac) {
    throw new BackupError(
      `no backup signing key here to check this backup's signature (key ${String(signature.key_id)}): set BACKUP_SIGNING_KEY to the key it was signed with (or put the backup-signing-key file back into DATA_DIR), or restore with --unsigned`,
    );
  }
  if (!sameSignature(signature.hmac_sha256, hmac.hex())) {
    const other =
      signature.key_id !== key.id
        ? ` or signed with another key (key ${String(signature.key_id)}; this one is ${key.id})`
        : '';
    throw new BackupError(
      `the backup file's signature does not match: it was changed after it was written${other}; nothing was restored`,
    );
  }
  return { signature: 'signed' };
}
