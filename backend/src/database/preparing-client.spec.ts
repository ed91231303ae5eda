import { createHash } from 'node:crypto';
import { statementName } from './preparing-client';

describe('statementName', () => {
  const sha1Name = (text: string) => `tb_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;

  it('names a statement by its text, the same on every call and after many other texts', () => {
    const text = 'SELECT 1 WHERE $1::int > 0';
    expect(statementName(text)).toBe(sha1Name(text));
    for (let i = 0; i < 5_000; i++) expect(statementName(`SELECT ${i}`)).toBe(sha1Name(`SELECT ${i}`));
    expect(statementName(text)).toBe(sha1Name(text));
    expect(statementName('SELECT 2')).not.toBe(statementName(text));
  });
});
