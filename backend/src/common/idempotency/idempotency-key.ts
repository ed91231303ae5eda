import { createHash } from 'node:crypto';
import { DomainError } from '../errors/domain-error';

/** 1 to 100 printable ASCII characters. */
const KEY = /^[\x20-\x7e]{1,100}$/;

/** The request's Idempotency-Key header; undefined when it has none; 400 when it is not a key. */
export function idempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !KEY.test(header)) {
    throw new DomainError('VALIDATION_FAILED.idempotencyKey');
  }
  return header;
}

/**
 * What makes two requests the same one: the method, the path with its query, and the body with its
 * fields in any order (SHA-256, hex).
 */
export function requestHash(method: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${url}\n`)
    .update(canonicalJson(body) ?? '')
    .digest('hex');
}

/** JSON with every object's keys sorted. */
export function canonicalJson(value: unknown): string | undefined {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item) ?? 'null').join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const fields = Object.keys(value)
      .sort()
      .flatMap((key) => {
        const json = canonicalJson((value as Record<string, unknown>)[key]);
        return json === undefined ? [] : [`${JSON.stringify(key)}:${json}`];
      });
    return `{${fields.join(',')}}`;
  }
  return JSON.stringify(value);
}
