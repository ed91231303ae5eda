import dns from 'node:dns';
import { Pool } from 'pg';
import { dataSourceOptions } from '../src/database/connection';

/**
 * A pool that grows must not wait on the name server once per new connection: under Podman the DNS
 * server for container names stalls for ~10 s whenever a container joins the network, and the first
 * parallel requests of a compose stack hung on new connections to `db` for that long. Here the name
 * server is made to stall (every lookup answers after 3 s) and the database is named by host name:
 * six connections opened together wait for one lookup, and connections opened later for none.
 */
const SERVER =
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const STALL_MS = 3000;

function byHostName(url: string): string {
  const u = new URL(url);
  if (u.hostname !== '127.0.0.1' && u.hostname !== 'localhost') return url;
  u.hostname = 'localhost';
  return u.toString();
}

async function serverReachable(): Promise<boolean> {
  const pool = new Pool({ connectionString: SERVER, connectionTimeoutMillis: 2000 });
  try {
    await pool.query('SELECT 1');
    return true;
  } catch {
    return false; // the suite's PGlite fallback: no server to connect to by name
  } finally {
    await pool.end();
  }
}

describe('database host name lookups', () => {
  const realLookup = dns.lookup;
  let lookups = 0;
  const stalling = (...args: unknown[]) => {
    lookups++;
    setTimeout(() => (realLookup as (...a: unknown[]) => void)(...args), STALL_MS);
  };

  afterEach(() => {
    (dns as { lookup: unknown }).lookup = realLookup;
  });

  it('six new connections wait for one stalled lookup, later ones for none', async () => {
    if (!(await serverReachable())) return;
    // net.connect and our resolver both call dns.lookup through the module object.
    (dns as { lookup: unknown }).lookup = stalling;
    const url = byHostName(SERVER);
    const extra = (dataSourceOptions({ url, embedded: false }, 10) as { extra: Record<string, unknown> })
      .extra;
    const pool = new Pool({ connectionString: url, ...extra });
    try {
      const together = Date.now();
      await Promise.all(Array.from({ length: 6 }, () => pool.query('SELECT pg_sleep(0.05)')));
      expect(lookups).toBe(1);
      expect(Date.now() - together).toBeLessThan(2 * STALL_MS);

      // Ten at once: the pool grows to 10 without asking the name server again.
      const later = Date.now();
      await Promise.all(Array.from({ length: 10 }, () => pool.query('SELECT pg_sleep(0.2)')));
      expect(pool.totalCount).toBe(10);
      expect(lookups).toBe(1);
      expect(Date.now() - later).toBeLessThan(STALL_MS);
    } finally {
      await pool.end();
    }
  });
});
