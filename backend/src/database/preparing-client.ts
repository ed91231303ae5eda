import { createHash } from 'node:crypto';
import { Client, ClientBase, PoolConfig } from 'pg';

/**
 * Statements with more parameters are batch statements (long IN lists): their planning is amortised
 * over many rows, and every distinct text would stay prepared for the connection's life.
 */
const MAX_PREPARED_PARAMETERS = 32;
/** Queries (a WITH may end in a write); plain INSERT/UPDATE/DELETE and DDL are sent as they are. */
const QUERY = /^\s*(SELECT|WITH)\b/i;
const PREPARED_MARK = '/* prepared */ ';

/**
 * Marks one of the write path's fixed statements (a sale's lookups, locks, inserts and postings: each
 * runs on every write, is index-driven and touches a few rows) to be run as a named prepared statement
 * on every database, the PostgreSQL server's included: it is then parsed and planned once per
 * connection instead of on every write (docs/DECISIONS.md, "Prepared statements").
 */
export function prepared(text: string): string {
  return PREPARED_MARK + text;
}

/** Which statements a pool's clients prepare. */
type PrepareRule = (text: string, values: unknown[]) => boolean;

/** The write path's marked statements only: on a server, where reads are planned for their values. */
const MARKED: PrepareRule = (text) => text.startsWith(PREPARED_MARK);

/** Those, and every parameterised read of 1–32 parameters: on the embedded database. */
const MARKED_AND_READS: PrepareRule = (text, values) =>
  MARKED(text, values) || (values.length > 0 && values.length <= MAX_PREPARED_PARAMETERS && QUERY.test(text));

/**
 * A pg client class that runs the statements `rule` picks as named prepared statements (named by a hash
 * of their text), so a connection parses and plans each once and later runs reuse the plan (PostgreSQL
 * switches to a generic plan when it costs no more than the custom ones).
 */
function preparingClient(rule: PrepareRule): typeof Client {
  return class PreparingClient extends Client {
    // pg's query() is heavily overloaded: TypeORM calls query(text, values), a pool query(text, values, callback).
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    override query(config: any, values?: any, callback?: any): any {
      if (typeof config === 'string' && Array.isArray(values) && rule(config, values)) {
        return super.query({ name: statementName(config), text: config, values }, callback);
      }
      return super.query(config, values, callback);
    }
  };
}

/**
 * Pool options for the embedded database: the write path's statements and every short parameterised
 * read are prepared, because PostgreSQL compiled to WebAssembly spends longer parsing and planning a
 * short query than running it. PGlite keeps one session for every connection made to it, so a
 * connection that replaces a broken one would find the old one's statements there and fail to prepare
 * its own under the same names: each new connection starts by forgetting them.
 */
export const EMBEDDED_PREPARING_POOL_OPTIONS: PoolConfig = {
  Client: preparingClient(MARKED_AND_READS),
  onConnect: async (client: ClientBase) => {
    await client.query('DEALLOCATE ALL');
  },
};

/**
 * Pool options for a PostgreSQL server: the write path's statements only. Reads are planned for their
 * values there: a generic plan chosen on a large, skewed table (one product carries 11 % of a million
 * records) is a risk the benchmark would not always show.
 */
export const SERVER_PREPARING_POOL_OPTIONS: PoolConfig = { Client: preparingClient(MARKED) };

/** The names already worked out: a write sends the same few texts thousands of times a minute. */
const statementNames = new Map<string, string>();
/** Enough for every fixed statement; a workload of ever-new texts (reads on the embedded database) starts over. */
const STATEMENT_NAMES_KEPT = 2_000;

export function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    if (statementNames.size >= STATEMENT_NAMES_KEPT) statementNames.clear();
    name = `tb_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return name;
}
