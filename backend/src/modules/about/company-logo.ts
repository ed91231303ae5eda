import { createHash } from 'node:crypto';
import { DomainError } from '../../common/errors/domain-error';

/** The largest logo, counted as the characters of its data URL (200 KB). */
export const MAX_LOGO_URL_LENGTH = 200 * 1024;

const DATA_URL = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/]+={0,2})$/;

/** The first bytes of each image type: what the URL claims must be what it holds. */
const SIGNATURES: Record<string, number[]> = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff],
};

/**
 * Checks a logo sent by the web app: a base64 data URL of a PNG or JPEG whose bytes are that type, at
 * most 200 KB (larger: 413). Returns the URL unchanged.
 */
export function checkLogoUrl(url: string): string {
  if (url.length > MAX_LOGO_URL_LENGTH) throw new DomainError('PAYLOAD_TOO_LARGE.logo');
  const match = DATA_URL.exec(url);
  if (!match || match[2].length % 4 !== 0) throw new DomainError('VALIDATION_FAILED.logoFormat');
  const head = Buffer.from(match[2].slice(0, 16), 'base64');
  const signature = SIGNATURES[match[1]];
  if (!signature.every((byte, i) => head[i] === byte)) throw new DomainError('VALIDATION_FAILED.logoFormat');
  return url;
}

/** How the audit trail records a logo: its type, size and a digest, not the whole image. */
export function logoForAudit(url: string | null): string | null {
  if (url === null) return null;
  const type = /^data:([^;,]+)/.exec(url)?.[1] ?? 'image';
  const digest = createHash('sha256').update(url).digest('hex').slice(0, 16);
  return `${type}, ${url.length} characters, sha256 ${digest}`;
}
