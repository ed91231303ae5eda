import { fetchEventSource } from '@microsoft/fetch-event-source';
import { parseChange, type ChangeEvent } from './changes';

/** The first wait before reconnecting, doubled after each failed attempt up to the longest. */
export const FIRST_RETRY_MS = 1_000;
export const LONGEST_RETRY_MS = 30_000;

/** The wait before attempt `failures + 1` (1 s, 2 s, 4 s, … 30 s). */
export function retryDelay(failures: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));
}

export interface EventStreamHandlers {
  /** A change event arrived. */
  onChange(change: ChangeEvent): void;
  /** The stream is open: `again` when it was open before and came back after a break. */
  onOpen(again: boolean): void;
  /** The stream broke (or could not open) and will be tried again. */
  onLost(): void;
  /** The server refused the token (401): no retry, the session has ended. */
  onUnauthorized(): void;
}

/** Stops the retries: the server answered what another attempt would answer too. */
class FatalStreamError extends Error {}

/**
 * Opens `GET /api/events` with the bearer header (fetch, not EventSource, so the token stays in a header)
 * and keeps it open: a break or a failed attempt is retried with a growing wait, reset once it opens.
 * Returns the function that closes it for good (logout, the tab's layout going away).
 */
export function openEventStream(
  headers: Record<string, string>,
  handlers: EventStreamHandlers,
  fetchImpl?: typeof fetch,
): () => void {
  const controller = new AbortController();
  let failures = 0;
  let opened = false;

  void fetchEventSource('/api/events', {
    signal: controller.signal,
    headers,
    // One stream per tab, kept while the tab is hidden: its lists are current when it is shown again.
    openWhenHidden: true,
    fetch: fetchImpl,
    async onopen(response) {
      if (response.status === 401) throw new FatalStreamError('unauthorized');
      if (!response.ok || !response.headers.get('content-type')?.startsWith('text/event-stream')) {
        throw new Error(`event stream answered ${response.status}`);
      }
      failures = 0;
      handlers.onOpen(opened);
      opened = true;
    },
    onmessage(message) {
      if (message.event !== 'change') return;
      const change = parseChange(message.data);
      if (change) handlers.onChange(change);
    },
    onclose() {
      // The server ended the stream (its token ended, a restart): try again, the token decides.
      throw new Error('event stream closed');
    },
    onerror(error) {
      if (controller.signal.aborted) throw error;
      if (error instanceof FatalStreamError) {
        handlers.onUnauthorized();
        throw error;
      }
      failures += 1;
      handlers.onLost();
      return retryDelay(failures);
    },
  }).catch(() => undefined);

  return () => controller.abort();
}
