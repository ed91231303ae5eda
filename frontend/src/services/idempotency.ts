/**
 * One Idempotency-Key per save. Every POST sends a new key, except the same POST (path, query and body)
 * sent again after it got no answer (a network error, a timeout): that one sends the first one's key, so
 * a save the server made before the connection broke is answered again, not made twice.
 */
const unanswered = new Map<string, string>();

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

interface Sent {
  method?: string;
  params?: unknown;
  data?: unknown;
}

function newKey(): string {
  // getRandomValues works on plain http too (randomUUID needs a secure context).
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/** The key a POST sends (undefined for other methods and uploads), kept until it is answered. */
export function keyForSave(url: string, options: Sent): string | undefined {
  if ((options.method ?? 'get').toLowerCase() !== 'post') return undefined;
  if (typeof FormData !== 'undefined' && options.data instanceof FormData) return undefined;
  const id = `${url} ${JSON.stringify(options.params ?? null)} ${JSON.stringify(options.data ?? null)}`;
  let key = unanswered.get(id);
  if (key === undefined) {
    key = newKey();
    unanswered.set(id, key);
  }
  return key;
}

/** The save sent with `key` was answered (made or refused): the next one is another save. */
export function saveAnswered(key: string | undefined): void {
  if (key === undefined) return;
  for (const [id, sent] of unanswered) if (sent === key) unanswered.delete(id);
}
