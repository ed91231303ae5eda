import { attachKoreanParticles } from './korean-particles';
import { CatalogData, MessageCatalog } from './message-catalog';

const data: CatalogData = {
  separators: { messages: '；', list: '、' },
  terms: { product: '产品', 'product model': '产品型号', remark: '备注' },
  messages: {
    'select a filter condition': '请选择筛选条件',
    'The books are closed through {date}': '账目已关闭至 {date}',
    '{field:term} is required': '{field}不能为空',
    '{field:term} must be at most {max:number} characters': '{field}不能超过 {max} 个字符',
    '{field:term} must be at most {max:number}': '{field}不能大于 {max}',
    '{entity:term} {id} not found': '未找到{entity} {id}',
    'a product with model {model} already exists': '型号为 {model} 的产品已存在',
    'partner {name} cannot be deleted: {reason:message}': '客户/供应商 {name} 不能删除：{reason}',
    'used by {items:list}': '已被 {items}引用',
    '{count:number} inbound records': '{count} 条入库记录',
    '{count:number} price': '{count} 条产品价格',
  },
};
const catalog = new MessageCatalog(data);

describe('MessageCatalog', () => {
  it('translates a message without variable parts', () => {
    expect(catalog.translate('select a filter condition')).toBe('请选择筛选条件');
  });

  it('carries the variable parts of a template over', () => {
    expect(catalog.translate('The books are closed through 2025-03-31')).toBe('账目已关闭至 2025-03-31');
  });

  it('puts in the translation of a term', () => {
    expect(catalog.translate('remark is required')).toBe('备注不能为空');
    expect(catalog.translate('product model X-1 not found')).toBe('未找到产品型号 X-1');
    expect(catalog.translate('product P 01 not found')).toBe('未找到产品 P 01');
  });

  it('only takes known terms where a term is expected', () => {
    // "colour" is no term: the message has no entry and stays English.
    expect(catalog.translate('colour is required')).toBe('colour is required');
  });

  it('prefers the more specific template', () => {
    expect(catalog.translate('remark must be at most 500 characters')).toBe('备注不能超过 500 个字符');
    expect(catalog.translate('remark must be at most 500')).toBe('备注不能大于 500');
    // A number placeholder takes only a number.
    expect(catalog.translate('remark must be at most many')).toBe('remark must be at most many');
  });

  it('translates a message inside a message, and each item of a list', () => {
    expect(catalog.translate('partner Acme cannot be deleted: used by 2 inbound records, 1 price')).toBe(
      '客户/供应商 Acme 不能删除：已被 2 条入库记录、1 条产品价格引用',
    );
  });

  it('gives a message without an entry back unchanged', () => {
    expect(catalog.translate('something new went wrong')).toBe('something new went wrong');
    expect(catalog.translate('')).toBe('');
  });

  it('joins several messages as the language writes them', () => {
    expect(catalog.join(['remark is required', 'product model is required'])).toBe(
      '备注不能为空；产品型号不能为空',
    );
  });

  it('tells which entry a message is an instance of', () => {
    const found = catalog.match('The books are closed through 2025-03-31');
    expect(found?.template.key).toBe('The books are closed through {date}');
    expect(found?.values).toEqual({ date: '2025-03-31' });
    expect(catalog.match('nothing like it')).toBeNull();
  });

  it('lets a wildcard stand for any placeholder (for the coverage test)', () => {
    const withHoles = new MessageCatalog(data, { wildcard: '⟨⟩' });
    expect(withHoles.match('⟨⟩ is required')?.template.key).toBe('{field:term} is required');
    expect(withHoles.match('remark must be at most ⟨⟩ characters')).not.toBeNull();
  });
});

describe('attachKoreanParticles', () => {
  it.each([
    ['제품 모델은(는) 필수입니다', '제품 모델은 필수입니다'],
    ['비고은(는) 필수입니다', '비고는 필수입니다'],
    ['사용자 이름을(를) 입력하세요', '사용자 이름을 입력하세요'],
    ['공급업체 코드을(를) 입력하세요', '공급업체 코드를 입력하세요'],
    ['반품의 고객와(과) 제품', '반품의 고객과 제품'],
    ['반품의 공급업체와(과) 제품', '반품의 공급업체와 제품'],
    ['사용자 김철수이(가) 이미 존재합니다', '사용자 김철수가 이미 존재합니다'],
    ['서울(으)로', '서울로'],
    ['부산(으)로', '부산으로'],
    ['기록 12을(를) 찾을 수 없습니다', '기록 12를 찾을 수 없습니다'],
    ['기록 7을(를) 찾을 수 없습니다', '기록 7을 찾을 수 없습니다'],
    ['송장 이미지 URL은(는)', '송장 이미지 URL은'],
    ['ID은(는)', 'ID는'],
    // A sound that cannot be told keeps both forms.
    ['사용자 alice이(가) 이미 존재합니다', '사용자 alice이(가) 이미 존재합니다'],
    ['(은)는 그대로', '(은)는 그대로'],
  ])('%s → %s', (written, expected) => {
    expect(attachKoreanParticles(written)).toBe(expected);
  });
});
