import { escapeLike } from './sql-params';

/**
 * The part of a keyword the trigram index looks up: its longest run of letters or digits (the last of
 * equal length), when that has the 3 characters a trigram needs; else the whole keyword. Record numbers
 * share their prefixes ("SO-", "INV-2025") with thousands of others, and the index reads the whole list
 * of records of every trigram it is given: "GEN-INV-202411-53670332231" read 2,500 index pages at
 * 1,000,000 records (100 ms), its number alone 140 (1 ms).
 */
export function distinctivePart(keyword: string): string {
  const words = keyword.match(/[\p{L}\p{N}]+/gu) ?? [];
  const longest = words.reduce((best, word) => (word.length >= best.length ? word : best), '');
  return longest.length >= 3 ? longest : keyword;
}

/**
 * The conditions of a keyword search: `text` (the SQL expression a trigram index is on, e.g. a record's
 * numbers and remark joined by U+001F) contains the keyword, ignoring case. The index condition is the
 * index's expression as it is (so the index serves it) with the keyword's distinctive part, LIKE's
 * pattern characters escaped; when that is not the whole keyword, the rows found are checked for the
 * whole keyword too. `add` binds a value and answers its placeholder.
 */
export function keywordConditions(text: string, keyword: string, add: (value: string) => string): string[] {
  const part = distinctivePart(keyword);
  const conditions = [`${text} ILIKE '%' || ${add(escapeLike(part))} || '%'`];
  if (part !== keyword) conditions.push(`strpos(lower(${text}), lower(${add(keyword)})) > 0`);
  return conditions;
}
