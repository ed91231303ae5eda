import { DomainError } from '../errors/domain-error';
import { MessageRef, renderMessage } from './coded-messages';

describe('renderMessage (domain errors, by message id)', () => {
  it.each([
    ['en-US', 'The books are closed through 2025-03-31'],
    ['zh-CN', '账目已关闭至 2025-03-31'],
    ['ko-KR', '2025-03-31까지 장부가 마감되었습니다'],
  ] as const)('%s: a message with a parameter', (locale, expected) => {
    expect(renderMessage({ id: 'PERIOD_CLOSED', params: { date: '2025-03-31' } }, locale)).toBe(expected);
  });

  it.each([
    ['en-US', 'insufficient stock for M-1: available 3'],
    ['zh-CN', 'M-1 库存不足：可用 3'],
    ['ko-KR', 'M-1의 재고가 부족합니다: 가용 수량 3'],
  ] as const)('%s: stock short', (locale, expected) => {
    expect(new DomainError('STOCK_SHORT', { model: 'M-1', available: 3 }).messageIn(locale)).toBe(expected);
  });

  it('puts in the translation of a term, and Korean particles after it', () => {
    const error = new DomainError('NOT_FOUND', { entity: 'outbound record', id: 12 });
    expect(error.messageIn('en-US')).toBe('outbound record 12 not found');
    expect(error.messageIn('zh-CN')).toBe('未找到出库记录 12');
    expect(error.messageIn('ko-KR')).toBe('출고 기록 12를 찾을 수 없습니다');
    const opening = new DomainError('NOT_FOUND.openingBalance', { party: 'supplier', code: 'S1' });
    expect(opening.messageIn('zh-CN')).toBe('供应商 S1 没有期初余额');
  });

  it('renders a message inside a message, and a list of them', () => {
    const refs: MessageRef = {
      id: 'usedBy',
      params: {
        items: [
          { id: 'count.inboundRecords', params: { count: 2 } },
          { id: 'count.price', params: { count: 1 } },
        ],
      },
    };
    const error = new DomainError('IN_USE.partnerDelete', { name: 'Acme', reason: refs });
    expect(error.message).toBe('partner Acme cannot be deleted: used by 2 inbound records, 1 price');
    expect(error.messageIn('zh-CN')).toBe('客户/供应商 Acme 不能删除：已被 2 条入库记录、1 条产品价格引用');
  });

  it('keeps the code and status of a refusal put inside a line, and names the line', () => {
    const error = new DomainError('CREDIT_LIMIT_EXCEEDED', { balance: '1.00', total: '2.00', limit: '2.00' });
    const onLine = error.within('line', { line: 3 });
    expect(onLine.code).toBe('CREDIT_LIMIT_EXCEEDED');
    expect(onLine.getStatus()).toBe(409);
    expect(onLine.line).toBe(3);
    expect(onLine.message).toBe('line 3: Credit limit exceeded: balance 1.00 + this sale 2.00 > limit 2.00');
    expect(onLine.messageIn('zh-CN')).toBe('第 3 行：超出信用额度：余额 1.00 + 本次销售 2.00 > 额度 2.00');
  });

  it('answers as an HTTP exception with the code and the English message', () => {
    const error = new DomainError('DUPLICATE.partnerCode', { code: 'C1' });
    expect(error.getStatus()).toBe(409);
    expect(error.getResponse()).toEqual({
      statusCode: 409,
      code: 'DUPLICATE',
      message: 'a partner with code C1 already exists',
    });
  });
});
