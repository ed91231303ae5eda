import { parseArgs } from 'node:util';
import { parseCount } from '../seed-scale';
import { DEFAULT_CLERKS, parseClerks } from './office-day';
import { benchPort } from './server';

export interface BenchOptions {
  records: number;
  /** Seconds of load per call and concurrency. */
  duration: number;
  concurrency: number[];
  embedded: boolean;
  quick: boolean;
  build: boolean;
  /** Write the run into docs/PERFORMANCE.md. */
  write: boolean;
  /** Keep the throwaway database (or DATA_DIR) afterwards. */
  keep: boolean;
  /** Reuse this existing throwaway database (seeded when empty) instead of creating one. */
  database?: string;
  /** The PostgreSQL server's maintenance database, where throwaway databases are created. */
  adminUrl: string;
  port: number;
  /** WEB_CONCURRENCY for the server; unset: npm start's default (one worker per core). */
  workers?: number;
  /** The server's LOG_LEVEL (the production default is info: every request is logged). */
  logLevel: string;
  /** Run the import stage (100,000 outbound rows through POST /api/import; not with --quick). */
  imports: boolean;
  /** Orders and cash entries to generate (default: the seed's, one per 10 records each). */
  orders?: number;
  cashEntries?: number;
  /** Earlier versions (git refs) whose request path is measured beside this one's (--baseline, repeatable). */
  baselines: string[];
  /** Only the office day (simulated clerks, steps of more and more): --office-day. */
  officeDay: boolean;
  /** Clerks of each office-day step. */
  clerks: number[];
  /** Seconds of each office-day step. */
  stepSeconds: number;
  /** Run every office-day step, also after one failed (the curve, not the verdict's stop). */
  allSteps: boolean;
  /**
   * Measure only these calls (scenario keys, e.g. create-outbound) and the stages they need; the
   * export, floors, import and other calls are skipped and docs/PERFORMANCE.md is not written.
   * `checks` adds the consistency checks and the refreshes after the writes. Unset: everything.
   */
  only?: string[];
  /** The exact command line, for the report. */
  command: string;
}

export const USAGE = `usage: npm run bench -- [--records 100000] [--quick] [--embedded] [--duration 10]
       [--no-build] [--no-write | --write] [--keep] [--database NAME] [--admin-url URL] [--log-level info]
       [--baseline REF]... [--no-import]
       [--workers N] [--orders N] [--cash-entries N] [--only KEY[,KEY]...]
       [--office-day [--clerks 50,100,200,...] [--step-seconds 30] [--all-steps]]

  --records N     records to generate (default 100,000; 10k, 1m and 1e6 are read too)
  --quick         smoke run: 10,000 records, 2 s per call, docs not written (unless --write)
  --embedded      the embedded database (PGlite in DATA_DIR) instead of the PostgreSQL server
  --duration S    seconds of load per call and concurrency (default 10; 2 with --quick)
  --no-build      use backend/dist as it is (default: npm run build -w backend first)
  --no-write      print only; do not update docs/PERFORMANCE.md
  --keep          keep the throwaway database afterwards (its name is printed)
  --database NAME reuse an existing throwaway database (seeded when empty); implies --keep
  --admin-url URL maintenance database of the server (default $BENCH_DATABASE_URL or
                  postgres://postgres@127.0.0.1:5432/postgres)
  --no-import     skip the import stage (100,000 outbound rows imported into a database of its own)
  --baseline REF  also measure the request path of an earlier version (a git ref: checked out, installed
                  and built in a temporary worktree) on the same data, call by call beside this one:
                  the before/after table (repeatable; PostgreSQL server runs)
  --workers N     server processes (WEB_CONCURRENCY; default as npm start: one per core on the
                  PostgreSQL server, always one on the embedded database)
  --orders N      sales and purchase orders to generate (default one per 10 records: 100,000 at 1m)
  --cash-entries N  other income and expense entries to generate (default one per 10 records)
  --office-day    only the office day: simulated clerks (an action every 2 s each, open arrivals, a
                  weighted mix of the day's work) in steps of more and more clerks, each on a fresh
                  server, up to the first step where an action's p95 passes 200 ms or fails; writes the
                  section "Office day" of docs/PERFORMANCE.md (unless --no-write). --quick runs a short
                  step of it (40 clerks, 3 s) after the other calls: its times without a verdict, but a
                  request the API refuses (a 4xx not by design) fails the run
  --clerks LIST   clerks of each office-day step (default ${DEFAULT_CLERKS.join(',')})
  --step-seconds S  seconds of each office-day step (default 30)
  --all-steps     run every office-day step, also after a failing one (how the times grow)
  --only KEYS     measure only these calls (comma-separated scenario keys: create-outbound,
                  create-outbound-no-audit, create-return, create-document, batch-update, deliver-order,
                  a read's key such as stock-list; backdated for the back-dated writes; checks for the
                  consistency checks and refreshes after the writes); no export, floor or import stage,
                  docs not written`;

export function parseOptions(argv: string[]): BenchOptions | null {
  const { values } = parseArgs({
    args: argv,
    options: {
      records: { type: 'string' },
      duration: { type: 'string' },
      quick: { type: 'boolean', default: false },
      embedded: { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
      write: { type: 'boolean', default: false },
      'no-write': { type: 'boolean', default: false },
      keep: { type: 'boolean', default: false },
      database: { type: 'string' },
      'admin-url': { type: 'string' },
      port: { type: 'string' },
      'log-level': { type: 'string' },
      baseline: { type: 'string', multiple: true },
      'no-import': { type: 'boolean', default: false },
      workers: { type: 'string' },
      orders: { type: 'string' },
      'cash-entries': { type: 'string' },
      'office-day': { type: 'boolean', default: false },
      clerks: { type: 'string' },
      'step-seconds': { type: 'string' },
      'all-steps': { type: 'boolean', default: false },
      only: { type: 'string', multiple: true },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return null;
  const quick = values.quick ?? false;
  const records = values.records ? parseCount(values.records) : quick ? 10_000 : 100_000;
  const duration = values.duration ? Number(values.duration) : quick ? 2 : 10;
  if (!(duration > 0)) throw new Error('--duration must be a number of seconds above 0');
  const stepSeconds = values['step-seconds'] ? Number(values['step-seconds']) : 30;
  if (!(stepSeconds > 0)) throw new Error('--step-seconds must be a number of seconds above 0');
  if (values.database && values.embedded) throw new Error('--database is for the PostgreSQL server');
  const only = values.only
    ?.flatMap((v) => v.split(','))
    .map((k) => k.trim())
    .filter(Boolean);
  if (only && only.length === 0) throw new Error('--only needs at least one call key');
  const workers = values.workers === undefined ? undefined : Number(values.workers);
  if (workers !== undefined && !(Number.isInteger(workers) && workers >= 1 && workers <= 64))
    throw new Error('--workers must be a whole number from 1 to 64');
  return {
    records,
    duration,
    concurrency: [1, 10],
    embedded: values.embedded ?? false,
    quick,
    build: !values['no-build'],
    write: only ? false : values['no-write'] ? false : values.write || !quick,
    keep: (values.keep ?? false) || Boolean(values.database),
    database: values.database,
    adminUrl:
      values['admin-url'] ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    port: values.port ? Number(values.port) : benchPort(),
    workers,
    orders: values.orders ? parseCount(values.orders) : undefined,
    cashEntries: values['cash-entries'] ? parseCount(values['cash-entries']) : undefined,
    logLevel: values['log-level'] ?? 'info',
    baselines: values.baseline ?? [],
    imports: !quick && !values['no-import'] && !only,
    officeDay: values['office-day'] ?? false,
    clerks: values.clerks ? parseClerks(values.clerks) : DEFAULT_CLERKS,
    stepSeconds,
    allSteps: values['all-steps'] ?? false,
    only,
    command: ['npm run bench --', ...argv].join(' '),
  };
}
