import { filenameFromDisposition } from './export';
import { reportFailure, request, sessionHeaders } from './request';
import type { DownloadedFile } from './types';

/** What can be imported, as the routes name it. */
export const IMPORT_KINDS = [
  'partners',
  'products',
  'prices',
  'inbound',
  'outbound',
  'receivable-payments',
  'payable-payments',
  'opening-stock',
  'opening-balances',
  'sales-orders',
  'purchase-orders',
  'accounts',
  'cash-entries',
] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export interface ImportError {
  /** The row as Excel numbers it. */
  row: number;
  /** The column's header as the file names it; null when the error concerns the whole row. */
  column: string | null;
  message: string;
}

export interface StockEffect {
  product_code: string;
  product_model: string;
  quantity_before: number;
  quantity_after: number;
  value_before: number;
  value_after: number;
}

export interface BalanceEffect {
  side: 'receivable' | 'payable';
  partner_code: string | null;
  partner_short_name: string;
  balance_before: number;
  balance_after: number;
}

/** The answer of POST /import/{kind}: a dry run's preview, or what an import did (or would not do). */
export interface ImportReport {
  dry_run: boolean;
  rows: number;
  created: number;
  updated: number;
  errors: ImportError[];
  effects: { stock: StockEffect[]; balances: BalanceEffect[] };
  /** A refused import (422) says why. */
  message?: string;
}

export interface ImportOptions {
  dryRun: boolean;
  allowDuplicates: boolean;
}

/** Upload progress: the share of the file sent (0–1); 1 means the server is working on it. */
export type UploadProgress = (sent: number) => void;

const query = (options: ImportOptions) =>
  new URLSearchParams({
    dry_run: String(options.dryRun),
    ...(options.allowDuplicates ? { allow_duplicates: 'true' } : {}),
  }).toString();

async function downloaded(promise: Promise<{ data: Blob; response: Response }>, fallback: string) {
  const { data, response } = await promise;
  const filename = filenameFromDisposition(response.headers.get('Content-Disposition')) ?? fallback;
  return { blob: data, filename } satisfies DownloadedFile;
}

/** GET /import/templates/{kind}: the template, headers in the interface language. */
export function downloadTemplate(kind: ImportKind): Promise<DownloadedFile> {
  return downloaded(
    request.get<Blob>(`/import/templates/${kind}`, {
      responseType: 'blob',
      getResponse: true,
      skipErrorHandler: true,
    }),
    `import-${kind}.xlsx`,
  );
}

/** POST /import/{kind}/errors: the file's dry-run errors as an .xlsx. */
export function downloadErrorReport(
  kind: ImportKind,
  file: File,
  options: ImportOptions,
): Promise<DownloadedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return downloaded(
    request.post<Blob>(`/import/${kind}/errors?${query(options)}`, {
      data: form,
      responseType: 'blob',
      getResponse: true,
      skipErrorHandler: true,
      timeout: 0,
    }),
    `import-errors-${kind}.xlsx`,
  );
}

/**
 * POST /import/{kind}: a dry run or the import. Sent with XMLHttpRequest, the browser's only way to
 * report upload progress, with the request client's headers and failure handling; no time limit (a
 * large file takes a minute). A refused import (422) resolves with its report; other failures reject
 * (the caller shows the message; a 401 still ends the session).
 */
export function runImport(
  kind: ImportKind,
  file: File,
  options: ImportOptions,
  onProgress?: UploadProgress,
): Promise<ImportReport> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/import/${kind}?${query(options)}`);
    for (const [name, value] of Object.entries(sessionHeaders())) xhr.setRequestHeader(name, value);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.upload.onload = () => onProgress?.(1);
    xhr.onload = () => {
      const body = xhr.response as (ImportReport & { statusCode?: number }) | null;
      if (xhr.status === 200 || (xhr.status === 422 && Array.isArray(body?.errors))) {
        resolve(body as ImportReport);
      } else {
        reject(reportFailure(xhr.status, body, { skipErrorHandler: true }));
      }
    };
    xhr.onerror = () => reject(reportFailure(undefined, undefined, { skipErrorHandler: true }));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
