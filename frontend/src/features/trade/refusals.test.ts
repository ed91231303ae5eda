import { describe, expect, it } from 'vitest';
import { ApiError, describeFailure } from '../../services/errors';
import { isCreditLimitRefusal, refusedLine } from './refusals';

const t = (key: string) => key;
/** The error a failed call throws for a server answer. */
const answered = (status: number, data: unknown) => describeFailure({ status, data }, t);

describe("the server's refusals", () => {
  it("take the line a document's refusal names from the answer, whatever its language", () => {
    for (const message of [
      'line 12: insufficient stock for M-1: available 2',
      '第 12 行：M-1 库存不足：可用 2',
    ]) {
      expect(refusedLine(answered(409, { statusCode: 409, code: 'STOCK_SHORT', message, line: 12 }))).toBe(
        12,
      );
    }
  });

  it('name no line when the answer names none, even if its message reads like one', () => {
    const message = 'line 3: insufficient stock for M-1: available 2';
    expect(refusedLine(answered(409, { statusCode: 409, code: 'STOCK_SHORT', message }))).toBeNull();
    expect(
      refusedLine(answered(409, { statusCode: 409, code: 'STOCK_SHORT', message, line: 'x' })),
    ).toBeNull();
  });

  it('tell the credit limit by its code, in any language', () => {
    for (const message of [
      'Credit limit exceeded: balance 1 + this sale 2 > limit 2',
      '超出信用额度：余额 1 + 本次销售 2 > 额度 2',
    ]) {
      const error = answered(409, { statusCode: 409, code: 'CREDIT_LIMIT_EXCEEDED', message });
      expect(isCreditLimitRefusal(error)).toBe(true);
    }
  });

  it('take no other refusal for the credit limit, whatever its message says', () => {
    const message = 'Credit limit exceeded: balance 1 + this sale 2 > limit 2';
    expect(isCreditLimitRefusal(answered(409, { statusCode: 409, code: 'CONFLICT', message }))).toBe(false);
    expect(isCreditLimitRefusal(answered(409, { statusCode: 409, message }))).toBe(false);
    expect(isCreditLimitRefusal(new ApiError('HTTP Error: 409', 'server', 409))).toBe(false);
  });
});
