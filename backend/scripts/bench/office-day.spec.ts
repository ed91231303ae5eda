import {
  ActionStats,
  arrivals,
  between,
  cacheCounters,
  exponential,
  judgeStep,
  largestPassing,
  MIX,
  parseClerks,
  pickWeighted,
  runSteps,
  StepResult,
  stats,
  THINK_MS,
} from './office-day';
import { seededRandom } from '../../src/common/seeded-random';

const action = (key: string, p95: number, errors = 0): ActionStats => ({
  key,
  label: key,
  count: 10,
  p50: p95 / 2,
  p95,
  p99: p95,
  errors,
  rejected: 0,
  refused: 0,
});

const step = (clerks: number, failures: string[] = []): StepResult => ({
  clerks,
  seconds: 1,
  offered: 0,
  rps: 0,
  actions: [],
  cache: null,
  load: 0,
  samples: [],
  failures,
});

describe('office day: arrivals', () => {
  it('repeats with the same seed and spreads over [0, 1)', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const values = Array.from({ length: 1000 }, () => a());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
  });

  it('draws think times of the given mean', () => {
    const random = seededRandom(1);
    const n = 20_000;
    let sum = 0;
    for (let i = 0; i < n; i++) sum += exponential(THINK_MS, random);
    expect(sum / n).toBeGreaterThan(THINK_MS * 0.97);
    expect(sum / n).toBeLessThan(THINK_MS * 1.03);
  });

  it('gives each clerk one action per think time on average, sorted, inside the step', () => {
    const plan = arrivals(500, 20, seededRandom(3));
    // 500 clerks × 20 s ÷ 2 s = 5,000 actions due (Poisson: within a few percent).
    expect(plan.length).toBeGreaterThan(4800);
    expect(plan.length).toBeLessThan(5200);
    for (let i = 1; i < plan.length; i++) expect(plan[i].at).toBeGreaterThanOrEqual(plan[i - 1].at);
    expect(plan[plan.length - 1].at).toBeLessThan(20_000);
    expect(new Set(plan.map((p) => p.clerk)).size).toBeGreaterThan(490);
    // No burst at the start: the first second holds about a twentieth of the actions, not the clerks.
    expect(plan.filter((p) => p.at < 1000).length).toBeLessThan(320);
  });
});

describe('office day: the mix', () => {
  it('picks each action about as often as its weight', () => {
    const items = Object.entries(MIX).map(([key, m]) => ({ key, weight: m.weight }));
    const total = items.reduce((s, i) => s + i.weight, 0);
    const random = seededRandom(11);
    const counts: Record<string, number> = {};
    const n = 100_000;
    for (let i = 0; i < n; i++) {
      const k = pickWeighted(items, random).key;
      counts[k] = (counts[k] ?? 0) + 1;
    }
    for (const item of items) {
      const expected = (n * item.weight) / total;
      expect(Math.abs((counts[item.key] ?? 0) - expected)).toBeLessThan(5 * Math.sqrt(expected) + 5);
    }
  });

  it('has writes and reads, exports rare', () => {
    const total = Object.values(MIX).reduce((s, m) => s + m.weight, 0);
    const writes = Object.values(MIX)
      .filter((m) => m.write)
      .reduce((s, m) => s + m.weight, 0);
    expect(writes / total).toBeGreaterThan(0.1);
    expect(writes / total).toBeLessThan(0.4);
    expect(MIX.export.weight / total).toBeLessThan(0.005);
  });

  it('draws whole numbers in the range, both ends included', () => {
    const random = seededRandom(5);
    const seen = new Set(Array.from({ length: 500 }, () => between(1, 20, random)));
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});

describe('office day: steps', () => {
  it('reads the list of clerks', () => {
    expect(parseClerks('50, 100,200')).toEqual([50, 100, 200]);
    expect(() => parseClerks('50,x')).toThrow('--clerks');
    expect(() => parseClerks('0')).toThrow('--clerks');
  });

  it('fails a step on an error or a p95 above the limit', () => {
    expect(judgeStep([action('a', 199), action('b', 200)])).toEqual([]);
    expect(judgeStep([action('a', 201)])).toEqual(['a: p95 201 ms > 200 ms']);
    expect(judgeStep([action('a', 10, 1)])).toEqual(['a: 1 errors']);
    // An action the step did not draw has no p95 to judge.
    expect(judgeStep([{ ...action('a', NaN), count: 0 }])).toEqual([]);
  });

  it('counts rejections by design apart from errors', () => {
    const [s] = stats(
      [{ key: 'sale', label: 'sale' }],
      [
        { key: 'sale', ms: 10, status: 201 },
        { key: 'sale', ms: 20, status: 409, code: 'CREDIT_LIMIT_EXCEEDED' },
        { key: 'sale', ms: 30, status: 409, code: 'SOMETHING_ELSE' },
        { key: 'sale', ms: 40, status: 500 },
        { key: 'other', ms: 50, status: 200 },
      ],
    );
    expect(s).toMatchObject({ count: 4, errors: 2, rejected: 1, refused: 1, p50: 20, p95: 40 });
  });

  it('stops at the first failing step and reports the last passing one', async () => {
    const ran: number[] = [];
    const results = await runSteps([50, 100, 200, 400], async (n) => {
      ran.push(n);
      return step(n, n >= 200 ? ['too slow'] : []);
    });
    expect(ran).toEqual([50, 100, 200]);
    expect(largestPassing(results)).toBe(100);
    expect(largestPassing([step(50, ['x'])])).toBe(0);
  });

  it("sums the report cache's counters over the processes' shutdown lines", () => {
    const log = [
      '{"level":30,"msg":"listening"}',
      '{"level":30,"report_cache":{"hits":3,"misses":2},"msg":"Report cache"}',
      'not json "report_cache"',
      '{"level":30,"report_cache":{"hits":1,"misses":4},"msg":"Report cache"}',
    ].join('\n');
    expect(cacheCounters(log)).toEqual({ hits: 4, misses: 6 });
    expect(cacheCounters('{"msg":"nothing"}')).toBeNull();
  });
});
