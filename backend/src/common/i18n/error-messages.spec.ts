import { pickLocale } from '../../locales';
import { localizeErrorMessage } from './error-messages';

/** The messages translated by their English text: the validation rules', a plain exception's. */
describe('localizeErrorMessage', () => {
  const validation = ['product model is required', 'Quantity must be greater than 0'];

  it('leaves English as the code wrote it, several messages joined by "; "', () => {
    expect(localizeErrorMessage('The books are closed through 2025-03-31', 'en-US')).toBe(
      'The books are closed through 2025-03-31',
    );
    expect(localizeErrorMessage(validation, 'en-US')).toBe(
      'product model is required; Quantity must be greater than 0',
    );
  });

  it.each([
    ['ko-KR', 'customer code must be at most 50 characters', '고객 코드는 최대 50자까지 입력할 수 있습니다'],
    ['zh-CN', 'Cannot GET /api/nothing', '接口不存在：GET /api/nothing'],
    ['zh-CN', 'a message nobody wrote a translation for', 'a message nobody wrote a translation for'],
  ] as const)('%s: %s', (locale, english, translated) => {
    expect(localizeErrorMessage(english, locale)).toBe(translated);
  });

  it('translates each validation message and joins them as the language does', () => {
    expect(localizeErrorMessage(validation, 'zh-CN')).toBe('产品型号不能为空；数量必须大于 0');
    expect(localizeErrorMessage(validation, 'ko-KR')).toBe(
      '제품 모델은 필수입니다; 수량은 0보다 커야 합니다',
    );
  });

  it('follows the language the request asks for', () => {
    const message = 'product model is required';
    expect(localizeErrorMessage(message, pickLocale('ko;q=0.9, zh-CN;q=0.8'))).toBe('제품 모델은 필수입니다');
    expect(localizeErrorMessage(message, pickLocale('zh-Hans'))).toBe('产品型号不能为空');
    expect(localizeErrorMessage(message, pickLocale('fr-FR'))).toBe(message);
    expect(localizeErrorMessage(message, pickLocale(undefined))).toBe(message);
  });
});
