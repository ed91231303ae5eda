import { describe, expect, it } from 'vitest';
import backendCodes from '../../../backend/src/common/errors/error-codes.ts?raw';
import { ApiError, describeFailure, ERROR_CODES, failureKind, messageOr, serverMessageOf } from './errors';

const t = (key: string, values?: Record<string, unknown>) =>
  values ? `${key}:${JSON.stringify(values)}` : key;

describe('request error mapping', () => {
  it('maps 401 to the log-in-again message', () => {
    const error = describeFailure({ status: 401, data: { statusCode: 401, message: 'jwt expired' } }, t);
    expect(error.kind).toBe('unauthorized');
    expect(error.message).toBe('common:errors.unauthorized');
  });

  it('maps 403 to insufficient permissions, whatever the server says', () => {
    const error = describeFailure(
      { status: 403, data: { statusCode: 403, message: 'Forbidden resource' } },
      t,
    );
    expect(error.kind).toBe('forbidden');
    expect(error.message).toBe('common:errors.forbidden');
  });

  it('maps a missing answer to the network message', () => {
    expect(describeFailure({}, t).message).toBe('common:errors.network');
    expect(failureKind({ status: 0 })).toBe('network');
  });

  it("shows the server's message for other failures", () => {
    const error = describeFailure(
      { status: 409, data: { statusCode: 409, message: 'short name already used' } },
      t,
    );
    expect(error.kind).toBe('server');
    expect(error.message).toBe('short name already used');
    expect(error.serverMessage).toBe('short name already used');
    expect(error.status).toBe(409);
  });

  it("falls back to 'HTTP Error: {status}' without a message", () => {
    expect(describeFailure({ status: 502, data: '<html>Bad gateway</html>' }, t).message).toBe(
      'common:errors.http:{"status":502}',
    );
    expect(describeFailure({ status: 500, data: { statusCode: 500 } }, t).message).toBe(
      'common:errors.http:{"status":500}',
    );
  });

  it('joins validation message arrays', () => {
    expect(serverMessageOf({ message: ['a is required', 'b is too long'] })).toBe(
      'a is required; b is too long',
    );
    expect(serverMessageOf({ message: '  ' })).toBeUndefined();
  });

  it('gives pages the server message or their own fallback', () => {
    expect(messageOr(new ApiError('x', 'server', 400, 'bad date'), 'Save failed')).toBe('bad date');
    expect(messageOr(new ApiError('HTTP Error: 500', 'server', 500), 'Save failed')).toBe('Save failed');
    expect(messageOr(new ApiError('insufficient permissions', 'forbidden', 403), 'Save failed')).toBe(
      'insufficient permissions',
    );
    expect(messageOr(new Error('boom'), 'Save failed')).toBe('Save failed');
  });

  it("keeps the server's code and the line it names", () => {
    const error = describeFailure(
      { status: 409, data: { statusCode: 409, code: 'STOCK_SHORT', message: 'line 2: short', line: 2 } },
      t,
    );
    expect({ code: error.code, line: error.line, message: error.message }).toEqual({
      code: 'STOCK_SHORT',
      line: 2,
      message: 'line 2: short',
    });
    const unknown = describeFailure({ status: 409, data: { statusCode: 409, code: 'SOMETHING_NEW' } }, t);
    expect(unknown.code).toBeUndefined();
  });

  it('decides the kind by the code, by the status when there is none', () => {
    expect(failureKind({ status: 401, data: { code: 'UNAUTHENTICATED' } })).toBe('unauthorized');
    expect(failureKind({ status: 401, data: '<html>' })).toBe('unauthorized');
    expect(failureKind({ status: 403, data: { code: 'FORBIDDEN' } })).toBe('forbidden');
    expect(failureKind({ status: 409, data: { code: 'DUPLICATE' } })).toBe('server');
  });
});

describe('the error codes', () => {
  it("are the server's", () => {
    const block = /export const ERROR_CODES = \{([\s\S]*?)\n\} as const;/.exec(backendCodes)?.[1] ?? '';
    const server = [...block.matchAll(/^ {2}([A-Z_]+):/gm)].map((m) => m[1]);
    expect(server.length).toBeGreaterThan(10);
    expect([...ERROR_CODES].sort()).toEqual(server.sort());
  });
});
