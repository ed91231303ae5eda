import { clientErrorAnswer } from './client-errors';

/** The status line and the body of an answer written to the socket. */
function parts(answer: string) {
  const [head, body] = answer.split('\r\n\r\n');
  return { statusLine: head.split('\r\n')[0], body: JSON.parse(body) as unknown, head };
}

const error = (code: string, rawPacket?: string) =>
  Object.assign(new Error(code), {
    code,
    rawPacket: rawPacket === undefined ? undefined : Buffer.from(rawPacket),
  });

describe('clientErrorAnswer', () => {
  it('answers a request not received within the request timeout 408 in the API shape', () => {
    expect(parts(clientErrorAnswer(error('ERR_HTTP_REQUEST_TIMEOUT')))).toMatchObject({
      statusLine: 'HTTP/1.1 408 Request Timeout',
      body: {
        statusCode: 408,
        code: 'REQUEST_TIMEOUT',
        message: 'the request did not arrive in time, please retry',
      },
    });
  });

  it('reads the language from the bytes the parser failed on, and counts the body length in bytes', () => {
    const answer = clientErrorAnswer(
      error('HPE_HEADER_OVERFLOW', 'GET / HTTP/1.1\r\naccept-language: zh-CN,en;q=0.5\r\n'),
    );
    const { statusLine, body, head } = parts(answer);
    expect(statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(body).toEqual({ statusCode: 431, code: 'HEADERS_TOO_LARGE', message: '请求的地址或请求头过长' });
    const length = Number(/Content-Length: (\d+)/.exec(head)?.[1]);
    expect(length).toBe(Buffer.byteLength(answer.split('\r\n\r\n')[1]));
  });

  it('answers anything else the parser refuses 400, in English without a language', () => {
    expect(parts(clientErrorAnswer(error('HPE_INVALID_METHOD', 'BREW / HTTP/1.1\r\n'))).body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'the request is not valid HTTP',
    });
  });

  it('takes the language of a request whose head was read when the failed bytes name none', () => {
    expect(parts(clientErrorAnswer(error('ERR_HTTP_REQUEST_TIMEOUT'), 'ko-KR,ko;q=0.9')).body).toEqual({
      statusCode: 408,
      code: 'REQUEST_TIMEOUT',
      message: '요청이 제시간에 도착하지 않았습니다. 다시 시도해 주세요',
    });
    const named = error('HPE_HEADER_OVERFLOW', 'GET / HTTP/1.1\r\nAccept-Language: zh-CN\r\n');
    expect(parts(clientErrorAnswer(named, 'ko-KR')).body).toMatchObject({
      message: '请求的地址或请求头过长',
    });
  });
});
