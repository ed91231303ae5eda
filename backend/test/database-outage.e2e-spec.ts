import { Logger } from '@nestjs/common';
import { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TestApp, createTestApp, createTestDatabase } from './support/app';
import { startEmbedded, stopEmbedded } from './support/embedded';
import { TcpRelay, hostPort } from './support/tcp-relay';

/** What a database outage looks like to clients and in the log, whichever database the app runs on. */
async function outage(t: TestApp, cut: () => Promise<void>, restore: () => Promise<void>) {
  const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  const notes = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
  try {
    expect((await t.http().get('/api/partners').set(t.as.reader)).status).toBe(200);
    await cut();
    for (let i = 0; i < 12; i++) {
      const res = await t.http().get('/api/partners').set(t.as.reader).set('Accept-Language', 'zh-CN');
      expect({ status: res.status, body: res.body, retry: res.headers['retry-after'] }).toEqual({
        status: 503,
        body: {
          statusCode: 503,
          code: 'DATABASE_UNAVAILABLE',
          message: 'the database cannot be reached at the moment, please retry shortly',
        },
        retry: '5',
      });
    }
    const logged = () => errors.mock.calls.map((call) => String(call[1] ?? call[0]));
    expect(logged()).toEqual([
      'Database unreachable: requests are answered 503 DATABASE_UNAVAILABLE until it answers again',
    ]);

    await restore();
    const back = Date.now() + 30_000;
    let status = 0;
    while (status !== 200 && Date.now() < back) {
      status = (await t.http().get('/api/partners').set(t.as.reader)).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe(200);
    const reachable = () =>
      notes.mock.calls.some((call) => /^Database reachable again/.test(String(call[0])));
    while (!reachable() && Date.now() < back) await new Promise((resolve) => setTimeout(resolve, 250));
    expect(reachable()).toBe(true);
    expect(logged()).toHaveLength(1);
  } finally {
    errors.mockRestore();
    notes.mockRestore();
  }
}

describe('a database that cannot be reached', () => {
  it('answers 503 DATABASE_UNAVAILABLE with Retry-After, logged once per outage (PostgreSQL server)', async () => {
    const database = await createTestDatabase();
    const relay = new TcpRelay(hostPort(database.url));
    await relay.restore();
    const t = await createTestApp({ DATABASE_URL: relay.url(database.url) });
    try {
      await outage(
        t,
        () => relay.cut(),
        () => relay.restore(),
      );
    } finally {
      await t.close();
      await relay.cut();
      await database.drop();
    }
  });

  it('does the same when the embedded database stops and starts again', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tradebook-outage-'));
    let embedded: { url: string; child: ChildProcess } = await startEmbedded(dataDir);
    const relay = new TcpRelay(hostPort(embedded.url));
    await relay.restore();
    const t = await createTestApp({ DATABASE_URL: relay.url(embedded.url), DATABASE_POOL_SIZE: '1' });
    try {
      await outage(
        t,
        async () => {
          await stopEmbedded(embedded.child, 'SIGKILL');
          await relay.cut();
        },
        async () => {
          embedded = await startEmbedded(dataDir);
          await relay.restore(hostPort(embedded.url));
        },
      );
    } finally {
      await t.close();
      await relay.cut();
      await stopEmbedded(embedded.child);
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Two starts of the embedded database and its migrations: a minute or more on a busy machine.
  }, 300_000);
});
