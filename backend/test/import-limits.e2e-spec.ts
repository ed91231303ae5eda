import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { IMPORT_SPECS } from '../src/modules/import/import-kinds';
import { ImportContext } from '../src/modules/import/import-context';
import {
  CHUNK_ROWS,
  IMPORT_LOCK_CLASS,
  IMPORT_STATEMENT_TIMEOUT_MS,
  ImportService,
} from '../src/modules/import/import.service';
import { uploadsRoot } from '../src/modules/import/upload-files';
import { TestApp, createTestApp } from './support/app';
import { newProduct, newSupplier } from './support/factories';
import { importFile } from './support/import-helpers';
import { xlsxBomb, xlsxRichStrings } from './support/zip-helpers';

/** What an upload may unpack to: a zip bomb is refused before it is parsed, and the server answers on. */
describe('import: uploads that unpack past the limits', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const stillAnswers = async () => {
    const res = await t.http().get('/api/partners').set(t.as.reader);
    expect(res.status).toBe(200);
  };

  it('refuses a workbook whose shared strings unpack to 300 MB (413), and answers on', async () => {
    const bomb = await xlsxBomb({ megabytes: 300 });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = process.memoryUsage().rss;
    const res = await importFile(t, 'partners', bomb, { dryRun: true, name: 'bomb.xlsx' });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
    expect(res.body.message).toBe('The file unpacks to more than 200 MB: split it into smaller files');
    // Nothing was inflated: the directory's sizes were enough.
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
    await stillAnswers();
  });

  it('refuses a small workbook of millions of formatted texts (413) before reading it, its heap untouched', async () => {
    const book = await xlsxRichStrings(7_400_000);
    expect(book.length).toBeLessThan(2.5 * 1024 * 1024);
    const heap = process.memoryUsage().heapUsed;
    const started = Date.now();
    const res = await importFile(t, 'partners', book, { dryRun: true, name: 'rich.xlsx' });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message:
        'The workbook holds more texts than an import of 100,000 rows uses (over 2,000,000 texts, or over 1,000,000 pieces of formatted text), so it was not read: split it into smaller files, or paste it as plain values into a new workbook',
    });
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(process.memoryUsage().heapUsed - heap).toBeLessThan(150 * 1024 * 1024);
    await stillAnswers();
  });

  it('refuses a part compressed more than 200 to 1 (413), in the language of the request', async () => {
    const res = await importFile(t, 'inbound', await xlsxBomb({ megabytes: 40 }), { name: 'bomb.xlsx' });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
    expect(res.body.message).toBe(
      'The file is compressed more than 200 to 1, which no workbook is: save it again in Excel as an .xlsx',
    );
    const zh = await importFile(t, 'inbound', await xlsxBomb({ megabytes: 40 }), { language: 'zh-CN' });
    expect(zh.status).toBe(413);
    expect(zh.body).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: '文件的压缩比超过 200 比 1，正常的工作簿不会这样：请在 Excel 中重新另存为 .xlsx',
    });
    await stillAnswers();
  });

  it('refuses a part that inflates to more than its directory declares (400), reading no further', async () => {
    const liar = await xlsxBomb({ megabytes: 300, declaredSize: 200_000 });
    const res = await importFile(t, 'partners', liar, { dryRun: true, name: 'liar.xlsx' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.message).toBe(
      'The file could not be read as an .xlsx workbook: it is damaged or not a spreadsheet',
    );
    await stillAnswers();
  });

  it('refuses a part hidden from the directory, which a streaming reader would still inflate (400)', async () => {
    const hidden = await xlsxBomb({ megabytes: 300, hidden: true });
    const res = await importFile(t, 'partners', hidden, { dryRun: true, name: 'hidden.xlsx' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.message).toBe(
      'The file could not be read as an .xlsx workbook: it is damaged or not a spreadsheet',
    );
    await stillAnswers();
  });
});

/**
 * Imports that could hold the database: many rows that differ only in their order numbers (the
 * duplicate check is one index probe per row), two imports of one file at once (one at a time, so the
 * second sees the first's records), and a statement that runs too long (stopped on a server).
 */
describe('import: the database is held for a bounded time, and concurrent imports stay exact', () => {
  let t: TestApp;
  let supplier: { code: string; short_name: string };
  let product: { code: string; product_model: string };
  const server = process.env.E2E_MODE === 'server';
  // A guard against a hang, not a speed target: the import's speed is the benchmark's import stage
  // (100,000 rows, `npm run bench`). This import takes 15 s alone on a server and three times that beside
  // the container build of a CI run.
  const HANG_GUARD_MS = 240_000;

  beforeAll(async () => {
    t = await createTestApp();
    supplier = await newSupplier(t);
    product = await newProduct(t);
  });
  afterAll(() => t.close());

  const HEADER =
    'Supplier code,Supplier short name,Product code,Product model,Inbound date,Quantity,Unit price,Order number';
  const csv = (orders: string[], date = '2025-03-01') =>
    Buffer.from(
      [
        HEADER,
        ...orders.map(
          (order) =>
            `${supplier.code},${supplier.short_name},${product.code},${product.product_model},${date},1,2.5,${order}`,
        ),
      ].join('\n'),
    );
  const count = async (date: string) =>
    Number(
      (await t.dataSource.query('SELECT count(*) AS n FROM trade_records WHERE record_date = $1', [date]))[0]
        .n,
    );

  /**
   * Rows of trade_records read so far (by any index or a sequential scan) and probes of the duplicate
   * key's index, from the server's statistics; waits until the probes reach `probes` (another session's
   * counts arrive when it next flushes them, at most a second or so after its transaction).
   */
  const recordsRead = async (probes = 0): Promise<{ read: number; probes: number }> => {
    for (let waited = 0; ; waited += 100) {
      const [row] = await t.dataSource.query(
        `SELECT (SELECT coalesce(sum(idx_tup_read), 0) FROM pg_stat_user_indexes WHERE relname = 'trade_records')
              + (SELECT coalesce(seq_tup_read, 0) FROM pg_stat_user_tables WHERE relname = 'trade_records') AS read,
                (SELECT coalesce(idx_scan, 0) FROM pg_stat_user_indexes
                  WHERE indexrelname = 'IDX_trade_records_duplicate_key') AS probes`,
      );
      const counts = { read: Number(row.read), probes: Number(row.probes) };
      if (counts.probes >= probes || waited > 20_000) return counts;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  it(
    'imports 10,000 rows that differ only in their order numbers, and knows them again',
    async () => {
      const orders = Array.from({ length: 10_000 }, (_, i) => `PO-${i}`);
      const res = await importFile(t, 'inbound', csv(orders), { name: 'near-identical.csv' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ rows: 10_000, created: 10_000, errors: [] });
      expect(await count('2025-03-01')).toBe(10_000);
      // The same rows again, and one new: every old one is a duplicate of the books, the new one is not.
      const before = await recordsRead();
      const again = await importFile(t, 'inbound', csv([...orders.slice(0, 4_999), 'PO-new']), {
        dryRun: true,
        name: 'again.csv',
      });
      expect(again.status).toBe(200);
      expect(again.body.created).toBe(1);
      expect(again.body.errors).toHaveLength(4_999);
      expect(again.body.errors[0]).toEqual({
        row: 2,
        column: null,
        message:
          'Duplicate of a record already in the books (same partner, product, date, quantity, unit price and order number)',
      });
      if (server) {
        // Linear, counted rather than timed: each of the 5,000 rows read a handful of the 10,000 records
        // (one probe of the duplicate key's index), not every record of the same partner, product and day.
        const after = await recordsRead(before.probes + 5_000);
        expect(after.probes - before.probes).toBeGreaterThanOrEqual(5_000);
        expect(after.read - before.read).toBeLessThan(5 * 5_000);
      }
    },
    HANG_GUARD_MS,
  );

  it('runs two imports of the same file at once one after the other: one set of records', async () => {
    const file = csv(['PAR-1', 'PAR-2'], '2025-04-01');
    const [a, b] = await Promise.all([
      importFile(t, 'inbound', file, { name: 'a.csv' }),
      importFile(t, 'inbound', file, { name: 'b.csv' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 422]);
    const refused = a.status === 422 ? a : b;
    expect(refused.body.errors.map((e: { message: string }) => e.message)).toEqual([
      expect.stringContaining('Duplicate of a record already in the books'),
      expect.stringContaining('Duplicate of a record already in the books'),
    ]);
    expect(await count('2025-04-01')).toBe(2);
  });

  it('drops an import queued behind another once its client has gone: no 500, nothing written, its upload removed', async () => {
    // On the embedded database the queue is its one connection, which the request's own sign-in check
    // waits for too: the queue behind another import's turn is a server's.
    if (!server) return;
    const logged = jest.spyOn(Logger.prototype, 'error');
    const own = join(uploadsRoot(), String(process.pid));
    const uploads = () => (existsSync(own) ? readdirSync(own) : []);
    const waitFor = async (done: () => boolean | Promise<boolean>) => {
      for (let i = 0; i < 200 && !(await done()); i++) await new Promise((r) => setTimeout(r, 50));
      expect(await done()).toBe(true);
    };
    const queued = () =>
      t.dataSource
        .query(
          `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND classid = $1 AND NOT granted`,
          [IMPORT_LOCK_CLASS],
        )
        .then(([row]: { n: number }[]) => row.n > 0);
    // The import before it: holds the turn of inbound imports until released.
    const before = t.dataSource.createQueryRunner();
    await before.connect();
    await before.startTransaction();
    try {
      await before.query('SELECT pg_advisory_xact_lock($1, $2)', [
        IMPORT_LOCK_CLASS,
        Object.keys(IMPORT_SPECS).indexOf('inbound'),
      ]);
      const request = t
        .http()
        .post('/api/import/inbound?dry_run=false')
        .set(t.as.editor)
        .attach('file', csv(['GONE-1', 'GONE-2'], '2025-05-05'), 'queued.csv');
      const answered = request.then(
        () => 'answered',
        () => 'aborted',
      );
      await waitFor(queued);
      expect(uploads()).toHaveLength(1);
      const server = t.app.getHttpServer() as Server;
      const connections = () =>
        new Promise<number>((resolve) => server.getConnections((_error, n) => resolve(n)));
      const open = await connections();
      request.abort();
      expect(await answered).toBe('aborted');
      // The server has seen the connection close before the turn comes.
      await waitFor(async () => (await connections()) < open);
    } finally {
      await before.rollbackTransaction();
      await before.release();
    }
    // Its turn comes: it finds its client gone, stops, and its upload goes.
    await waitFor(() => uploads().length === 0);
    await waitFor(async () => !(await queued()));
    expect(await count('2025-05-05')).toBe(0);
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
    // The next import of the kind runs as usual.
    const res = await importFile(t, 'inbound', csv(['AFTER-1'], '2025-05-06'), { name: 'after.csv' });
    expect(res.status).toBe(200);
    expect(await count('2025-05-06')).toBe(1);
  });

  it('stops an import that holds the database past its limit at the next chunk (413, nothing written)', async () => {
    const imports = t.app.get(ImportService);
    const limit = imports.holdLimitMs;
    // On the embedded database the limit is EMBEDDED_IMPORT_HOLD_MS; 1 ms here: the second chunk is refused.
    imports.holdLimitMs = 1;
    try {
      const orders = Array.from({ length: CHUNK_ROWS + 1 }, (_, i) => `HOLD-${i}`);
      const res = await importFile(t, 'inbound', csv(orders, '2025-06-01'), { name: 'held.csv' });
      expect(res.status).toBe(413);
      expect(res.body).toEqual({
        statusCode: 413,
        code: 'PAYLOAD_TOO_LARGE',
        message:
          'The import held the database longer than 0 seconds and was stopped, so nothing was imported: split the file into smaller files',
      });
      expect(await count('2025-06-01')).toBe(0);
    } finally {
      imports.holdLimitMs = limit;
    }
  });

  it('stops a statement that runs past the timeout on a server (413, nothing written); PGlite has none', async () => {
    const imports = t.app.get(ImportService);
    imports.statementTimeoutMs = 300;
    try {
      const file = csv(['SLOW-1'], '2025-05-01');
      if (!server) {
        // One session, no statement timeout: the setting is accepted and the import goes through.
        expect((await importFile(t, 'inbound', file, { name: 'slow.csv' })).status).toBe(200);
        return;
      }
      // Another session holds the records table: the import's insert waits, and is stopped.
      const runner = t.dataSource.createQueryRunner();
      await runner.startTransaction();
      await runner.query('LOCK TABLE trade_records IN SHARE MODE');
      const release = setTimeout(() => void runner.rollbackTransaction(), 10_000);
      try {
        const started = Date.now();
        const res = await importFile(t, 'inbound', file, { name: 'slow.csv' });
        expect(res.status).toBe(413);
        expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
        expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
        expect(res.body.message).toBe(
          'A step of the import ran longer than 60 seconds and was stopped, so nothing was imported: split the file into smaller files',
        );
        expect(Date.now() - started).toBeLessThan(8_000);
      } finally {
        clearTimeout(release);
        if (runner.isTransactionActive) await runner.rollbackTransaction();
        await runner.release();
      }
      expect(await count('2025-05-01')).toBe(0);
    } finally {
      imports.statementTimeoutMs = IMPORT_STATEMENT_TIMEOUT_MS;
    }
  });

  it('ends an import whose transaction sits idle past the timeout on a server (413, nothing written, nothing held)', async () => {
    if (!server) return; // PGlite is one session in this process: nothing else waits on an idle one
    const imports = t.app.get(ImportService);
    imports.statementTimeoutMs = 500;
    // The reading stalls with the transaction open (a reader that never answers, shortened).
    const stall = jest.spyOn(ImportContext.prototype, 'effects').mockImplementationOnce(async () => {
      await new Promise((r) => setTimeout(r, 1500));
      return { stock: [], balances: [] };
    });
    const logged = jest.spyOn(Logger.prototype, 'error');
    try {
      const res = await importFile(t, 'inbound', csv(['IDLE-1'], '2025-05-07'), { name: 'idle.csv' });
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
      expect(logged).not.toHaveBeenCalled();
      expect(await count('2025-05-07')).toBe(0);
      const [{ idle }] = await t.dataSource.query(
        `SELECT count(*)::int AS idle FROM pg_stat_activity
          WHERE datname = current_database() AND state LIKE 'idle in transaction%'`,
      );
      expect(idle).toBe(0);
    } finally {
      stall.mockRestore();
      logged.mockRestore();
      imports.statementTimeoutMs = IMPORT_STATEMENT_TIMEOUT_MS;
    }
    // The next import runs.
    expect((await importFile(t, 'inbound', csv(['IDLE-2'], '2025-05-08'), { name: 'next.csv' })).status).toBe(
      200,
    );
  });
});

/** Uploads wait in a folder per process; at start, the folders of processes that are gone are removed. */
describe('import: uploads a crashed process left behind', () => {
  let t: TestApp | undefined;
  const planted: string[] = [];

  afterAll(async () => {
    await t?.close();
    for (const folder of planted) rmSync(folder, { recursive: true, force: true });
  });

  const plant = (pid: number) => {
    const folder = join(uploadsRoot(), String(pid));
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'left-behind'), 'an upload');
    planted.push(folder);
    return folder;
  };

  it("removes a stopped process's uploads at start, keeps a live one's, and removes its own after the answer", async () => {
    // The pid of a process that has ended.
    const ended = Number(
      spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString(),
    );
    const stale = plant(ended);
    const live = plant(process.ppid);
    t = await createTestApp();
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(join(live, 'left-behind'))).toBe(true);

    const res = await importFile(t, 'partners', Buffer.from('Code,Short name\n'), { name: 'p.csv' });
    expect(res.status).toBe(400);
    const own = join(uploadsRoot(), String(process.pid));
    for (let i = 0; i < 50 && readdirSync(own).length > 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(readdirSync(own)).toEqual([]);
  });
});
