import { isOneLineText } from './rules';

describe('the characters a one-line text may hold', () => {
  it.each([
    ['U+00AD soft hyphen', '\u00ad'],
    ['U+034F combining grapheme joiner', '\u034f'],
    ['U+061C Arabic letter mark', '\u061c'],
    ['U+115F Hangul choseong filler', '\u115f'],
    ['U+3164 Hangul filler', '\u3164'],
    ['U+180E Mongolian vowel separator', '\u180e'],
    ['U+2028 line separator', '\u2028'],
    ['U+2029 paragraph separator', '\u2029'],
    ['U+FE0F variation selector 16', '\ufe0f'],
    ['U+E0041 tag latin capital A', '\u{e0041}'],
    ['U+E000 private use', '\ue000'],
    ['U+F0000 supplementary private use', '\u{f0000}'],
    ['U+200B zero-width space', '\u200b'],
    ['U+202E right-to-left override', '\u202e'],
    ['U+FEFF byte-order mark', '\ufeff'],
    ['U+0085 next line', '\u0085'],
    ['a tab', '\t'],
  ])('refuses %s', (_name, character) => {
    expect(isOneLineText(`Ac${character}me`)).toBe(false);
  });

  it.each(['Acme', '上海贸易', '한국상사', 'Café Noir', 'e\u0301', 'شركة', '👍🏽', 'A & B (Pty) Ltd.'])(
    'takes %s',
    (text) => {
      expect(isOneLineText(text)).toBe(true);
    },
  );
});
