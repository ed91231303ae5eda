// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LONGEST_RETRY_MS, openEventStream, retryDelay, type EventStreamHandlers } from './eventStream';

const change = {
  entity: 'record',
  action: 'created',
  id: 7,
  product_codes: ['P1'],
  by: 'alice',
  at: '2026-03-01T10:00:00.000Z',
};

/** An answer that sends `text` as an event stream and then ends. */
function streamAnswer(text: string, status = 200): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
}

/** Lets the promises in flight (reads, handlers) run, without moving the fake clock. */
async function settle() {
  for (let round = 0; round < 20; round += 1) await Promise.resolve();
}

function handlers() {
  return {
    onChange: vi.fn<EventStreamHandlers['onChange']>(),
    onOpen: vi.fn<EventStreamHandlers['onOpen']>(),
    onLost: vi.fn<EventStreamHandlers['onLost']>(),
    onUnauthorized: vi.fn<EventStreamHandlers['onUnauthorized']>(),
  };
}

describe('retryDelay', () => {
  it('doubles from a second up to the longest wait', () => {
    expect([1, 2, 3, 4].map(retryDelay)).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(retryDelay(20)).toBe(LONGEST_RETRY_MS);
  });
});

describe('openEventStream', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('sends the bearer header, hands over change events and ignores comments', async () => {
    const fetch = vi.fn(async () =>
      streamAnswer(`: connected\n\n: keep-alive\n\nevent: change\ndata: ${JSON.stringify(change)}\n\n`),
    );
    const on = handlers();
    const close = openEventStream({ Authorization: 'Bearer T' }, on, fetch as typeof globalThis.fetch);
    await vi.waitFor(() => expect(on.onChange).toHaveBeenCalledWith(change));
    expect(on.onOpen).toHaveBeenCalledWith(false);
    const init = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init[0]).toBe('/api/events');
    expect((init[1].headers as Record<string, string>).Authorization).toBe('Bearer T');
    close();
  });

  it('reconnects after the stream ends, waiting longer after each failure, and says it came back', async () => {
    const answers = [
      () => Promise.resolve(streamAnswer(': connected\n\n')),
      () => Promise.reject(new TypeError('network down')),
      () => Promise.resolve(streamAnswer(': connected\n\n')),
    ];
    const fetch = vi.fn(() => (answers.shift() ?? (() => new Promise<Response>(() => undefined)))());
    const on = handlers();
    const close = openEventStream({}, on, fetch as unknown as typeof globalThis.fetch);
    // (vi.waitFor would move the fake clock on: the waits are counted here to the millisecond.)
    await settle();
    expect(on.onOpen).toHaveBeenCalledWith(false);
    expect(on.onLost).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(on.onLost).toHaveBeenCalledTimes(2);
    // The second failure in a row waits twice as long.
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(on.onOpen).toHaveBeenLastCalledWith(true);
    close();
  });

  it('stops for good when the server refuses the token', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 401 }));
    const on = handlers();
    openEventStream({}, on, fetch as typeof globalThis.fetch);
    await settle();
    expect(on.onUnauthorized).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(on.onLost).not.toHaveBeenCalled();
  });

  it('closing it ends the request and any retry', async () => {
    let signal: AbortSignal | undefined;
    const fetch = vi.fn((_url: string, init: RequestInit) => {
      signal = init.signal ?? undefined;
      return new Promise<Response>(() => undefined);
    });
    const close = openEventStream({}, handlers(), fetch as unknown as typeof globalThis.fetch);
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    close();
    expect(signal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
