import { readdirSync, readFileSync } from 'node:fs';
import { Client } from 'pg';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ; 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU time (user + system) a process has used so far, in ms; 0 when it is gone. */
export function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 of stat(5), counted from the state field (3): utime, stime.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/**
 * A process and all its descendants (the cluster's primary and its workers), from the parent pid in
 * every /proc/<pid>/stat (Linux).
 */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Field 4 of stat(5), the parent: the second after the command's closing parenthesis.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // the process ended while the list was read
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]) ?? []));
  return tree;
}

/** CPU time of each process of the tree under `root`, ms. */
function treeCpuMs(root: number): Map<number, number> {
  return new Map(processTree(root).map((pid) => [pid, cpuMs(pid)]));
}

/**
 * CPU used by the server (its process and, with WEB_CONCURRENCY above 1, every worker it forked) and
 * by the PostgreSQL backends of its database during a run: a figure that does not depend on how busy
 * the rest of the machine is (unlike latency). The backends are found in pg_stat_activity
 * (PostgreSQL server runs only; the embedded database runs inside the server process and is counted
 * there). A worker that ends during the run takes its CPU time with it.
 */
export class CpuMeter {
  constructor(
    private readonly serverPid: number,
    private readonly db: Client | null,
  ) {}

  private async backends(): Promise<Map<number, number>> {
    const result = new Map<number, number>();
    if (!this.db) return result;
    const { rows } = await this.db.query(
      `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    for (const r of rows) result.set(r.pid as number, cpuMs(r.pid as number));
    return result;
  }

  async start(): Promise<() => Promise<{ serverMs: number; databaseMs: number | null }>> {
    const server = treeCpuMs(this.serverPid);
    const before = await this.backends();
    return async () => {
      const after = await this.backends();
      return {
        serverMs: usedSince(server, treeCpuMs(this.serverPid)),
        databaseMs: this.db ? usedSince(before, after) : null,
      };
    };
  }
}

/** CPU ms the processes of `after` used since `before` (a process started since counts in full). */
function usedSince(before: Map<number, number>, after: Map<number, number>): number {
  let ms = 0;
  for (const [pid, now] of after) ms += now - (before.get(pid) ?? 0);
  return ms;
}
