// @vitest-environment jsdom
import type { ResponseError } from 'umi-request';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY, UNAUTHORIZED_EVENT, USER_KEY } from '../shell/session/storage';
import { ApiError } from './errors';

const error = vi.fn();
vi.mock('../shell/feedback', () => ({ feedback: () => ({ error }) }));
vi.mock('../shell/i18n', () => ({
  default: {
    t: (key: string, values?: Record<string, unknown>) => (values ? `${key} ${values.status}` : key),
  },
}));

const { handleError, cleanParams, named } = await import('./request');

function failure(
  status: number | undefined,
  data: unknown,
  options: Record<string, unknown> = {},
): ResponseError {
  return {
    name: 'ResponseError',
    message: 'http error',
    data,
    response: status === undefined ? undefined : ({ status } as Response),
    request: { url: '/api/x', options },
    type: status === undefined ? 'TypeError' : 'HttpError',
  } as unknown as ResponseError;
}

describe('the request error handler', () => {
  beforeEach(() => error.mockReset());

  it('on 401 clears the session, tells the user and asks the shell to go to /login', async () => {
    localStorage.setItem(TOKEN_KEY, 't');
    localStorage.setItem(USER_KEY, '{"username":"a"}');
    const listener = vi.fn();
    window.addEventListener(UNAUTHORIZED_EVENT, listener);
    await expect(
      handleError(failure(401, { statusCode: 401, message: 'Unauthorized' })),
    ).rejects.toBeInstanceOf(ApiError);
    window.removeEventListener(UNAUTHORIZED_EVENT, listener);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ content: 'common:errors.unauthorized' }));
  });

  it('does not redirect when a 401 is expected (login)', async () => {
    localStorage.setItem(TOKEN_KEY, 't');
    await expect(
      handleError(
        failure(
          401,
          { message: 'invalid username or password' },
          { skipAuthRedirect: true, skipErrorHandler: true },
        ),
      ),
    ).rejects.toMatchObject({ kind: 'unauthorized', serverMessage: 'invalid username or password' });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('t');
    expect(error).not.toHaveBeenCalled();
  });

  it('shows 403, network and server failures once, then rethrows', async () => {
    await expect(handleError(failure(403, {}))).rejects.toMatchObject({ message: 'common:errors.forbidden' });
    await expect(handleError(failure(undefined, undefined))).rejects.toMatchObject({ kind: 'network' });
    await expect(
      handleError(failure(400, { statusCode: 400, message: 'quantity must be at least 1' })),
    ).rejects.toMatchObject({
      message: 'quantity must be at least 1',
    });
    await expect(handleError(failure(500, null))).rejects.toMatchObject({
      message: 'common:errors.http 500',
    });
    expect(error.mock.calls.map(([arg]) => arg.content)).toEqual([
      'common:errors.forbidden',
      'common:errors.network',
      'quantity must be at least 1',
      'common:errors.http 500',
    ]);
  });

  it('stays silent when the caller shows its own message', async () => {
    await expect(
      handleError(failure(409, { message: 'taken' }, { skipErrorHandler: true })),
    ).rejects.toMatchObject({
      serverMessage: 'taken',
    });
    expect(error).not.toHaveBeenCalled();
  });

  it('reads the JSON error inside a blob answer (exports)', async () => {
    const blob = new Blob([JSON.stringify({ statusCode: 400, message: 'dateFrom is required' })], {
      type: 'application/json',
    });
    await expect(handleError(failure(400, blob, { skipErrorHandler: true }))).rejects.toMatchObject({
      serverMessage: 'dateFrom is required',
    });
  });
});

describe('request helpers', () => {
  it('drops empty query values', () => {
    expect(cleanParams({ page: 1, a: '', b: undefined, c: null, d: 0 })).toEqual({ page: 1, d: 0 });
  });

  it("reads a side's field, and fails on an answer without it rather than making up a blank", () => {
    expect(named({ customer_code: 'C1' }, 'customer_code')).toBe('C1');
    expect(named({ customer_code: null }, 'customer_code')).toBeNull();
    expect(() => named({ supplier_code: 'S1' }, 'customer_code')).toThrow('The answer has no customer_code');
  });
});
