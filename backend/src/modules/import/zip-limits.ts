import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HttpException } from '@nestjs/common';
import yauzl, { Entry, ZipFile } from 'yauzl';
import { DomainError } from '../../common/errors/domain-error';
import { isSystemError } from '../../common/errors/system-error';
import { MAX_IMPORT_ROWS } from './import-rows';

/**
 * What an uploaded .xlsx (a zip) may unpack to: at most 200 MB in all, at most 1,000 parts, and no part
 * over 1 MB compressed more than 200 to 1. A real workbook at the 100,000-row limit unpacks to well under
 * 200 MB and compresses about 5 to 30 to 1; a zip bomb compresses up to 1,000 to 1.
 */
export const ZIP_LIMITS = {
  unpackedBytes: 200 * 1024 * 1024,
  entries: 1000,
  ratio: 200,
  /** Parts smaller than this are not held to the ratio (tiny repetitive XML compresses very well). */
  ratioFromBytes: 1024 * 1024,
  /**
   * Shared strings (the workbook's texts, `<si>`): 20 per row of the most rows an import takes, more
   * than the widest import's 13 columns and an export's extra ones. The workbook reader holds every
   * one in memory (a plain text as a string, a formatted one as objects about ten times its XML).
   */
  sharedStrings: MAX_IMPORT_ROWS * 20,
  /** Pieces of formatted text (`<r>` runs) in the shared strings: 10 per row. */
  richTextRuns: MAX_IMPORT_ROWS * 10,
} as const;

/** Bytes of a data descriptor after an entry's data at most (signature, CRC, two 64-bit sizes). */
const DESCRIPTOR_BYTES = 24;

/**
 * Checks an .xlsx before anything parses it, so that no upload can inflate past the limits: first the
 * sizes its central directory declares (the total, the part count, each part's ratio), then every part
 * is inflated and counted against the same ceiling (a part that inflates to more than it declared is
 * refused by the zip reader). The parts must also fill the file end to end: the workbook reader reads
 * the parts in file order, so a part the directory does not list could otherwise slip past.
 * A 413 (too big) or 400 (not a sound zip) in one sentence.
 */
export async function checkZip(path: string): Promise<void> {
  let zip: ZipFile | undefined;
  try {
    zip = await openZip(path);
    // Before the entries are read, the reader's cursor is where the central directory starts.
    const directoryStart = (zip as unknown as { readEntryCursor: number }).readEntryCursor;
    const entries = await listEntries(zip);
    checkDeclared(entries);
    await checkLayout(zip, entries, directoryStart);
    await inflateAll(zip, entries);
  } catch (error) {
    if (error instanceof HttpException || isSystemError(error)) throw error;
    throw new DomainError('VALIDATION_FAILED.importDamaged');
  } finally {
    zip?.close();
  }
}

function openZip(path: string): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(
      path,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false },
      (error, zip) => (error ? reject(error) : resolve(zip)),
    ),
  );
}

/** The central directory's entries (refused past the part limit before they are all read). */
function listEntries(zip: ZipFile): Promise<Entry[]> {
  if (zip.entryCount > ZIP_LIMITS.entries) throw new DomainError('PAYLOAD_TOO_LARGE.zipTooManyParts');
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

function checkDeclared(entries: Entry[]): void {
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    if (total > ZIP_LIMITS.unpackedBytes) throw new DomainError('PAYLOAD_TOO_LARGE.zipTooBig');
    if (overRatio(entry.uncompressedSize, entry.compressedSize)) {
      throw new DomainError('PAYLOAD_TOO_LARGE.zipRatio');
    }
  }
}

function overRatio(unpacked: number, packed: number): boolean {
  return unpacked > ZIP_LIMITS.ratioFromBytes && unpacked > ZIP_LIMITS.ratio * Math.max(packed, 1);
}

/**
 * The parts, in file order, follow each other with no room between them for another (a data descriptor
 * at most), from the start of the file to the central directory; a local header that declares its sizes
 * declares the directory's.
 */
async function checkLayout(zip: ZipFile, entries: Entry[], directoryStart: number): Promise<void> {
  const sorted = [...entries].sort((a, b) => a.relativeOffsetOfLocalHeader - b.relativeOffsetOfLocalHeader);
  let end = 0;
  for (const entry of sorted) {
    const gap = entry.relativeOffsetOfLocalHeader - end;
    if (gap < 0 || gap > DESCRIPTOR_BYTES) throw new DomainError('VALIDATION_FAILED.importDamaged');
    const local = await zip.readLocalFileHeaderPromise(entry);
    const sizesLater = (local.generalPurposeBitFlag & 0x8) !== 0;
    if (!sizesLater && !zip64(local) && !sameSizes(local, entry)) {
      throw new DomainError('VALIDATION_FAILED.importDamaged');
    }
    end = local.fileDataStart + entry.compressedSize;
  }
  const gap = directoryStart - end;
  if (gap < 0 || gap > DESCRIPTOR_BYTES) throw new DomainError('VALIDATION_FAILED.importDamaged');
}

/** A local header whose sizes are in its zip64 extra field (0xffffffff in the header itself). */
function zip64(local: { compressedSize: number; uncompressedSize: number }): boolean {
  return local.compressedSize === 0xffffffff || local.uncompressedSize === 0xffffffff;
}

function sameSizes(local: { compressedSize: number; uncompressedSize: number }, entry: Entry): boolean {
  return local.compressedSize === entry.compressedSize && local.uncompressedSize === entry.uncompressedSize;
}

/**
 * Inflates every part, counting the bytes against the ceiling (the output is thrown away), and in the
 * shared strings the texts and their formatted runs, which the reader would hold in memory: past
 * their limits the file is refused before anything parses it.
 */
async function inflateAll(zip: ZipFile, entries: Entry[]): Promise<void> {
  let total = 0;
  for (const entry of entries) {
    if (entry.fileName.endsWith('/')) continue;
    const texts = SHARED_STRINGS.test(entry.fileName) ? new SharedStringCount() : null;
    const stream = await zip.openReadStreamPromise(entry);
    await pipeline(
      stream,
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          total += chunk.length;
          if (total > ZIP_LIMITS.unpackedBytes) done(new DomainError('PAYLOAD_TOO_LARGE.zipTooBig'));
          else if (texts && !texts.add(chunk)) done(sharedStringsRefusal());
          else done();
        },
      }),
    );
  }
}

/** The shared strings part, wherever a workbook keeps it (xl/sharedStrings.xml). */
const SHARED_STRINGS = /(^|\/)sharedStrings\d*\.xml$/i;
/** A text's end `</si>` and a run's start `<r>` (either with a namespace prefix, `</x:si>`, `<x:r>`). */
const TEXT_END = /<\/(?:[A-Za-z_][\w.-]*:)?si\s*>/g;
const RUN_START = /<(?:[A-Za-z_][\w.-]*:)?r[\s>]/g;
/** Longer than any tag counted: what a chunk keeps of the one before, for a tag cut in two. */
const CARRY = 64;

function sharedStringsRefusal(): DomainError {
  // The message names the limits as written: 2,000,000 texts and 1,000,000 runs.
  return new DomainError('PAYLOAD_TOO_LARGE.zipSharedStrings');
}

/** Counts texts and runs as the XML streams by, chunk after chunk. */
export class SharedStringCount {
  texts = 0;
  runs = 0;
  private carry = '';

  /** False once a limit is passed. */
  add(chunk: Buffer): boolean {
    const text = this.carry + chunk.toString('latin1');
    // A match that ends inside the carried part was counted with the chunk before.
    const fresh = (pattern: RegExp) => {
      let n = 0;
      pattern.lastIndex = 0;
      for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
        if (m.index + m[0].length > this.carry.length) n++;
      }
      return n;
    };
    this.texts += fresh(TEXT_END);
    this.runs += fresh(RUN_START);
    this.carry = text.slice(-CARRY);
    return this.texts <= ZIP_LIMITS.sharedStrings && this.runs <= ZIP_LIMITS.richTextRuns;
  }
}
