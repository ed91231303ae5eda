import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { DomainError } from '../errors/domain-error';

/** How deep a JSON body may nest (objects and arrays); the API's deepest body is a few levels. */
export const MAX_JSON_DEPTH = 32;

/**
 * Why a parsed JSON body is refused, or null: nested deeper than MAX_JSON_DEPTH (the validation pipe
 * and class-transformer recurse, so ten thousand levels would overflow the stack), or a NUL character in
 * a key or a string (PostgreSQL text cannot hold one). Walked with an explicit stack, never recursively.
 */
export function refusalOfJson(body: unknown): DomainError | null {
  const pending: { value: unknown; depth: number }[] = [{ value: body, depth: 0 }];
  while (pending.length > 0) {
    const { value, depth } = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return new DomainError('VALIDATION_FAILED.nul');
    } else if (value !== null && typeof value === 'object') {
      if (depth >= MAX_JSON_DEPTH)
        return new DomainError('VALIDATION_FAILED.jsonTooDeep', { max: MAX_JSON_DEPTH });
      if (Array.isArray(value)) {
        for (const item of value) pending.push({ value: item, depth: depth + 1 });
      } else {
        for (const [key, item] of Object.entries(value)) {
          if (key.includes('\u0000')) return new DomainError('VALIDATION_FAILED.nul');
          pending.push({ value: item, depth: depth + 1 });
        }
      }
    }
  }
  return null;
}

/** `decodeURIComponent`, or the text as it is when it is not a valid escape (routing reports those). */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Why a request's URL is refused before routing, or null: a NUL character anywhere in it (`%00`: no
 * query value or path may hold one), or a `..` segment in its path, escaped or not (`/../etc/passwd`
 * as `curl --path-as-is` sends it): nothing legitimate asks for one, and the answer is a sentence,
 * never a file lookup.
 */
export function refusalOfUrl(url: string): DomainError | null {
  if (/%00/i.test(url) || url.includes('\u0000')) return new DomainError('VALIDATION_FAILED.nul');
  const path = url.split('?', 1)[0];
  if (!path.includes('.') && !path.includes('%')) return null;
  const segments = decoded(path).split(/[/\\]/);
  return segments.includes('..') ? new DomainError('VALIDATION_FAILED.dotSegment') : null;
}

/** Fastify onRequest hook: the URL refusals above as 400 answers. */
export function refuseHostileUrls(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
) {
  done(refusalOfUrl(request.raw.url ?? request.url) ?? undefined);
}
