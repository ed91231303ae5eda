import dayjs from 'dayjs';
import { request } from './request';
import type { DownloadedFile } from './types';

/** The export calls; every one is a POST answering an .xlsx file. */
export type ExportKind =
  | 'base-info'
  | 'inbound-outbound'
  | 'statement'
  | 'receivable-payable'
  | 'invoice'
  | 'analysis'
  | 'analysis/advanced'
  | 'stock'
  | 'aging'
  | 'orders'
  | 'profit-and-loss'
  | 'vat'
  | 'cash-entries'
  | 'account-statement'
  | 'audit';

/** `attachment; filename*=UTF-8''name.xlsx` or `filename="name.xlsx"`. */
export function filenameFromDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const encoded = /filename\*\s*=\s*(?:UTF-8'[^']*')?([^;]+)/i.exec(header);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through to the plain form */
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain ? plain[1].trim() : undefined;
}

/** Used when the server names no file: the export type and a YYYYMMDD_HHmmss timestamp. */
export function fallbackFilename(kind: ExportKind, now = dayjs()): string {
  return `${kind.replace('/', '_')}_${now.format('YYYYMMDD_HHmmss')}.xlsx`;
}

export async function exportFile(kind: ExportKind, body: object): Promise<DownloadedFile> {
  const { data, response } = await request.post<Blob>(`/export/${kind}`, {
    data: body,
    responseType: 'blob',
    getResponse: true,
    skipErrorHandler: true,
  });
  const filename =
    filenameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackFilename(kind);
  return { blob: data, filename };
}
