import { Queryable, SqlParams } from '../common/sql-params';
import { prepared } from './preparing-client';

/** A write's parts: named data-modifying statements (a later part may read an earlier one's RETURNING). */
export type WriteParts = [name: string, sql: string][];

/**
 * Writes whose results nothing reads, sent together as one statement (a WITH of named data-modifying
 * parts): a sale's stock figures, partner balance and audit entry cost one round trip instead of three.
 * The parts run on one snapshot in no set order, so a batch holds one write per table: a second write
 * to a table sends what is waiting first. Anything run outside the batch that reads or writes what is
 * waiting must `send` it before. A part that is a SELECT (a function called for its effect, such as
 * pg_notify) is read by the statement's final SELECT, since PostgreSQL runs an unread SELECT part not at all.
 */
export class WriteBatch {
  private params = new SqlParams();
  private parts: string[] = [];
  private reads: string[] = [];
  private readonly tables = new Set<string>();

  constructor(private readonly db: Queryable) {}

  /** Adds the write of `table`: `build` makes its parts with the batch's parameters. */
  async add(table: string, build: (p: SqlParams) => WriteParts): Promise<void> {
    if (this.tables.has(table)) await this.send();
    this.tables.add(table);
    for (const [name, sql] of build(this.params)) {
      this.parts.push(`${name} AS (${sql})`);
      if (/^\s*SELECT\b/i.test(sql)) this.reads.push(name);
    }
  }

  /** Runs what is waiting, as one statement. */
  async send(): Promise<void> {
    if (this.parts.length === 0) return;
    const read = this.reads.map((name) => `, (SELECT count(*) FROM ${name})`).join('');
    const text = `WITH ${this.parts.join(',\n')}\nSELECT 1${read}`;
    const values = this.params.values;
    this.params = new SqlParams();
    this.parts = [];
    this.reads = [];
    this.tables.clear();
    await this.db.query(prepared(text), values);
  }
}
