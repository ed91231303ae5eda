import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** How much of a body nobody reads is received and thrown away so that its client gets the answer. */
export const DISCARD_LIMIT_BYTES = 64 * 1024 * 1024;
/** How long the rest of such a body is waited for. */
export const DISCARD_LIMIT_MS = 30_000;

/**
 * Waits until the client has sent the whole body (each chunk dropped as it comes, so memory stays flat),
 * at most `limitBytes` or `limitMs`. Resolves true when the body ended, false when a limit was reached.
 * Whatever still read the body (a multipart parser) is detached first: the answer is decided.
 */
export function discardRest(
  raw: IncomingMessage,
  limitBytes = DISCARD_LIMIT_BYTES,
  limitMs = DISCARD_LIMIT_MS,
): Promise<boolean> {
  return new Promise((settle) => {
    let received = 0;
    const finish = (ended: boolean) => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('close', onClose);
      raw.off('error', onClose);
      settle(ended);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limitBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onClose = () => finish(raw.complete);
    const timer = setTimeout(() => finish(false), limitMs);
    raw.unpipe();
    raw.on('data', onData);
    raw.once('end', onEnd);
    raw.once('close', onClose);
    raw.once('error', onClose);
    raw.resume();
  });
}

/**
 * Fastify onSend hook: an answer given before the client has finished sending its body (a body over
 * the size limit refused from its Content-Length, a wrong media type, a route that never reads it) is
 * held until the rest has arrived. Answering at once and closing would reset the connection while the
 * client still writes, and most clients (browsers, Node's fetch) then report a network error instead
 * of the answer. A client that keeps sending past the limits gets the answer and the connection closed.
 */
export function answerAfterBody(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
): void {
  const raw = request.raw;
  if (raw.complete || raw.destroyed) return done(null, payload);
  void discardRest(raw).then((ended) => {
    if (!ended) reply.header('Connection', 'close');
    done(null, payload);
  });
}
