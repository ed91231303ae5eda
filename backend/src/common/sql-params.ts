import { EntityManager } from 'typeorm';

/** What a query object reads through: the data source's manager or a transaction's. */
export type Queryable = Pick<EntityManager, 'query'>;

/**
 * Collects the values of a hand-written query and hands out their `$n` placeholders, so optional
 * conditions can be appended without counting. Values always travel as parameters, never as SQL text.
 */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** The text with the pattern characters of LIKE (backslash, %, _) escaped by a backslash, its default. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%text%` for ILIKE, with the pattern characters of the text escaped (use with `ESCAPE '\'`). */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/**
 * `limit` rows of `select` (no WHERE of its own) after the row `after` in the order of `order` (its
 * row's fields → the columns, unique together), ascending: a long list's batches by keyset. The
 * values of `after` take their columns' types.
 */
export function keysetBatch<R extends object>(
  db: Queryable,
  select: string,
  order: Partial<Record<keyof R & string, string>>,
  after: R | undefined,
  limit: number,
): Promise<R[]> {
  const p = new SqlParams();
  const fields = Object.keys(order) as (keyof R & string)[];
  const columns = fields.map((field) => order[field]!);
  const where = after
    ? `WHERE (${columns.join(', ')}) > (${fields.map((field) => p.add(after[field])).join(', ')})`
    : '';
  return db.query(`${select} ${where} ORDER BY ${columns.join(', ')} LIMIT ${p.add(limit)}`, p.values);
}
