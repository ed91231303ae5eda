import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { join } from 'node:path';
import { Client } from 'pg';
import { Api } from './server';

/**
 * "The floor": the SQL a request really sends, run directly. A second server instance is started with
 * a preload that wraps pg's Client#query and appends each statement (text, parameters, start and end
 * time) to a file, so what is replayed is exactly what the application sent, not a copy that drifts.
 */
export interface CapturedStatement {
  text: string;
  values: unknown[];
  start: number;
  end: number;
}

export interface FloorResult {
  key: string;
  label: string;
  path: string;
  /** Median of sequential HTTP calls of this exact path on the measured server (ms), alternated with the replays. */
  httpMedian: number;
  statements: number;
  /** Waves of statements the app ran concurrently (Promise.all). */
  waves: number;
  /** Median wall time of replaying the statements directly, waves in order, each wave in parallel (ms). */
  sqlMedian: number;
  /** Σ of EXPLAIN ANALYZE planning + execution time of the statements (ms, median of runs). */
  explainMs: number;
  /** Median of the paired differences HTTP − SQL (each HTTP call right after a replay). */
  overhead: number;
  /** EXPLAIN (ANALYZE, TIMING) of the slowest statement, as text. */
  slowestPlan: string;
  slowestSql: string;
}

/** The preload module (CommonJS, written next to the run's files). */
export function writeCapturePreload(dir: string, backendDir: string): string {
  const file = join(dir, 'sql-capture.cjs');
  writeFileSync(
    file,
    `// Benchmark only: records every statement sent through pg to $BENCH_SQL_LOG.
const fs = require('node:fs');
const log = process.env.BENCH_SQL_LOG;
const pg = require(require.resolve('pg', { paths: [${JSON.stringify(backendDir)}] }));
const original = pg.Client.prototype.query;
pg.Client.prototype.query = function (config, values, callback) {
  const text = typeof config === 'string' ? config : config && config.text;
  const params = Array.isArray(values) ? values : (config && config.values) || [];
  const start = performance.now();
  const done = () => {
    try {
      fs.appendFileSync(log, JSON.stringify({ text, values: params, start, end: performance.now() }) + '\\n');
    } catch {}
  };
  if (!text || !log) return original.apply(this, arguments);
  if (typeof callback === 'function' || typeof values === 'function') {
    const args = [...arguments];
    const i = typeof callback === 'function' ? 2 : 1;
    const cb = args[i];
    args[i] = function () { done(); return cb.apply(this, arguments); };
    return original.apply(this, args);
  }
  const result = original.apply(this, arguments);
  if (result && typeof result.then === 'function') result.then(done, done);
  return result;
};
`,
  );
  return file;
}

/** The statements one call of `path` sends (read from the capture file). */
export async function captureStatements(
  api: Api,
  logFile: string,
  path: string,
): Promise<CapturedStatement[]> {
  const before = size(logFile);
  const res = await api.call('GET', path);
  if (res.status !== 200) throw new Error(`floor: GET ${path} answered ${res.status}`);
  await new Promise((r) => setTimeout(r, 100));
  // `before` counts bytes: slice the bytes, then decode (SQL text may hold non-ASCII, e.g. '×').
  const text = readFileSync(logFile).subarray(before).toString('utf8');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as CapturedStatement)
    .filter((s) => /^\s*(SELECT|WITH)\b/i.test(s.text))
    .sort((a, b) => a.start - b.start);
}

function size(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}

/** Groups statements that overlapped in time (sent together with Promise.all). */
export function waves(statements: CapturedStatement[]): CapturedStatement[][] {
  const result: CapturedStatement[][] = [];
  let current: CapturedStatement[] = [];
  let end = -Infinity;
  for (const s of statements) {
    if (current.length > 0 && s.start >= end) {
      result.push(current);
      current = [];
      end = -Infinity;
    }
    current.push(s);
    end = Math.max(end, s.end);
  }
  if (current.length > 0) result.push(current);
  return result;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * Replays the captured statements `runs` times over `clients` (waves in order, each wave's statements
 * in parallel, like the app), EXPLAIN ANALYZEs each, and compares with the HTTP median.
 */
export async function measureFloor(
  url: string,
  api: Api,
  scenario: { key: string; label: string; path: string },
  statements: CapturedStatement[],
  runs = 41,
): Promise<FloorResult> {
  const groups = waves(statements);
  const width = Math.max(1, ...groups.map((g) => g.length));
  const clients = await Promise.all(
    Array.from({ length: width }, async () => {
      const c = new Client({ connectionString: url });
      await c.connect();
      return c;
    }),
  );
  // One kept-alive connection and node's own HTTP client, as the replay has one pg connection: the
  // HTTP side pays for no client library (fetch costs ~1 ms more a call) that the SQL side does not.
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    // Same protocol as the app: parameterised statements (extended protocol).
    const replay = async () => {
      const started = performance.now();
      for (const group of groups) {
        await Promise.all(group.map((s, i) => clients[i].query(s.text, s.values)));
      }
      return performance.now() - started;
    };
    const endpoint = new URL(`${api.base}${scenario.path}`);
    const http = () =>
      new Promise<number>((resolve, reject) => {
        const started = performance.now();
        get(endpoint, { agent, headers: api.headers() }, (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode !== 200)
              reject(new Error(`floor: GET ${scenario.path} answered ${res.statusCode}`));
            else resolve(performance.now() - started);
          });
        }).on('error', reject);
      });
    for (let i = 0; i < 3; i++) {
      await replay();
      await http();
    }
    // Alternated, so both see the same (noisy) machine.
    const sqlTimes: number[] = [];
    const httpTimes: number[] = [];
    for (let i = 0; i < runs; i++) {
      sqlTimes.push(await replay());
      httpTimes.push(await http());
    }

    const explain = clients[0];
    let explainTotal = 0;
    let slowest = { ms: -1, plan: '', sql: '' };
    for (const s of statements) {
      const times: number[] = [];
      let plan = '';
      for (let i = 0; i < 3; i++) {
        const { rows } = await explain.query(`EXPLAIN (ANALYZE, TIMING, BUFFERS) ${s.text}`, s.values);
        const lines = rows.map((r: Record<string, string>) => r['QUERY PLAN']);
        const planning = Number(/Planning Time: ([\d.]+) ms/.exec(lines.join('\n'))?.[1] ?? 0);
        const execution = Number(/Execution Time: ([\d.]+) ms/.exec(lines.join('\n'))?.[1] ?? 0);
        times.push(planning + execution);
        plan = lines.join('\n');
      }
      const ms = median(times);
      explainTotal += ms;
      if (ms > slowest.ms) slowest = { ms, plan, sql: s.text };
    }
    const httpMedian = median(httpTimes);
    const sqlMedian = median(sqlTimes);
    return {
      key: scenario.key,
      label: scenario.label,
      path: scenario.path,
      httpMedian,
      statements: statements.length,
      waves: groups.length,
      sqlMedian,
      explainMs: explainTotal,
      overhead: median(httpTimes.map((t, i) => t - sqlTimes[i])),
      slowestPlan: slowest.plan,
      slowestSql: slowest.sql.replace(/\s+/g, ' ').trim(),
    };
  } finally {
    agent.destroy();
    await Promise.all(clients.map((c) => c.end().catch(() => undefined)));
  }
}
