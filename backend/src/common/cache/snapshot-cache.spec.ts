import { DataSource } from 'typeorm';
import { SnapshotCache } from './snapshot-cache';

/** A data source whose current snapshot is whatever the test sets. */
function database(initial: string) {
  const state = { snapshot: initial };
  const dataSource = { query: jest.fn(async () => [{ snapshot: state.snapshot }]) };
  return { state, cache: new SnapshotCache(dataSource as unknown as DataSource) };
}

describe('SnapshotCache', () => {
  it('reuses an answer while the snapshot is the same, and computes again once it moved', async () => {
    const { state, cache } = database('100:100:');
    let calls = 0;
    const compute = jest.fn(async () => ({ computed: ++calls }));
    expect(await cache.get('aging', compute)).toEqual({ computed: 1 });
    expect(await cache.get('aging', compute)).toEqual({ computed: 1 });
    state.snapshot = '100:101:100';
    expect(await cache.get('aging', compute)).toEqual({ computed: 2 });
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('keeps answers apart by key', async () => {
    const { cache } = database('7:7:');
    expect(await cache.get('a', async () => 'A')).toBe('A');
    expect(await cache.get('b', async () => 'B')).toBe('B');
    expect(await cache.get('a', async () => 'other')).toBe('A');
  });

  it('lets requests that arrive during a computation share it', async () => {
    const { cache } = database('7:7:');
    let finish: (value: string) => void = () => undefined;
    const compute = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const first = cache.get('aging', compute);
    const second = cache.get('aging', compute);
    await new Promise((resolve) => setImmediate(resolve));
    finish('shared');
    expect(await Promise.all([first, second])).toEqual(['shared', 'shared']);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failure', async () => {
    const { cache } = database('7:7:');
    await expect(cache.get('aging', async () => Promise.reject(new Error('gone')))).rejects.toThrow('gone');
    expect(await cache.get('aging', async () => 'recovered')).toBe('recovered');
  });

  it('counts reused and shared answers as hits, computed ones as misses', async () => {
    const { state, cache } = database('7:7:');
    await cache.get('aging', async () => 1);
    await Promise.all([cache.get('aging', async () => 2), cache.get('aging', async () => 3)]);
    state.snapshot = '7:8:7';
    await cache.get('aging', async () => 4);
    expect(cache.counters()).toEqual({ hits: 2, misses: 2 });
  });
});
