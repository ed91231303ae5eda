/** `YYYYMMDD_HHmmss` in the server's local time (TZ), the way export files are named. */
export function fileTimestamp(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}_` +
    `${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`
  );
}

export interface ExportFileName {
  /** What the browser should save the file as (may be Chinese). */
  name: string;
  /** The same in plain ASCII, for clients that ignore filename*. */
  ascii: string;
}

/** `<base>_YYYYMMDD_HHmmss.xlsx`, with an ASCII base for the fallback when the name itself is not ASCII. */
export function exportFileName(base: string, asciiBase: string = base, now = new Date()): ExportFileName {
  const stamp = fileTimestamp(now);
  return { name: `${base}_${stamp}.xlsx`, ascii: `${asciiBase}_${stamp}.xlsx` };
}

/**
 * `attachment; filename="<ascii>"; filename*=UTF-8''<percent-encoded>` (RFC 6266 with RFC 5987), so
 * every browser saves a Chinese name right and old ones still get a usable name.
 */
export function contentDisposition(file: ExportFileName): string {
  const ascii = file.ascii.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(file.name)}`;
}

function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
