/**
 * Refusals at the edge, as the clients users have meet them: one server on its embedded database with
 * Debian's nginx and the repository's proxy config (docker/nginx) in front. Node's fetch (undici) sends
 * JSON bodies of 1.2 MB, 5 MB and 50 MB 20 times each, to the app directly and through nginx: every one
 * must be answered 413 with the API's body (none a reset connection). Then nginx's own refusals (headers
 * or URL too long, malformed HTTP, a method it does not pass, an import file over 20 MB), and the app's
 * through nginx (a body that stops arriving, a body of a type the API does not take) must answer in the
 * API's shape and language, with the security headers.
 *
 *   bash scripts/run-ts.sh edge-test.ts
 *
 * Loopback only; about 2.2 GB sent in all; about 35 s here, at most 10 minutes.
 */
import { join } from 'node:path';
import { connect } from 'node:net';
import {
  Checks,
  LOOPBACK,
  Managed,
  freePort,
  runScript,
  startNginx,
  startServer,
  tempDir,
  waitForHealth,
} from './lib/harness';

const NAME = 'edge-test';
const SIZES_MB = [1.2, 5, 50];
const TRIES = 20;
const dir = tempDir('edge');
const processes: Managed[] = [];

/** The tally of `TRIES` PUTs of a JSON body of `megabytes`: "413 <code> <message>" or the network error. */
async function oversized(base: string, megabytes: number): Promise<Record<string, number>> {
  const body = JSON.stringify({ name: 'x'.repeat(megabytes * 1_000_000) });
  const tally: Record<string, number> = {};
  for (let i = 0; i < TRIES; i++) {
    let outcome: string;
    try {
      const res = await fetch(`${base}/api/settings/company`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': 'zh-CN' },
        body,
        signal: AbortSignal.timeout(60_000),
      });
      const text = await res.text();
      let answer: { code?: string; message?: string } = {};
      try {
        answer = JSON.parse(text) as typeof answer;
      } catch {
        answer = { code: 'not JSON' };
      }
      outcome = `${res.status} ${answer.code} ${answer.message ?? ''}`.trim();
    } catch (error) {
      outcome = `no answer (${(error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name})`;
    }
    tally[outcome] = (tally[outcome] ?? 0) + 1;
  }
  return tally;
}

/** One raw request (what no HTTP library sends); the status, headers and body of the answer. */
function raw(port: number, request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve) => {
    const socket = connect(port, LOOPBACK, () => socket.write(request));
    let answer = '';
    socket.setEncoding('utf8');
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const [headers, body = ''] = answer.split('\r\n\r\n', 2);
      resolve({ status: Number(headers.split(' ')[1] ?? 0), headers: headers.toLowerCase(), body });
    });
  });
}

/** An import upload of `bytes` (a multipart form around one file). */
async function upload(base: string, bytes: number) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'big.xlsx');
  const res = await fetch(`${base}/api/import/partners`, {
    method: 'POST',
    headers: { 'Accept-Language': 'ko-KR' },
    body: form,
  });
  return { status: res.status, body: await res.text() };
}

async function main(): Promise<number> {
  const checks = new Checks(NAME);
  const [appPort, proxyPort] = [await freePort(), await freePort()];
  const app = startServer(
    'app',
    {
      PORT: String(appPort),
      DATA_DIR: join(dir, 'data'),
      INITIAL_ADMIN_PASSWORD: 'edge-test-password',
      // A body that stops arriving is answered after 2 s of silence here (20 s by default), well before
      // nginx's client_body_timeout (30 s) would drop it.
      REQUEST_BODY_TIMEOUT_MS: '2000',
    },
    dir,
  );
  processes.push(app);
  const direct = `http://${LOOPBACK}:${appPort}`;
  await waitForHealth(direct, app, 240_000);
  const nginx = startNginx(join(dir, 'nginx'), {
    APP_UPSTREAMS: `${LOOPBACK}:${appPort}`,
    NGINX_LISTEN: `${LOOPBACK}:${proxyPort}`,
    FRONTEND_ROOT: dir,
    ACCESS_LOG: join(dir, 'nginx', 'logs', 'access.log'),
  });
  processes.push(nginx);
  const proxy = `http://${LOOPBACK}:${proxyPort}`;
  await waitForHealth(proxy, nginx, 30_000);

  const expected = { '413 PAYLOAD_TOO_LARGE 请求内容过大': TRIES };
  for (const [name, base] of [
    ['directly', direct],
    ['through nginx', proxy],
  ] as const) {
    for (const megabytes of SIZES_MB) {
      const tally = await oversized(base, megabytes);
      checks.check(
        JSON.stringify(tally) === JSON.stringify(expected),
        `${megabytes} MB JSON body ${TRIES} times ${name}: ${JSON.stringify(tally)}`,
        expected,
      );
    }
  }

  const big = 'a'.repeat(20_000);
  for (const [what, request, status, body] of [
    [
      'a 20 KB header',
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${big}\r\nConnection: close\r\n\r\n`,
      431,
      '{"statusCode":431,"code":"HEADERS_TOO_LARGE","message":"the request\'s address or headers are too long"}',
    ],
    [
      'a 70 KB URL',
      `GET /api/health?q=${'a'.repeat(70_000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      431,
      '{"statusCode":431,"code":"HEADERS_TOO_LARGE","message":"the request\'s address or headers are too long"}',
    ],
    [
      'malformed HTTP',
      'GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header\r\nConnection: close\r\n\r\n',
      400,
      '{"statusCode":400,"code":"VALIDATION_FAILED","message":"the request is not valid HTTP"}',
    ],
    [
      'a JSON body that stops arriving (the app answers after REQUEST_BODY_TIMEOUT_MS of silence)',
      'PUT /api/settings/company HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Accept-Language: ko-KR\r\nContent-Length: 1000\r\n\r\n{"name":"half a bo',
      408,
      '{"statusCode":408,"code":"REQUEST_TIMEOUT","message":"요청이 제시간에 도착하지 않았습니다. 다시 시도해 주세요"}',
    ],
    [
      'a body of a type the API does not take',
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/xml\r\nAccept-Language: zh-CN\r\n' +
        'Content-Length: 5\r\nConnection: close\r\n\r\n<a/>\n',
      415,
      '{"statusCode":415,"code":"UNSUPPORTED_MEDIA_TYPE","message":"请求内容必须是 JSON（导入：multipart 表单）"}',
    ],
    [
      'a method the proxy does not pass (TRACE)',
      'TRACE /api/health HTTP/1.1\r\nHost: x\r\nAccept-Language: zh-CN\r\nConnection: close\r\n\r\n',
      400,
      '{"statusCode":400,"code":"BAD_REQUEST","message":"此处不允许使用该请求方法"}',
    ],
  ] as const) {
    for (const [name, port] of [
      ['app', appPort],
      ['nginx', proxyPort],
    ] as const) {
      // The app passes TRACE on to its router like any method: that one is nginx's alone.
      if (name === 'app' && what.startsWith('a method')) continue;
      const answer = await raw(port, request);
      checks.check(
        answer.status === status && answer.body === body,
        `${what} (${name}): ${answer.status} ${answer.body.slice(0, 120)}`,
        { status, body },
      );
      checks.check(
        answer.headers.includes('\r\nx-frame-options: deny') &&
          answer.headers.includes('\r\ncontent-security-policy: ') &&
          answer.headers.includes('\r\ncontent-type: application/json; charset=utf-8'),
        `${what} (${name}): JSON with the security headers`,
        answer.headers,
      );
    }
  }

  const file = await upload(proxy, 23 * 1024 * 1024);
  checks.check(
    file.status === 413 &&
      file.body ===
        '{"statusCode":413,"code":"PAYLOAD_TOO_LARGE","message":"파일이 20MB를 초과합니다. 더 작은 파일로 나누세요"}',
    `a 23 MB import file through nginx: ${file.status} ${file.body}`,
  );
  const within = await upload(proxy, 19 * 1024 * 1024);
  checks.check(
    within.status === 401,
    `a 19 MB import file through nginx reaches the app (401 without a token): ${within.status}`,
  );
  return checks.finish();
}

async function cleanup(): Promise<void> {
  for (const managed of processes.reverse()) {
    managed.signal(managed.name === 'nginx' ? 'SIGQUIT' : 'SIGTERM');
    await Promise.race([managed.exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  }
}

runScript(NAME, 600_000, main, cleanup);
