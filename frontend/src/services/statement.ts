import { SIDES } from './balance';
import { request, segment, type Answer } from './request';
import type { Side, Statement } from './types';

/** GET /receivable|payable/statement/{code}: the partner's statement of account over a period. */
export async function getStatement(
  side: Side,
  code: string,
  range: { start_date: string; end_date: string },
): Promise<Statement> {
  return request.get<Answer<'/receivable/statement/{customer_code}', 'get'>>(
    `${SIDES[side].path}/statement/${segment(code)}`,
    { params: range, skipErrorHandler: true },
  );
}
