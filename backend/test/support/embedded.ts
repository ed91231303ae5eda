import { ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';

/** Starts src/database/embedded-postgres.ts on `dataDir` in a child process; resolves with its URL. */
export async function startEmbedded(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    ['-r', 'ts-node/register/transpile-only', 'test/support/embedded-child.ts', dataDir],
    {
      cwd: join(__dirname, '..', '..'),
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const [chunk] = (await once(child.stdout!, 'data')) as [Buffer];
  return { url: chunk.toString().trim(), child };
}

export async function stopEmbedded(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  const exited = once(child, 'exit');
  child.kill(signal);
  await exited;
}
