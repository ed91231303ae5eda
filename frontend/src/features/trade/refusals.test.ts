import { describe, expect, it } from 'vitest';
import { ApiError } from '../../services/errors';
import { CREDIT_LIMIT_PATTERNS, LINE_PATTERNS, isCreditLimitRefusal, refusedLine } from './refusals';

/** The server's message catalogs (keyed by the English template), to hold the patterns against. */
const catalogs = import.meta.glob<{ default: { messages: Record<string, string> } }>(
  '../../../../backend/src/common/i18n/messages/*.json',
  { eager: true },
);
const LINE = 'line {line:number}: {reason:message}';
const CREDIT =
  'Credit limit exceeded: balance {balance:number} + this sale {total:number} > limit {limit:number}';

/** Every language's text of a template, with sample values in its placeholders. */
function rendered(template: string, values: Record<string, string>): string[] {
  const fill = (text: string) => text.replace(/\{(\w+)(?::\w+)?\}/g, (_, name: string) => values[name]);
  const translations = Object.values(catalogs).map((catalog) => catalog.default.messages[template]);
  return [fill(template), ...translations.map((text) => fill(text ?? ''))];
}

describe("the server's refusals", () => {
  it('are matched in every language the server answers in', () => {
    expect(Object.keys(catalogs)).toHaveLength(2);
    const lines = rendered(LINE, { line: '12', reason: 'x' });
    expect(lines.map(refusedLine)).toEqual([12, 12, 12]);
    const credit = rendered(CREDIT, { balance: '900', total: '200', limit: '1000' });
    for (const message of credit) {
      expect(isCreditLimitRefusal(new ApiError(message, 'server', 409, message)), message).toBe(true);
    }
    expect(LINE_PATTERNS).toHaveLength(lines.length);
    expect(CREDIT_LIMIT_PATTERNS).toHaveLength(credit.length);
  });

  it('name no line in other messages', () => {
    expect(refusedLine('insufficient stock for line 3: available 2')).toBeNull();
    expect(refusedLine(undefined)).toBeNull();
  });

  it('take only a 409 with that message as the credit limit', () => {
    const message = 'Credit limit exceeded: balance 1 + this sale 2 > limit 2';
    expect(isCreditLimitRefusal(new ApiError(message, 'server', 400, message))).toBe(false);
    const stock = 'insufficient stock for M-1: available 2';
    expect(isCreditLimitRefusal(new ApiError(stock, 'server', 409, stock))).toBe(false);
    expect(isCreditLimitRefusal(new ApiError('HTTP Error: 409', 'server', 409))).toBe(false);
  });
});
