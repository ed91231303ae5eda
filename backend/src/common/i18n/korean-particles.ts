/**
 * Korean particles depend on the sound before them: 은/는, 이/가, 을/를, 과/와, 으로/로. A translation
 * writes both forms, "{field}은(는)", because the word put in front varies; once the word is in, the
 * form that fits is kept. When the sound cannot be told (a Latin word, a symbol), both stay, as Korean
 * software usually shows them.
 */
type FinalSound = 'none' | 'rieul' | 'other';

const FORMS: Record<string, (sound: FinalSound) => string> = {
  '은(는)': (s) => (s === 'none' ? '는' : '은'),
  '이(가)': (s) => (s === 'none' ? '가' : '이'),
  '을(를)': (s) => (s === 'none' ? '를' : '을'),
  '과(와)': (s) => (s === 'none' ? '와' : '과'),
  '와(과)': (s) => (s === 'none' ? '와' : '과'),
  '(으)로': (s) => (s === 'other' ? '으로' : '로'),
};
const WRITTEN = /(?<=(.))(은\(는\)|이\(가\)|을\(를\)|과\(와\)|와\(과\)|\(으\)로)/g;

/** Digits as read: 영 일 이 삼 사 오 육 칠 팔 구. */
const DIGITS: FinalSound[] = [
  'other',
  'rieul',
  'none',
  'other',
  'none',
  'none',
  'other',
  'rieul',
  'rieul',
  'none',
];
/** Capitals read one by one (URL → 엘, ID → 디). */
const CAPITALS: Record<string, FinalSound> = { L: 'rieul', R: 'rieul', M: 'other', N: 'other' };

function finalSound(char: string): FinalSound | null {
  const code = char.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) {
    const final = (code - 0xac00) % 28;
    return final === 0 ? 'none' : final === 8 ? 'rieul' : 'other';
  }
  if (/[0-9]/.test(char)) return DIGITS[Number(char)];
  if (/[A-Z]/.test(char)) return CAPITALS[char] ?? 'none';
  return null;
}

export function attachKoreanParticles(text: string): string {
  return text.replace(WRITTEN, (written: string, before: string) => {
    const sound = finalSound(before);
    return sound ? FORMS[written](sound) : written;
  });
}
