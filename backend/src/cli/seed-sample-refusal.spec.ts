import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXIT_FAILED } from './user-command';
import { runSeedSampleCommand } from './seed-sample';

/**
 * `npm run seed:sample` while the server holds the embedded database: refused in one sentence (no stack
 * trace from Nest's failed start) with a non-zero exit code.
 */
describe('seed:sample while the server runs', () => {
  let dataDir: string;
  let holder: ReturnType<typeof spawn>;
  const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'tradebook-seed-'));
    // A live process other than this one holds the database, as a running server does.
    holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    writeFileSync(join(dataDir, 'tradebook.pid'), String(holder.pid));
    process.env.DATA_DIR = dataDir;
    delete process.env.DATABASE_URL;
  });

  afterAll(() => {
    holder.kill();
    rmSync(dataDir, { recursive: true, force: true });
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });

  it('says why in one sentence, prints no stack trace and exits non-zero', async () => {
    const out = { log: jest.fn(), error: jest.fn() };
    const written: string[] = [];
    const stderr = jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    const stdout = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    let code: number;
    try {
      code = await runSeedSampleCommand([], out);
    } finally {
      stderr.mockRestore();
      stdout.mockRestore();
    }
    expect(code).toBe(EXIT_FAILED);
    expect(code).not.toBe(0);
    expect(out.error.mock.calls).toEqual([
      [
        `Error: The embedded database in ${dataDir} is in use by process ${holder.pid}; stop the server first.`,
      ],
    ]);
    expect(out.log).not.toHaveBeenCalled();
    expect(written.join('')).not.toMatch(/\bat \S+ \(|ExceptionHandler/);
  });
});
