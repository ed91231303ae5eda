import { mkdir, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { isAlive } from '../../common/process-alive';

/** Where uploads wait while they are imported: a folder per process under the system's temp folder. */
export function uploadsRoot(): string {
  return join(tmpdir(), 'tradebook-uploads');
}

/** This process's folder for uploads (created when first needed). */
export async function uploadFolder(): Promise<string> {
  const folder = join(uploadsRoot(), String(process.pid));
  await mkdir(folder, { recursive: true, mode: 0o700 });
  return folder;
}

/**
 * Removes the upload folders of processes that are gone: an upload is removed once its answer is sent,
 * but a process that crashed or was killed left its uploads behind. A live process's folder (another
 * worker, another instance on this machine) is left alone. The number of folders removed.
 */
export async function removeStaleUploads(): Promise<number> {
  let names: string[];
  try {
    names = await readdir(uploadsRoot());
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const pid = Number(name);
    if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || isAlive(pid)) continue;
    await rm(join(uploadsRoot(), name), { recursive: true, force: true });
    removed++;
  }
  return removed;
}

/** At start, the uploads a crashed process left behind are removed. */
@Injectable()
export class StaleUploadsCleanup implements OnApplicationBootstrap {
  private readonly logger = new Logger('Import');

  async onApplicationBootstrap(): Promise<void> {
    const removed = await removeStaleUploads().catch((error: Error) => {
      this.logger.warn(`could not remove the uploads of stopped processes: ${error.message}`);
      return 0;
    });
    if (removed > 0) this.logger.log(`removed the uploads of ${removed} stopped process(es)`);
  }
}
