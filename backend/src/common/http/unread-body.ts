import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { answerClientError, type ClientError } from './client-errors';

/** How much of a body nobody reads is received and thrown away so that its client gets the answer. */
export const DISCARD_LIMIT_BYTES = 64 * 1024 * 1024;
/** How long the rest of such a body is waited for. */
export const DISCARD_LIMIT_MS = 30_000;

/** Requests whose answer is decided and held by answerAfterBody until their body has arrived. */
const held = new WeakSet<IncomingMessage>();

/**
 * Waits until the client has sent the whole body (each chunk dropped as it comes, so memory stays flat),
 * at most `limitBytes` or `limitMs`, or until the body stops arriving. Resolves true when the body ended, false when a limit was reached.
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
      raw.off('timeout', onIdle);
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
    // The body stopped arriving (answerStalledBody's idle timeout): the answer goes now.
    const onIdle = () => finish(false);
    const timer = setTimeout(() => finish(false), limitMs);
    raw.unpipe();
    raw.on('data', onData);
    raw.once('timeout', onIdle);
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
  held.add(raw);
  void discardRest(raw).then((ended) => {
    if (!ended) reply.header('Connection', 'close');
    done(null, payload);
  });
}

/** Whether the request announces a body (a length over 0, or a chunked one). */
function announcesBody(raw: IncomingMessage): boolean {
  const length = raw.headers['content-length'];
  return (length !== undefined && length !== '0') || raw.headers['transfer-encoding'] !== undefined;
}

/**
 * Fastify onRequest hook: a body that stops arriving (no byte for `idleMs`) is answered 408
 * REQUEST_TIMEOUT in the API's shape and the request's language, and the connection closed, instead of
 * waiting for Node's limit on the whole request (which must leave a slow upload its time) or leaving the
 * client with a connection that is cut without a word. Behind nginx the body is passed on as it comes
 * (proxy_request_buffering off), so the app sees the silence and its answer reaches the client: nginx
 * itself never answers a body that timed out. An answer already decided (held until the body has
 * arrived, above) keeps its own bound. Node calls the request's timeout only while it is incomplete;
 * the socket's timeout is taken off again once the body has ended.
 */
export function answerStalledBody(idleMs: number) {
  return (request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
    const raw = request.raw;
    if (raw.complete || !announcesBody(raw)) return done();
    const stop = () => {
      raw.off('timeout', onIdle);
      raw.off('end', stop);
      raw.off('close', stop);
      // After the answer Node sets the socket's keep-alive timeout itself: that one stays.
      if (!reply.raw.writableEnded) raw.socket?.setTimeout(0);
    };
    const onIdle = () => {
      stop();
      // An answer already decided goes now, with the connection closed (discardRest hears the timeout too).
      if (reply.raw.headersSent || held.has(raw)) return;
      const error: ClientError = Object.assign(new Error('the request body stopped arriving'), {
        code: 'ERR_HTTP_REQUEST_TIMEOUT',
      });
      answerClientError(error, raw.socket);
    };
    raw.setTimeout(idleMs, onIdle);
    raw.once('end', stop);
    raw.once('close', stop);
    done();
  };
}
