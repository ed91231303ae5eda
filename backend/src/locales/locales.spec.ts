import { catalogue, LOCALES, pickLocale, translator } from './index';

describe('pickLocale', () => {
  it.each([
    [undefined, 'en-US'],
    ['', 'en-US'],
    ['*', 'en-US'],
    ['zh-CN', 'zh-CN'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['ko-KR,ko;q=0.9', 'ko-KR'],
    ['ko', 'ko-KR'],
    ['en-US,en;q=0.9,zh-CN;q=0.8', 'en-US'],
    ['fr-FR,de;q=0.8', 'en-US'],
    ['fr-FR,ko;q=0.5', 'ko-KR'],
    ['en;q=0.2,zh-CN;q=0.7', 'zh-CN'],
    ['not a header;;;', 'en-US'],
    ['zh-Hans', 'zh-CN'],
    ['zh-Hans-CN,en;q=0.5', 'zh-CN'],
    ['zh-TW', 'en-US'],
    ['ko;q=0.9, zh-CN;q=0.8', 'ko-KR'],
    ['en-GB,zh-CN;q=0.5', 'en-US'],
    ['de-DE,en;q=0.3,ko-KR;q=0.7', 'ko-KR'],
    [['fr', 'zh;q=0.4'], 'zh-CN'],
  ])('%j gives %s', (header, expected) => {
    expect(pickLocale(header)).toBe(expected);
  });
});

describe('catalogues', () => {
  it('have the same keys and no empty text in every language', () => {
    const keys = Object.keys(catalogue('en-US')).sort();
    for (const locale of LOCALES) {
      const messages = catalogue(locale);
      expect(Object.keys(messages).sort()).toEqual(keys);
      expect(Object.values(messages).filter((text) => !text.trim())).toEqual([]);
    }
  });

  it('translates', () => {
    expect(translator('zh-CN')('sheet.inbound')).toBe('入库记录');
    expect(translator('en-US')('sheet.inbound')).toBe('Inbound');
  });
});
