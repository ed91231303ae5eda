import autocannon from 'autocannon';
import { Api } from './server';

export interface LoadRequest {
  method: 'GET' | 'POST';
  /** Path under /api, with its query. */
  path: string;
  body?: unknown;
}

export interface LoadResult {
  concurrency: number;
  requests: number;
  seconds: number;
  /** Answers per second over the run. */
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Connection errors, timeouts and non-2xx answers. */
  errors: number;
  statuses: Record<string, number>;
  /** CPU per answered request (ms): the server process, and PostgreSQL's backends (server runs). */
  serverCpuPerRequest?: number;
  databaseCpuPerRequest?: number | null;
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

export function summarize(latencies: number[]): { p50: number; p95: number; p99: number; max: number } {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted[sorted.length - 1] ?? NaN,
  };
}

/**
 * Drives one call with autocannon: `connections` clients, each sending its next request as soon as
 * the previous one is answered, for `duration` seconds or `amount` requests. `next()` gives every
 * request its own path/body (a rotation over many partners, products and months, so the run is not
 * one cached query). Latency percentiles are computed from every single answer.
 */
export async function runLoad(
  api: Api,
  next: () => LoadRequest,
  options: { connections: number; duration?: number; amount?: number; timeoutSeconds?: number },
): Promise<LoadResult> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const url = new URL(api.base);
  const headers = api.headers(true);
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolvePromise, reject) => {
    const instance = autocannon(
      {
        url: url.origin,
        connections: options.connections,
        pipelining: 1,
        duration: options.duration ?? 10,
        amount: options.amount,
        timeout: options.timeoutSeconds ?? 120,
        headers,
        requests: [
          {
            setupRequest: (req) => {
              const r = next();
              return {
                ...req,
                method: r.method,
                path: `${url.pathname}${r.path}`,
                body: r.body === undefined ? undefined : JSON.stringify(r.body),
              };
            },
          },
        ],
      },
      (error, res) => (error ? reject(error) : resolvePromise(res)),
    );
    instance.on('response', (_client, statusCode: number, _bytes: number, responseTime: number) => {
      latencies.push(responseTime);
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
  const seconds = (performance.now() - started) / 1000;
  const non2xx = Object.entries(statuses)
    .filter(([code]) => !code.startsWith('2'))
    .reduce((sum, [, n]) => sum + n, 0);
  return {
    concurrency: options.connections,
    requests: latencies.length,
    seconds,
    rps: latencies.length / seconds,
    ...summarize(latencies),
    errors: result.errors + non2xx, // autocannon counts timeouts among its errors
    statuses,
  };
}

/** Rotates through a list. */
export function rotation<T>(items: T[]): () => T {
  if (items.length === 0) throw new Error('empty rotation');
  let i = 0;
  return () => items[i++ % items.length];
}
