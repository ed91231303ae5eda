import type { ApiError } from '../../services/errors';

/**
 * Two refusals of the trade API the forms act on, recognised by their message, which the server sends
 * in the request's language (the web app asks for its own): a document's "line 3: …" (the line is
 * highlighted) and the credit limit's 409 (the user may confirm it). The server's answer has no other
 * field to tell them by, so each pattern is the fixed start of the message in one language; a unit test
 * holds them against the server's message catalogs.
 */
export const LINE_PATTERNS: readonly RegExp[] = [
  /^line (\d+): /, // en-US
  /^第 (\d+) 行：/, // zh-CN
  /^(\d+)행: /, // ko-KR
];

export const CREDIT_LIMIT_PATTERNS: readonly RegExp[] = [
  /^Credit limit exceeded: /, // en-US
  /^超出信用额度：/, // zh-CN
  /^신용 한도를 초과했습니다: /, // ko-KR
];

/** The 1-based line a document's refusal names, or null. */
export function refusedLine(message: string | undefined): number | null {
  if (!message) return null;
  for (const pattern of LINE_PATTERNS) {
    const match = pattern.exec(message);
    if (match) return Number(match[1]);
  }
  return null;
}

/** A 409 that is the credit limit's (a document's may name no line, a single record's never does). */
export function isCreditLimitRefusal(error: ApiError): boolean {
  const message = error.serverMessage;
  if (error.status !== 409 || !message) return false;
  return CREDIT_LIMIT_PATTERNS.some((pattern) => pattern.test(message));
}
