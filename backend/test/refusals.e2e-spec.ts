import { connect } from 'node:net';
import { AddressInfo } from 'node:net';
import { TestApp, createTestApp } from './support/app';
import { SECURITY_HEADERS } from '../src/common/http/security-headers';
import { DatabaseOutage } from '../src/database/database-outage';

/** The bytes of one raw request, and everything the server wrote back until it closed. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

/** The status, lower-cased headers and parsed body of a raw HTTP answer. */
function parse(answer: string) {
  const [head, body] = answer.split('\r\n\r\n', 2);
  const [statusLine, ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) as unknown };
}

const lowerCased = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

/**
 * Refusals of requests the app cannot or will not read in full, as real clients meet them: Node's
 * fetch (undici) sending bodies over the limit faster than they are refused, and raw sockets sending
 * what no HTTP library would.
 */
describe('refusals at the edge', () => {
  let t: TestApp;
  let base: string;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp();
    await new Promise<void>((resolve) => t.app.getHttpServer().listen(0, '127.0.0.1', resolve));
    port = (t.app.getHttpServer().address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(() => t.close());

  /** `count` PUTs of a JSON body of `megabytes`: the tally of what came back ("413 <message>" or the error). */
  async function oversized(megabytes: number, count: number, headers: Record<string, string> = {}) {
    const body = JSON.stringify({ name: 'x'.repeat(megabytes * 1_000_000) });
    const tally: Record<string, number> = {};
    for (let i = 0; i < count; i++) {
      let outcome: string;
      try {
        const res = await fetch(`${base}/api/settings/company`, {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json', 'Accept-Language': 'zh-CN', ...headers },
          body,
        });
        const answer = (await res.json()) as { code: string; message: string };
        outcome = `${res.status} ${answer.code} ${answer.message}`;
      } catch (error) {
        outcome = `no answer: ${String((error as { cause?: { code?: string } }).cause?.code ?? error)}`;
      }
      tally[outcome] = (tally[outcome] ?? 0) + 1;
    }
    return tally;
  }

  it('answers every JSON body over the limit 413 with its message, however large (fetch)', async () => {
    expect(await oversized(1.2, 20)).toEqual({ '413 PAYLOAD_TOO_LARGE 请求内容过大': 20 });
    expect(await oversized(5, 20)).toEqual({ '413 PAYLOAD_TOO_LARGE 请求内容过大': 20 });
    expect(await oversized(50, 3, t.as.admin)).toEqual({ '413 PAYLOAD_TOO_LARGE 请求内容过大': 3 });
  });

  it('lets the client finish sending before any answer to a body nobody reads (415, 404)', async () => {
    const body = 'x'.repeat(5_000_000);
    for (const [path, type, status, code] of [
      ['/api/partners', 'application/xml', 415, 'UNSUPPORTED_MEDIA_TYPE'],
      ['/api/no-such-route', 'application/octet-stream', 404, 'NOT_FOUND'],
    ] as const) {
      for (let i = 0; i < 5; i++) {
        const res = await fetch(`${base}${path}`, {
          method: 'POST',
          headers: { ...t.as.editor, 'Content-Type': type },
          body,
        });
        expect({ path, status: res.status, code: ((await res.json()) as { code: string }).code }).toEqual({
          path,
          status,
          code,
        });
      }
    }
  });

  it('answers headers or a URL over the limit 431 in the API shape, translated, with the security headers', async () => {
    const big = 'a'.repeat(20_000);
    const headers = parse(
      await rawExchange(
        port,
        `GET /api/health HTTP/1.1\r\nHost: x\r\nAccept-Language: ko-KR\r\nX-Big: ${big}\r\n\r\n`,
      ),
    );
    expect(headers.status).toBe(431);
    expect(headers.body).toEqual({
      statusCode: 431,
      code: 'HEADERS_TOO_LARGE',
      message: '요청 주소나 헤더가 너무 깁니다',
    });
    expect(headers.headers).toMatchObject({
      ...lowerCased(SECURITY_HEADERS),
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    });
    const url = parse(
      await rawExchange(port, `GET /api/health?q=${'a'.repeat(70_000)} HTTP/1.1\r\nHost: x\r\n\r\n`),
    );
    expect(url.body).toEqual({
      statusCode: 431,
      code: 'HEADERS_TOO_LARGE',
      message: "the request's address or headers are too long",
    });
  });

  it('sends on a raw refusal the very security headers Helmet sends on every other answer', async () => {
    const helmet = await t.http().get('/api/health');
    const raw = parse(await rawExchange(port, 'NOT HTTP\r\n\r\n'));
    for (const name of Object.keys(lowerCased(SECURITY_HEADERS))) {
      expect({ name, value: raw.headers[name] }).toEqual({ name, value: helmet.headers[name] });
    }
  });

  it('answers malformed HTTP 400 in the API shape, in the language it asked for', async () => {
    const answer = parse(await rawExchange(port, 'GARBAGE / HTTP/1.1\r\nAccept-Language: zh-CN\r\n\r\n'));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: '请求不是有效的 HTTP',
    });
    const smuggled = parse(
      await rawExchange(
        port,
        'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      ),
    );
    expect(smuggled.body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'the request is not valid HTTP',
    });
  });

  it("carries the security headers on the request guard's refusals (NUL, .., a broken %-escape)", async () => {
    for (const path of ['/api/%00', '/api/partners/%E0%A4%A']) {
      const res = await fetch(`${base}${path}`);
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
      for (const [name, value] of Object.entries(lowerCased(SECURITY_HEADERS))) {
        expect({ path, name, value: res.headers.get(name) }).toEqual({ path, name, value });
      }
    }
    const dots = parse(
      await rawExchange(port, 'GET /api/../etc/passwd HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
    );
    expect(dots.status).toBe(400);
    expect(dots.headers['x-frame-options']).toBe('DENY');
  });
});

/** What came back on a raw socket and when the server closed it, for a request that stops (or slows) mid-body. */
function exchangeInParts(port: number, head: string, parts: string[], gapMs: number) {
  return new Promise<{ answer: string; closedAfterMs: number }>((resolve, reject) => {
    const started = Date.now();
    let answer = '';
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(head);
      parts.forEach((part, i) => setTimeout(() => socket.writable && socket.write(part), (i + 1) * gapMs));
    });
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => resolve({ answer, closedAfterMs: Date.now() - started }));
    socket.on('error', reject);
  });
}

/** A body that stops arriving is answered, not cut off (REQUEST_BODY_TIMEOUT_MS: 1 s of silence here). */
describe('a body that stops arriving', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp({ REQUEST_BODY_TIMEOUT_MS: '1000' });
    await new Promise<void>((resolve) => t.app.getHttpServer().listen(0, '127.0.0.1', resolve));
    port = (t.app.getHttpServer().address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const head = (method: string, path: string, length: number) =>
    `${method} ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nAccept-Language: ko-KR\r\n` +
    `Content-Length: ${length}\r\n\r\n`;

  it('is answered 408 in the API shape and the request language, and its connection closed', async () => {
    const outageReports = jest.spyOn(t.app.get(DatabaseOutage), 'report');
    const { answer, closedAfterMs } = await exchangeInParts(
      port,
      head('PUT', '/api/settings/company', 1000),
      ['{"name":"half a bo'],
      100,
    );
    const refusal = parse(answer);
    expect(refusal.status).toBe(408);
    expect(refusal.body).toEqual({
      statusCode: 408,
      code: 'REQUEST_TIMEOUT',
      message: '요청이 제시간에 도착하지 않았습니다. 다시 시도해 주세요',
    });
    expect(refusal.headers).toMatchObject({
      ...lowerCased(SECURITY_HEADERS),
      'content-type': 'application/json; charset=utf-8',
      connection: 'close',
    });
    expect(closedAfterMs).toBeGreaterThanOrEqual(1000);
    expect(closedAfterMs).toBeLessThan(10_000);
    // The body cut off (Node's "aborted", an ECONNRESET) is no database outage.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(outageReports).not.toHaveBeenCalled();
  });

  it('leaves a body that arrives slowly but steadily its time (silence counts, not the total)', async () => {
    const body = JSON.stringify({ username: 'nobody', password: 'wrong-password' });
    const parts = body.match(/.{1,8}/g) ?? [];
    const { answer, closedAfterMs } = await exchangeInParts(
      port,
      head('POST', '/api/auth/login', Buffer.byteLength(body)).replace(
        '\r\n\r\n',
        '\r\nConnection: close\r\n\r\n',
      ),
      parts,
      400,
    );
    expect(closedAfterMs).toBeGreaterThan(1500);
    expect(parse(answer)).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
  });

  it('sends an answer already decided (a body of another type) when the body stops, and closes', async () => {
    const xml = head('POST', '/api/partners', 1000).replace('application/json', 'application/xml');
    const { answer } = await exchangeInParts(port, xml, ['<partner>'], 100);
    const refusal = parse(answer);
    expect(refusal).toMatchObject({ status: 415, body: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
    expect(refusal.headers.connection).toBe('close');
  });
});
