import { createHash } from 'node:crypto';
import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';

/** The largest logo, counted as the characters of its data URL (200 KB). */
export const MAX_LOGO_URL_LENGTH = 200 * 1024;

const DATA_URL = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/]+={0,2})$/;

/** The first bytes of each image type: what the URL claims must be what it holds. */
const SIGNATURES: Record<string, number[]> = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff],
};

export const LOGO_FORMAT_MESSAGE =
  'the logo must be a PNG or JPEG image sent as a data:image/png;base64 or data:image/jpeg;base64 URL';
export const LOGO_SIZE_MESSAGE = 'the logo must be at most 200 KB: choose a smaller image';

/**
 * Checks a logo sent by the web app: a base64 data URL of a PNG or JPEG whose bytes are that type, at
 * most 200 KB (larger: 413). Returns the URL unchanged.
 */
export function checkLogoUrl(url: string): string {
  if (url.length > MAX_LOGO_URL_LENGTH) throw new PayloadTooLargeException(LOGO_SIZE_MESSAGE);
  const match = DATA_URL.exec(url);
  if (!match || match[2].length % 4 !== 0) throw new BadRequestException(LOGO_FORMAT_MESSAGE);
  const head = Buffer.from(match[2].slice(0, 16), 'base64');
  const signature = SIGNATURES[match[1]];
  if (!signature.every((byte, i) => head[i] === byte)) throw new BadRequestException(LOGO_FORMAT_MESSAGE);
  return url;
}

/** How the audit trail records a logo: its type, size and a digest, not the whole image. */
export function logoForAudit(url: string | null): string | null {
  if (url === null) return null;
  const type = /^data:([^;,]+)/.exec(url)?.[1] ?? 'image';
  const digest = createHash('sha256').update(url).digest('hex').slice(0, 16);
  return `${type}, ${url.length} characters, sha256 ${digest}`;
}
