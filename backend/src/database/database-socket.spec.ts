import { LookupAddress } from 'node:dns';
import { DatabaseAddresses } from './database-socket';

const DB: LookupAddress[] = [{ address: '10.89.0.2', family: 4 }];

function resolver() {
  const calls: string[] = [];
  let release: (a: LookupAddress[]) => void = () => undefined;
  const resolve = (hostname: string) => {
    calls.push(hostname);
    return new Promise<LookupAddress[]>((done) => (release = done));
  };
  return { calls, resolve, release: (a: LookupAddress[]) => release(a) };
}

describe('DatabaseAddresses', () => {
  it('shares one lookup between connections that ask together, then answers from memory', async () => {
    const r = resolver();
    const addresses = new DatabaseAddresses(r.resolve);
    const waiting = Promise.all([1, 2, 3, 4, 5, 6].map(() => addresses.addresses('db')));
    r.release(DB);
    expect(await waiting).toEqual(Array(6).fill(DB));
    expect(await addresses.addresses('db')).toEqual(DB);
    expect(r.calls).toEqual(['db']);
  });

  it('answers a stale address at once and refreshes it in the background; a stalled refresh delays nothing', async () => {
    let now = 0;
    const r = resolver();
    const addresses = new DatabaseAddresses(r.resolve, 1000, () => now);
    const first = addresses.addresses('db');
    r.release(DB);
    await first;
    now = 5000;
    expect(await addresses.addresses('db')).toEqual(DB); // the refresh never answers
    expect(await addresses.addresses('db')).toEqual(DB);
    expect(r.calls).toEqual(['db', 'db']); // one refresh in flight, not one per connection
  });

  it('looks the name up again after a connection to the known address failed', async () => {
    const r = resolver();
    const addresses = new DatabaseAddresses(r.resolve);
    const first = addresses.addresses('db');
    r.release(DB);
    await first;
    addresses.forget('db');
    const moved: LookupAddress[] = [{ address: '10.89.0.9', family: 4 }];
    const again = addresses.addresses('db');
    r.release(moved);
    expect(await again).toEqual(moved);
    expect(r.calls).toEqual(['db', 'db']);
  });

  it('answers net.connect in both of its lookup forms, and refuses a family it has no address of', async () => {
    const addresses = new DatabaseAddresses(async () => DB);
    const one = await new Promise((done) =>
      addresses.lookup('db', { family: 0 }, (error, address, family) => done([error, address, family])),
    );
    expect(one).toEqual([null, '10.89.0.2', 4]);
    const all = await new Promise((done) =>
      addresses.lookup('db', { all: true }, (error, address) => done([error, address])),
    );
    expect(all).toEqual([null, DB]);
    const none = await new Promise<NodeJS.ErrnoException | null>((done) =>
      addresses.lookup('db', { family: 6 }, (error) => done(error)),
    );
    expect(none?.code).toBe('ENOTFOUND');
  });
});
