import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { pickLocale } from '../../locales';
import { CodedMessageId, DomainError } from '../errors/domain-error';
import type { ErrorBody } from './all-exceptions.filter';
import { SECURITY_HEADERS } from './security-headers';

/** A request Node's HTTP parser could not read: the error of its 'clientError' event. */
export interface ClientError extends Error {
  code?: string;
  /** The bytes the parser failed on, when it failed on some (a Buffer; Fastify's type says otherwise). */
  rawPacket?: unknown;
}

/** How long a socket is given to take the answer before it is closed anyway. */
const CLOSE_AFTER_MS = 5_000;
/** How much of the failed bytes is searched for an Accept-Language header. */
const LANGUAGE_SEARCH_BYTES = 64 * 1024;

/** The refusal for a parser error: headers or URL over Node's limit, too slow, or not HTTP at all. */
function refusalOf(code: string | undefined): CodedMessageId {
  if (code === 'HPE_HEADER_OVERFLOW') return 'HEADERS_TOO_LARGE';
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'REQUEST_TIMEOUT';
  return 'VALIDATION_FAILED.malformedHttp';
}

/** The Accept-Language the client sent, when it lies in the bytes the parser failed on. */
function acceptLanguage(rawPacket: unknown): string | undefined {
  if (!Buffer.isBuffer(rawPacket)) return undefined;
  const text = rawPacket.subarray(0, LANGUAGE_SEARCH_BYTES).toString('latin1');
  return /(?:^|\r\n)accept-language:[ \t]*([^\r\n]*)/i.exec(text)?.[1];
}

/**
 * The whole HTTP answer to such a request, in the API's error shape with the security headers, in the
 * language of the Accept-Language found in the failed bytes, else of `language` (the header of a request
 * whose head was read, one whose body stopped arriving), else English.
 */
export function clientErrorAnswer(error: ClientError, language?: string): string {
  const refusal = new DomainError(refusalOf(error.code));
  const statusCode = refusal.getStatus();
  const body: ErrorBody = {
    statusCode,
    code: refusal.code,
    message: refusal.messageIn(pickLocale(acceptLanguage(error.rawPacket) ?? language)),
  };
  const json = JSON.stringify(body);
  const headers: Record<string, string | number> = {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(json),
    'Cache-Control': 'no-store',
    Connection: 'close',
    ...SECURITY_HEADERS,
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\n${head.join('')}\r\n${json}`;
}

/**
 * Fastify's clientErrorHandler: Node found no request it could hand over (headers or URL over its
 * limit, malformed HTTP, a request not received within the request timeout). There is no request to
 * reply to, so the answer is written to the socket as it is, then the socket is closed. A reset
 * connection, or one whose answer has begun, has nobody left to tell.
 */
export function answerClientError(error: ClientError, socket: Socket): void {
  // The answer of a request whose head was read (Node's whole-request timeout hits one whose body is late).
  const pending = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable || pending?.headersSent) {
    socket.destroy();
    return;
  }
  socket.end(clientErrorAnswer(error, pending?.req?.headers['accept-language']));
  setTimeout(() => socket.destroy(), CLOSE_AFTER_MS).unref();
}
