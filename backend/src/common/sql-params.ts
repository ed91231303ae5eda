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

  /**
   * `elements` as an array of `type`, written so that a prepared statement's generic plan knows its
   * length: one element as `ARRAY[$n::type]` (the planner counts the constructor's elements), more as
   * one array parameter `$n::type[]`. A generic plan takes `unnest($n::int[])` for 100 rows and
   * `= ANY($n::int[])` for 10, costs more than a custom plan for the one row a single sale has, and is
   * never chosen: every run was planned anew (docs/DECISIONS.md, "Prepared statements"). `literal`
   * sends many elements as one array literal the caller built (integers and decimals need no quoting).
   */
  array(elements: readonly unknown[], type: string, literal?: () => string): string {
    if (elements.length === 1) return `ARRAY[${this.add(elements[0])}::${type}]`;
    return `${this.add(literal ? literal() : elements)}::${type}[]`;
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
