import { MAX_LOGO_URL_LENGTH } from '../../services/settings';

/** The image types a logo may have (what the server takes). */
export const LOGO_TYPES = ['image/png', 'image/jpeg'] as const;

export type LogoCheck =
  | { ok: true; url: string }
  | { ok: false; reason: 'type' }
  | { ok: false; reason: 'size'; kilobytes: number };

/** Reads a file as a data URL. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsDataURL(file);
  });
}

/**
 * Checks a chosen file before it is sent: a PNG or JPEG whose data URL (what is stored) is at most
 * 200 KB; answers the URL, or why it is refused.
 */
export async function checkLogoFile(file: File): Promise<LogoCheck> {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return { ok: false, reason: 'type' };
  const url = await readAsDataUrl(file);
  if (url.length > MAX_LOGO_URL_LENGTH) {
    return { ok: false, reason: 'size', kilobytes: Math.ceil(url.length / 1024) };
  }
  return { ok: true, url };
}
