import { restartDelayMs, workerPlan } from './cluster';
import { validateEnv } from './config/env.validation';

const URL = 'postgres://u@h/db';
const SECRET = 'x'.repeat(32);

describe('workerPlan', () => {
  it('runs one worker per core on a PostgreSQL server elsewhere by default', () => {
    expect(workerPlan(validateEnv({ DATABASE_URL: URL, JWT_SECRET: SECRET }), 4)).toEqual({ workers: 4 });
  });

  it.each([
    'postgres://u@127.0.0.1:5432/db',
    'postgres://u@localhost/db',
    'postgresql://u@/db?host=/var/run/postgresql',
    'postgres://u@[::1]:5432/db',
  ])('leaves a core to a PostgreSQL server on this machine (%s)', (url) => {
    const env = validateEnv({ DATABASE_URL: url, JWT_SECRET: SECRET });
    expect(workerPlan(env, 4)).toEqual({ workers: 3 });
    expect(workerPlan(env, 2)).toEqual({ workers: 1 });
    expect(workerPlan(env, 1)).toEqual({ workers: 1 });
  });

  it('follows WEB_CONCURRENCY on a PostgreSQL server', () => {
    const env = validateEnv({ DATABASE_URL: URL, JWT_SECRET: SECRET, WEB_CONCURRENCY: '3' });
    expect(workerPlan(env, 2)).toEqual({ workers: 3 });
  });

  it('keeps the embedded database to one process, and says so when asked for more', () => {
    expect(workerPlan(validateEnv({}), 8)).toEqual({ workers: 1 });
    expect(workerPlan(validateEnv({ WEB_CONCURRENCY: '1' }), 8)).toEqual({ workers: 1 });
    const plan = workerPlan(validateEnv({ WEB_CONCURRENCY: '4' }), 8);
    expect(plan.workers).toBe(1);
    expect(plan.ignored).toMatch(/WEB_CONCURRENCY=4 ignored: the embedded database/);
  });

  it.each(['0', '65', '1.5', 'two'])('rejects WEB_CONCURRENCY=%s in one line', (value) => {
    expect(() => validateEnv({ WEB_CONCURRENCY: value })).toThrow(
      'Invalid configuration: WEB_CONCURRENCY must be a whole number from 1 to 64',
    );
  });
});

describe('restartDelayMs', () => {
  it('doubles from 1 s and stops at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(restartDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });
});
