import { Pool } from 'pg';
import {
  EMBEDDED_PREPARING_POOL_OPTIONS,
  prepared,
  SERVER_PREPARING_POOL_OPTIONS,
  statementName,
} from '../src/database/preparing-client';
import { SqlParams } from '../src/common/sql-params';
import { createTestDatabase } from './support/app';

/**
 * The embedded database's pool runs parameterised reads and the write path's marked statements as named
 * prepared statements; a server's pool only the marked ones. On a real database (a server clone, or the
 * shared PGlite): answers stay right across parameter values once the plan is reused, only short reads
 * are prepared, a failing run or a changed table does not break the statement, and a replacement
 * connection can prepare the same statements again.
 */
describe('prepared statements', () => {
  let database: { url: string; drop(): Promise<void> };
  let pool: Pool;
  const preparedNames = async (): Promise<string[]> =>
    (await pool.query('SELECT name FROM pg_prepared_statements')).rows.map((r: { name: string }) => r.name);

  beforeAll(async () => {
    database = await createTestDatabase();
    pool = new Pool({
      connectionString: database.url,
      max: 1,
      idleTimeoutMillis: 0,
      ...EMBEDDED_PREPARING_POOL_OPTIONS,
    });
    await pool.query('CREATE TABLE prepared_sample_rows (id int PRIMARY KEY, kind text NOT NULL)');
    // Skewed on purpose: one kind holds 90 % of the rows, so a reused generic plan must still count right.
    await pool.query(
      `INSERT INTO prepared_sample_rows
       SELECT id, CASE WHEN id % 10 = 0 THEN 'rare-' || (id % 7) ELSE 'common' END FROM generate_series(1, 5000) id`,
    );
    await pool.query('ANALYZE prepared_sample_rows');
  });
  afterAll(async () => {
    // The shared PGlite keeps its one session (and tables) for the next file.
    await pool?.query('DROP TABLE IF EXISTS prepared_sample_rows');
    await pool?.query('DEALLOCATE ALL');
    await pool?.end();
    await database?.drop();
  });

  const countOf = 'SELECT count(*)::int AS n FROM prepared_sample_rows WHERE kind = $1';

  it('prepares a parameterised read once and answers right for every value, plan reused or not', async () => {
    const expected: Record<string, number> = {};
    for (let id = 1; id <= 5000; id++) {
      const kind = id % 10 === 0 ? `rare-${id % 7}` : 'common';
      expected[kind] = (expected[kind] ?? 0) + 1;
    }
    for (let round = 0; round < 3; round++) {
      for (const [kind, n] of Object.entries(expected)) {
        expect((await pool.query(countOf, [kind])).rows[0].n).toBe(n);
      }
    }
    expect(await preparedNames()).toContain(statementName(countOf));
  });

  it('leaves writes, reads without parameters and reads with many parameters unprepared', async () => {
    const update = 'UPDATE prepared_sample_rows SET kind = kind WHERE id = $1';
    const plain = 'SELECT count(*)::int AS n FROM prepared_sample_rows';
    const ids = Array.from({ length: 40 }, (_, i) => i + 1);
    const many = `SELECT count(*)::int AS n FROM prepared_sample_rows WHERE id IN (${ids.map((i) => `$${i}`).join(', ')})`;
    await pool.query(update, [1]);
    expect((await pool.query(plain)).rows[0].n).toBe(5000);
    expect((await pool.query(many, ids)).rows[0].n).toBe(40);
    const names = await preparedNames();
    for (const text of [update, plain, many]) expect(names).not.toContain(statementName(text));
  });

  it('keeps a statement usable after a run of it fails, in and out of a transaction', async () => {
    const divide = 'SELECT 100 / $1::int AS q';
    expect((await pool.query(divide, [4])).rows[0].q).toBe(25);
    await expect(pool.query(divide, [0])).rejects.toThrow('division by zero');
    expect((await pool.query(divide, [5])).rows[0].q).toBe(20);

    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await expect(client.query(divide, [0])).rejects.toThrow('division by zero');
      await client.query('ROLLBACK');
      expect((await client.query(divide, [10])).rows[0].q).toBe(10);
    } finally {
      client.release();
    }
  });

  it('re-plans a prepared read after its table changes', async () => {
    const byId = 'SELECT id, kind FROM prepared_sample_rows WHERE id = $1';
    expect((await pool.query(byId, [10])).rows[0]).toEqual({ id: 10, kind: 'rare-3' });
    await pool.query('ALTER TABLE prepared_sample_rows ADD COLUMN note text');
    await pool.query('CREATE INDEX prepared_sample_rows_kind ON prepared_sample_rows (kind)');
    expect((await pool.query(byId, [20])).rows[0]).toEqual({ id: 20, kind: 'rare-6' });
  });

  it('lets a replacement connection prepare the same statements again', async () => {
    // PGlite keeps one session for all connections; on a server the new connection is a new session.
    const first = await pool.connect();
    expect((await first.query(countOf, ['common'])).rows[0].n).toBe(4500);
    first.release(new Error('connection dropped')); // the pool discards it, as after a broken socket
    const second = await pool.connect();
    try {
      expect((await second.query(countOf, ['rare-2'])).rows[0].n).toBe(72);
    } finally {
      second.release();
    }
  });

  it("prepares the write path's marked statements, writes included, and answers them right", async () => {
    const rename = prepared('UPDATE prepared_sample_rows SET kind = $2 WHERE id = $1 RETURNING kind');
    expect((await pool.query(rename, [7, 'common'])).rows).toEqual([{ kind: 'common' }]);
    expect((await pool.query(rename, [8, 'common'])).rows).toEqual([{ kind: 'common' }]);
    expect(await preparedNames()).toContain(statementName(rename));
  });

  it('runs a marked statement over one array element on its cached generic plan', async () => {
    const plans = async (text: string): Promise<{ generic_plans: string; custom_plans: string }> =>
      (
        await pool.query('SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE name = $1', [
          statementName(text),
        ])
      ).rows[0];
    const kinds = (p: SqlParams, ids: number[]) =>
      prepared(
        `SELECT r.kind FROM unnest(${p.array(ids, 'int')}) AS u(id) JOIN prepared_sample_rows r ON r.id = u.id`,
      );
    for (let id = 1; id <= 10; id++) {
      const one = new SqlParams();
      expect((await pool.query(kinds(one, [id * 10]), one.values)).rows).toEqual([
        { kind: `rare-${(id * 10) % 7}` },
      ]);
      const two = new SqlParams();
      expect((await pool.query(kinds(two, [id, id + 1]), two.values)).rows).toHaveLength(2);
    }
    // One element: the planner counts ARRAY[$1] and keeps the generic plan after its five custom ones.
    const single = await plans(kinds(new SqlParams(), [1]));
    expect(Number(single.generic_plans)).toBeGreaterThan(0);
    // Many: an array parameter is planned for each run (its generic plan assumes 100 rows).
    const many = await plans(kinds(new SqlParams(), [1, 2]));
    expect(Number(many.custom_plans)).toBe(10);
  });

  describe('on a PostgreSQL server', () => {
    let server: Pool;
    const names = async (client: { query: Pool['query'] }): Promise<string[]> =>
      (await client.query('SELECT name FROM pg_prepared_statements')).rows.map(
        (r: { name: string }) => r.name,
      );

    beforeAll(() => {
      server = new Pool({ connectionString: database.url, max: 1, ...SERVER_PREPARING_POOL_OPTIONS });
    });
    afterAll(async () => {
      await server?.query('DEALLOCATE ALL');
      await server?.end();
    });

    it('prepares only the marked statements: reads are planned for their values', async () => {
      const marked = prepared('SELECT count(*)::int AS n FROM prepared_sample_rows WHERE kind = $1');
      const read = 'SELECT count(*)::int AS n FROM prepared_sample_rows WHERE kind = $1 AND id > $2';
      const client = await server.connect();
      try {
        expect((await client.query(marked, ['rare-1'])).rows[0].n).toBe(71);
        expect((await client.query(read, ['rare-1', 0])).rows[0].n).toBe(71);
        const prepared = await names(client);
        expect(prepared).toContain(statementName(marked));
        expect(prepared).not.toContain(statementName(read));
      } finally {
        client.release();
      }
    });
  });
});
