import { readFileSync } from 'node:fs';
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
 * CPU used by the server process and by the PostgreSQL backends of its database during a run: a
 * figure that does not depend on how busy the rest of the machine is (unlike latency). The
 * backends are found in pg_stat_activity (PostgreSQL server runs only; the embedded database runs
 * inside the server process and is counted there).
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
    const server = cpuMs(this.serverPid);
    const before = await this.backends();
    return async () => {
      const after = await this.backends();
      let databaseMs = 0;
      for (const [pid, ms] of after) databaseMs += ms - (before.get(pid) ?? 0);
      return { serverMs: cpuMs(this.serverPid) - server, databaseMs: this.db ? databaseMs : null };
    };
  }
}
