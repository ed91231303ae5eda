// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY, UNAUTHORIZED_EVENT } from '../shell/session/storage';
import { ApiError } from './errors';

const error = vi.fn();
vi.mock('../shell/feedback', () => ({ feedback: () => ({ error }) }));
vi.mock('../shell/i18n', () => ({
  default: { t: (key: string) => key, resolvedLanguage: 'zh-CN' },
}));

const { runImport } = await import('./import');

/** A stand-in for XMLHttpRequest that answers `answer` once sent, reporting upload progress first. */
class FakeXhr {
  static answer: { status: number; body: unknown } = { status: 200, body: {} };
  static last: FakeXhr;
  readonly headers: Record<string, string> = {};
  readonly upload: { onprogress?: (e: Partial<ProgressEvent>) => void; onload?: () => void } = {};
  method = '';
  url = '';
  status = 0;
  response: unknown = null;
  responseType = '';
  onload?: () => void;
  onerror?: () => void;
  sent?: FormData;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.sent = body;
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    this.upload.onload?.();
    this.status = FakeXhr.answer.status;
    this.response = FakeXhr.answer.body;
    if (this.status === 0) this.onerror?.();
    else this.onload?.();
  }
}

const REPORT = {
  dry_run: false,
  rows: 2,
  created: 1,
  updated: 0,
  errors: [{ row: 3, column: '类别', message: '类别不能为空' }],
  effects: { stock: [], balances: [] },
};
const file = new File(['Code,Product model\n'], 'products.csv', { type: 'text/csv' });

describe('runImport', () => {
  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    error.mockReset();
    localStorage.setItem(TOKEN_KEY, 'the-token');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('posts the file with the session headers and the flags, reporting upload progress', async () => {
    FakeXhr.answer = { status: 200, body: { ...REPORT, dry_run: true, errors: [] } };
    const progress: number[] = [];
    const report = await runImport('products', file, { dryRun: true, allowDuplicates: true }, (sent) =>
      progress.push(sent),
    );
    expect(report.dry_run).toBe(true);
    expect(FakeXhr.last.method).toBe('POST');
    expect(FakeXhr.last.url).toBe('/api/import/products?dry_run=true&allow_duplicates=true');
    expect(FakeXhr.last.headers).toMatchObject({
      Authorization: 'Bearer the-token',
      'Accept-Language': 'zh-CN',
    });
    expect((FakeXhr.last.sent!.get('file') as File).name).toBe('products.csv');
    expect(progress).toEqual([0.5, 1]);
  });

  it('resolves a refused import (422) with its report, errors included', async () => {
    FakeXhr.answer = { status: 422, body: { statusCode: 422, message: '文件有 1 处错误', ...REPORT } };
    const report = await runImport('products', file, { dryRun: false, allowDuplicates: false });
    expect(FakeXhr.last.url).toBe('/api/import/products?dry_run=false');
    expect(report.errors).toEqual(REPORT.errors);
    expect(report.message).toBe('文件有 1 处错误');
  });

  it("rejects other failures with the server's message, shown by the page (not the global handler)", async () => {
    FakeXhr.answer = { status: 400, body: { statusCode: 400, message: '文件为空' } };
    const failure = runImport('products', file, { dryRun: true, allowDuplicates: false });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ serverMessage: '文件为空', status: 400 });
    expect(error).not.toHaveBeenCalled();
  });

  it('ends the session on 401, and reports no answer as a network failure', async () => {
    const listener = vi.fn();
    window.addEventListener(UNAUTHORIZED_EVENT, listener);
    FakeXhr.answer = { status: 401, body: { statusCode: 401, message: 'Unauthorized' } };
    await expect(runImport('products', file, { dryRun: true, allowDuplicates: false })).rejects.toMatchObject(
      {
        kind: 'unauthorized',
      },
    );
    expect(listener).toHaveBeenCalled();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    window.removeEventListener(UNAUTHORIZED_EVENT, listener);
    FakeXhr.answer = { status: 0, body: null };
    await expect(runImport('products', file, { dryRun: true, allowDuplicates: false })).rejects.toMatchObject(
      {
        kind: 'network',
      },
    );
  });
});
