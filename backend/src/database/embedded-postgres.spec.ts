import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { takeLock } from './embedded-postgres';

/** /proc/<pid>/stat's start time, as the pid file records it. */
function startTimeOf(pid: number): string {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

describe('the embedded database pid file', () => {
  let dir: string;
  const children: ChildProcess[] = [];

  function live(command: string, args: string[]): number {
    const child = spawn(command, args, { stdio: 'ignore' });
    children.push(child);
    return child.pid!;
  }

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'tradebook-lock-'));
  });

  afterEach(() => {
    for (const child of children.splice(0)) child.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is taken over when its pid now belongs to an unrelated live process', () => {
    const unrelated = live('sleep', ['30']);
    writeFileSync(join(dir, 'tradebook.pid'), String(unrelated));
    expect(() => takeLock(dir)).not.toThrow();
    expect(readFileSync(join(dir, 'tradebook.pid'), 'utf8')).toBe(
      `${process.pid} ${startTimeOf(process.pid)}`,
    );
  });

  it('is taken over when the live process with its pid started at another time', () => {
    const other = live(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    writeFileSync(join(dir, 'tradebook.pid'), `${other} 1`);
    expect(() => takeLock(dir)).not.toThrow();
  });

  it('is taken over when its process has ended', () => {
    writeFileSync(join(dir, 'tradebook.pid'), '999999999');
    expect(() => takeLock(dir)).not.toThrow();
  });

  it('refuses while the process that wrote it runs', () => {
    const server = live(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    writeFileSync(join(dir, 'tradebook.pid'), `${server} ${startTimeOf(server)}`);
    expect(() => takeLock(dir)).toThrow(`is in use by process ${server}; stop the server first.`);
    // A file written before start times were recorded: a live Node.js process is taken to be ours.
    writeFileSync(join(dir, 'tradebook.pid'), String(server));
    expect(() => takeLock(dir)).toThrow(`is in use by process ${server}`);
  });
});
