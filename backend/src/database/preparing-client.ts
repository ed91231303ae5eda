import { createHash } from 'node:crypto';
import { Client, ClientBase, PoolConfig } from 'pg';

/**
 * Statements with more parameters are batch statements (long IN lists): their planning is amortised
 * over many rows, and every distinct text would stay prepared for the connection's life.
 */
const MAX_PREPARED_PARAMETERS = 32;
/** Queries (a WITH may end in a write); plain INSERT/UPDATE/DELETE and DDL are sent as they are. */
const QUERY = /^\s*(SELECT|WITH)\b/i;

/**
 * A pg client that runs each parameterised query as a named prepared statement (named by a hash of its
 * text), so a connection parses and plans it once and later runs reuse the plan (PostgreSQL switches to
 * a generic plan when it costs no more than the custom ones). Used for the embedded database only:
 * PostgreSQL compiled to WebAssembly spends longer parsing and planning a short query than running it,
 * while on a server the planning runs on the database's own CPU and generic plans are a risk on large,
 * skewed tables (docs/DECISIONS.md, "Prepared statements on the embedded database").
 */
export class PreparingClient extends Client {
  // pg's query() is heavily overloaded: TypeORM calls query(text, values), a pool query(text, values, callback).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(config: any, values?: any, callback?: any): any {
    if (
      typeof config === 'string' &&
      Array.isArray(values) &&
      values.length > 0 &&
      values.length <= MAX_PREPARED_PARAMETERS &&
      QUERY.test(config)
    ) {
      return super.query({ name: statementName(config), text: config, values }, callback);
    }
    return super.query(config, values, callback);
  }
}

/**
 * Pool options for a pool of PreparingClients. PGlite keeps one session for every connection made to
 * it, so a connection that replaces a broken one would find the old one's statements there and fail
 * to prepare its own under the same names: each new connection starts by forgetting them.
 */
export const PREPARING_POOL_OPTIONS: PoolConfig = {
  Client: PreparingClient,
  onConnect: async (client: ClientBase) => {
    await client.query('DEALLOCATE ALL');
  },
};

export function statementName(text: string): string {
  return `tb_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
}
