import { DataSource, QueryRunner } from 'typeorm';

/**
 * Tables of the application schema that a backup holds: everything but the migration history, the
 * movement card's checkpoints (derived, rebuilt on demand; a restore empties them with the products)
 * the profit and loss summaries (derived, stored again on demand; a restore deletes them) and the
 * lists' kept row counts (derived, kept by triggers; a restore recounts them).
 */
const SCHEMA = 'public';
const EXCLUDED = ['migrations', 'stock_checkpoints', 'profit_and_loss_months', 'list_counts'];

export interface ColumnInfo {
  name: string;
  /** The column's type without modifiers (e.g. numeric, character varying): the cast target on restore. */
  type: string;
}

export interface TableInfo {
  name: string;
  columns: ColumnInfo[];
  primaryKey: string[];
}

export interface SequenceInfo {
  sequence: string;
  table: string;
  column: string;
}

/** Double-quotes an identifier for SQL. */
export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** The application's tables, parents before children (foreign keys), so rows insert in file order. */
export async function listTables(runner: QueryRunner): Promise<TableInfo[]> {
  const names: { name: string }[] = await runner.query(
    `SELECT c.relname AS name
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = $1 AND c.relkind IN ('r', 'p') AND NOT c.relispartition AND c.relname <> ALL($2)
      ORDER BY c.relname`,
    [SCHEMA, EXCLUDED],
  );
  const edges: { child: string; parent: string }[] = await runner.query(
    `SELECT child.relname AS child, parent.relname AS parent
       FROM pg_constraint k
       JOIN pg_class child ON child.oid = k.conrelid
       JOIN pg_class parent ON parent.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = k.connamespace
      WHERE k.contype = 'f' AND n.nspname = $1 AND child.oid <> parent.oid`,
    [SCHEMA],
  );
  const ordered = dependencyOrder(
    names.map((t) => t.name),
    edges,
  );
  const tables: TableInfo[] = [];
  for (const name of ordered) {
    tables.push({
      name,
      columns: await listColumns(runner, name),
      primaryKey: await primaryKey(runner, name),
    });
  }
  return tables;
}

/** Stored columns in table order; generated columns are left out (PostgreSQL computes them). */
export async function listColumns(runner: QueryRunner, table: string): Promise<ColumnInfo[]> {
  return runner.query(
    `SELECT a.attname AS name, format_type(a.atttypid, NULL) AS type
       FROM pg_attribute a
      WHERE a.attrelid = format('%I.%I', $1::text, $2::text)::regclass
        AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      ORDER BY a.attnum`,
    [SCHEMA, table],
  );
}

async function primaryKey(runner: QueryRunner, table: string): Promise<string[]> {
  const rows: { name: string }[] = await runner.query(
    `SELECT a.attname AS name
       FROM pg_index i
       JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
      WHERE i.indrelid = format('%I.%I', $1::text, $2::text)::regclass AND i.indisprimary
      ORDER BY array_position(i.indkey::int2[], a.attnum)`,
    [SCHEMA, table],
  );
  return rows.map((r) => r.name);
}

/** Sequences owned by a column of an application table (serial and identity columns). */
export async function listSequences(runner: QueryRunner): Promise<SequenceInfo[]> {
  return runner.query(
    `SELECT s.relname AS sequence, t.relname AS "table", a.attname AS "column"
       FROM pg_depend d
       JOIN pg_class s ON s.oid = d.objid AND s.relkind = 'S'
       JOIN pg_class t ON t.oid = d.refobjid
       JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
       JOIN pg_namespace n ON n.oid = s.relnamespace
      WHERE n.nspname = $1 AND d.classid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')
        AND t.relname <> ALL($2)
      ORDER BY t.relname, a.attname`,
    [SCHEMA, EXCLUDED],
  );
}

export function qualified(name: string): string {
  return `${ident(SCHEMA)}.${ident(name)}`;
}

/** Names of the applied migrations, oldest first; null when the database has no Tradebook schema. */
export async function appliedMigrations(runner: QueryRunner): Promise<string[] | null> {
  const [{ present }]: { present: boolean }[] = await runner.query(
    `SELECT to_regclass(format('%I.%I', $1::text, 'migrations')) IS NOT NULL AS present`,
    [SCHEMA],
  );
  if (!present) return null;
  const rows: { name: string }[] = await runner.query(
    `SELECT name FROM ${qualified('migrations')} ORDER BY "timestamp", id`,
  );
  return rows.map((r) => r.name);
}

/** Topological order (parents first), ties by name; a cycle is reported rather than guessed. */
export function dependencyOrder(names: string[], edges: { child: string; parent: string }[]): string[] {
  const pending = new Set(names);
  const ordered: string[] = [];
  while (pending.size > 0) {
    const ready = [...pending]
      .filter((name) => !edges.some((e) => e.child === name && e.parent !== name && pending.has(e.parent)))
      .sort();
    if (ready.length === 0) {
      throw new Error(`foreign keys form a cycle between: ${[...pending].sort().join(', ')}`);
    }
    for (const name of ready) {
      pending.delete(name);
      ordered.push(name);
    }
  }
  return ordered;
}

/** Runs `task` on the given query runner, or on a new one from the data source (released after). */
export async function withRunner<T>(
  db: DataSource | QueryRunner,
  task: (runner: QueryRunner) => Promise<T>,
): Promise<T> {
  if (!(db instanceof DataSource)) return task(db);
  const runner = db.createQueryRunner();
  await runner.connect();
  try {
    return await task(runner);
  } finally {
    await runner.release();
  }
}
