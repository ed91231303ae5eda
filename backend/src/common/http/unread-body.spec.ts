import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import { discardRest } from './unread-body';

/** A request body stream the test writes to, marked complete once ended (as Node's parser does). */
function body() {
  const stream = new PassThrough() as PassThrough & { complete: boolean };
  stream.complete = false;
  stream.on('end', () => (stream.complete = true));
  return stream;
}

describe('discardRest', () => {
  it('resolves true once the client has sent the whole body, keeping none of it', async () => {
    const raw = body();
    const done = discardRest(raw as unknown as IncomingMessage, 1000, 5000);
    for (let i = 0; i < 10; i++) raw.write(Buffer.alloc(50));
    raw.end();
    await expect(done).resolves.toBe(true);
    expect(raw.readableLength).toBe(0);
  });

  it('gives up (false) past its byte limit or its time limit', async () => {
    const flood = body();
    const past = discardRest(flood as unknown as IncomingMessage, 100, 5000);
    flood.write(Buffer.alloc(101));
    await expect(past).resolves.toBe(false);

    const stalled = body();
    const late = discardRest(stalled as unknown as IncomingMessage, 100, 20);
    stalled.write(Buffer.alloc(10));
    await expect(late).resolves.toBe(false);
  });

  it('detaches whatever still read the body, so that its back-pressure cannot hold the answer', async () => {
    const raw = body();
    const reader = new PassThrough({ highWaterMark: 1 });
    raw.pipe(reader);
    const done = discardRest(raw as unknown as IncomingMessage, 10_000, 5000);
    for (let i = 0; i < 20; i++) raw.write(Buffer.alloc(100));
    raw.end();
    await expect(done).resolves.toBe(true);
  });
});
