import { DataSource, QueryRunner } from 'typeorm';
import {
  BackupError,
  BackupHeader,
  BackupSummary,
  checkMigrations,
  EndLine,
  parseHeader,
  RowLine,
  SequencesLine,
  TableSection,
} from './backup-format';
import { BackupCheck, BackupTrust, readBackupLines, verifyBackup } from './backup-reader';
import { basename, resolve } from 'node:path';
import { hostname, userInfo } from 'node:os';
import { auditParts } from '../audit/audit-recorder';
import { SYSTEM_ACTOR } from '../../common/request-context';
import { AuditRecord, diff } from '../../database/unit-of-work/unit-of-work';
import { WriteBatch } from '../../database/write-batch';
import { RESYNCHRONISERS } from '../../database/resynchronisers';
import { isURL } from 'class-validator';
import { DayOrder, Direction, Movement } from '../../common/side';
import { INVOICE_URL_OPTIONS } from '../trade/dto/trade-record.dto';
import {
  appliedMigrations,
  ColumnInfo,
  ident,
  listSequences,
  listTables,
  qualified,
  TableInfo,
  withRunner,
} from './database-catalog';

const INSERT_BATCH = 500;

/**
 * Columns a later migration moved out of their table, which a backup taken before it still carries:
 * they are staged beside the table's primary key in a temporary table `staged_<table>`, and `move`
 * puts them where they live now once every row is in.
 */
interface MovedColumns {
  table: string;
  columns: ColumnInfo[];
  move: string;
}

const MOVED_COLUMNS: MovedColumns[] = [
  {
    // TradeRecordCosts1795500000000: outbound costs have a table of their own; unit_cost was derived.
    table: 'trade_records',
    columns: [
      { name: 'cost_amount', type: 'numeric' },
      { name: 'unit_cost', type: 'numeric' },
    ],
    move: `INSERT INTO trade_record_costs (product_id, record_id, cost_amount)
           SELECT r.product_id, r.id, s.cost_amount
             FROM staged_trade_records s JOIN trade_records r ON r.id = s.id
            WHERE s.cost_amount IS NOT NULL`,
  },
];

/**
 * Columns a later migration gave another meaning: a backup taken before `migration` carries the
 * `replaced` columns of `table` with their old values, which are not inserted as they are; `values`
 * gives the current columns they become, in SQL over the backup's values of the row (`v(column)`: the
 * value as text), computed in the insert itself.
 */
interface ChangedColumns {
  migration: string;
  table: string;
  replaced: string[];
  values: (v: (column: string) => string) => Record<string, string>;
}

/** trade_records.direction before MovementKind1796800000000: its values of opening stock and adjustments. */
const OLD_OPENING = -1;
const OLD_ADJUSTMENT = 2;

const CHANGED_COLUMNS: ChangedColumns[] = [
  {
    // MovementKind1796800000000: direction is only the side (NULL for opening stock and adjustments,
    // which it named -1 and 2); kind names the movement.
    migration: 'MovementKind1796800000000',
    table: 'trade_records',
    replaced: ['direction'],
    values: (v) => {
      const direction = `${v('direction')}::smallint`;
      return {
        direction: `CASE WHEN ${direction} IN (${Direction.Inbound}, ${Direction.Outbound}) THEN ${direction} END`,
        kind: `CASE ${direction} WHEN ${OLD_OPENING} THEN ${Movement.Opening}
                                 WHEN ${OLD_ADJUSTMENT} THEN ${Movement.Adjustment}
                                 ELSE CASE WHEN ${v('return_of')} IS NOT NULL THEN ${Movement.Return}
                                           WHEN ${direction} = ${Direction.Inbound} THEN ${Movement.Purchase}
                                           ELSE ${Movement.Sale} END END`,
      };
    },
  },
  {
    // LineTax1796930000001: every record has a rate and price mode (their columns' defaults: rate 0,
    // prices without tax) and, as a line without tax, net = gross = its total rounded, no tax.
    migration: 'LineTax1796930000001',
    table: 'trade_records',
    replaced: [],
    values: (v) => ({
      net_amount: `round(${v('total_price')}::numeric, 2)`,
      tax_amount: `CASE WHEN ${v('total_price')} IS NOT NULL THEN 0 END`,
      gross_amount: `round(${v('total_price')}::numeric, 2)`,
    }),
  },
  {
    // MovementKind1796800000000: the stock row's last folded event keeps its day order, which was its
    // direction value.
    migration: 'MovementKind1796800000000',
    table: 'stock',
    replaced: ['last_event_direction'],
    values: (v) => ({
      last_event_order: `CASE ${v('last_event_direction')}::smallint WHEN ${OLD_OPENING} THEN ${DayOrder.Opening}
                           WHEN ${Direction.Inbound} THEN ${DayOrder.Inbound}
                           WHEN ${Direction.Outbound} THEN ${DayOrder.Outbound}
                           WHEN ${OLD_ADJUSTMENT} THEN ${DayOrder.Adjustment} END`,
    }),
  },
];

/**
 * The data steps of migrations a backup predates, run around its rows: `before` once the tables are
 * emptied, `after` once every row is in. The Money migration gave every payment an account and made
 * the default account `Cash`; a backup from before it has neither.
 */
const DATA_UPGRADES: { migration: string; before: string[]; after: string[] }[] = [
  {
    migration: 'Money1796400000000',
    before: ['ALTER TABLE payments ALTER COLUMN account_id DROP NOT NULL'],
    after: [
      `INSERT INTO accounts (name, kind, opening_balance, opening_date, is_default)
       SELECT 'Cash', 'cash', 0, COALESCE(min(pay_date), current_date), true FROM payments
       HAVING NOT EXISTS (SELECT 1 FROM accounts)`,
      'UPDATE payments SET account_id = (SELECT id FROM accounts WHERE is_default) WHERE account_id IS NULL',
      'ALTER TABLE payments ALTER COLUMN account_id SET NOT NULL',
    ],
  },
];

/**
 * Rows the migrations themselves write (the default account): a database holding only these is empty
 * for a restore. Per table, the condition of a row that is the user's own.
 */
const OWN_ROWS: Record<string, string> = {
  accounts: `NOT (is_default AND name = 'Cash' AND kind = 'cash' AND opening_balance = 0 AND remark IS NULL)`,
};

export interface RestoreOptions {
  /** Replace data already in the database; without it, restore only into an empty database. */
  replace: boolean;
  /** The key the file must be signed with, or `unsigned` (the operator's explicit --unsigned). */
  trust: BackupTrust;
  /** What verifyBackup found, when the caller has run it on the file already (it is not read twice). */
  verified?: BackupCheck;
}

interface Section {
  table: TableInfo;
  /**
   * Target column of each value in the backup's rows; `staged` for a moved column, `replaced` for one
   * whose values `changed` turns into the current columns.
   */
  columns: (ColumnInfo & { staged: boolean; replaced?: boolean })[];
  /** Set when the backup's rows carry moved columns. */
  moved?: MovedColumns;
  /** The changes of the table's columns that the backup predates. */
  changed: ChangedColumns[];
  rows: RowLine[];
  inserted: number;
}

/**
 * Loads a backup into an already migrated database, in one transaction: on any problem (a damaged
 * file, a row the schema refuses) nothing changes. The database must be of the backup's schema version
 * or newer; existing data is replaced only when `replace` is set.
 */
export async function restoreBackup(
  db: DataSource | QueryRunner,
  file: string,
  options: RestoreOptions,
): Promise<BackupSummary> {
  // The whole file is checked (complete, its digest, its signature) before anything is replaced.
  const check = options.verified ?? (await verifyBackup(file, options.trust));
  const lines = readBackupLines(file);
  try {
    const first = await lines.next();
    const header = parseHeader(first.done ? undefined : first.value);
    const audit = restoreAudit(file, header, check, options.replace);
    return {
      file,
      ...(await withRunner(db, (runner) => restoreInto(runner, header, lines, options, audit))),
    };
  } finally {
    await lines.return(undefined);
  }
}

async function restoreInto(
  runner: QueryRunner,
  header: BackupHeader,
  lines: AsyncGenerator<string>,
  options: RestoreOptions,
  audit: AuditRecord,
): Promise<Omit<BackupSummary, 'file'>> {
  try {
    await runner.query('BEGIN');
    await runner.query("SET LOCAL DateStyle = 'ISO, YMD'");
    const migrations = await appliedMigrations(runner);
    if (!migrations) throw new BackupError('the database is not set up: run the migrations first');
    checkMigrations(header.migrations, migrations);

    const tables = new Map((await listTables(runner)).map((t) => [t.name, t]));
    await clearTables(runner, [...tables.values()], options.replace);
    const upgrades = DATA_UPGRADES.filter((u) => !header.migrations.includes(u.migration));
    for (const sql of upgrades.flatMap((u) => u.before)) await runner.query(sql);

    const inserted: Record<string, number> = {};
    const moves = new Set<MovedColumns>();
    let section: Section | undefined;
    let end: EndLine | undefined;
    let lineNo = 1;
    for await (const line of lines) {
      lineNo++;
      if (end) throw new BackupError(`the backup file is damaged (data after its last line, line ${lineNo})`);
      const value = parseLine(line, lineNo);
      if (Array.isArray(value)) {
        if (!section)
          throw new BackupError(`the backup file is damaged (a row outside a table, line ${lineNo})`);
        if (value.length !== section.columns.length) {
          throw new BackupError(`the backup file is damaged (wrong number of values, line ${lineNo})`);
        }
        checkRow(section, value, lineNo);
        section.rows.push(value);
        if (section.rows.length >= INSERT_BATCH) await flush(runner, section);
        continue;
      }
      if (section) {
        await flush(runner, section);
        inserted[section.table.name] = section.inserted;
        section = undefined;
      }
      if ('table' in value) {
        section = openSection(tables, value, header.migrations);
        if (section.moved) {
          await createStaging(runner, section);
          moves.add(section.moved);
        }
      } else if ('sequences' in value) {
        await restoreSequences(runner, value);
      } else {
        end = value;
      }
    }
    if (!end) throw new BackupError('the backup file is incomplete: it stops before its last line');
    for (const [table, expected] of Object.entries(end.rows)) {
      if ((inserted[table] ?? 0) !== expected) {
        throw new BackupError(`the backup file is damaged: ${table} should hold ${expected} rows`);
      }
    }
    for (const moved of moves) await runner.query(moved.move);
    for (const sql of upgrades.flatMap((u) => u.after)) await runner.query(sql);
    // What the modules derive from their tables is not taken from the file (a backup taken before a
    // derived table existed carries none): each module recomputes its own.
    for (const resynchroniser of RESYNCHRONISERS) await resynchroniser.resync(runner.manager);
    // The restore itself is the trail's newest entry, in its transaction: it is there when the data is.
    audit.changes.rows = [null, Object.values(end.rows).reduce((sum, n) => sum + n, 0)];
    const batch = new WriteBatch(runner.manager);
    await batch.add('audit_log', (p) => auditParts(p, [audit], { username: SYSTEM_ACTOR, requestId: null }));
    await batch.send();
    await runner.query('COMMIT');
    return {
      created_at: header.created_at,
      source: header.source,
      migrations: header.migrations,
      rows: end.rows,
    };
  } catch (error) {
    await runner.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/**
 * The audit entry of a restore: what (the file, the backup's date and source, whether its signature was
 * checked, whether it replaced data), who (the operating-system account that ran it, on which host; the
 * trail's user is SYSTEM_ACTOR) and, by the entry's own time, when.
 */
function restoreAudit(file: string, header: BackupHeader, check: BackupCheck, replace: boolean): AuditRecord {
  let account = 'unknown';
  try {
    account = userInfo().username;
  } catch {
    // no account name on this system (a container's numeric user)
  }
  const values = {
    file: resolve(file),
    backup_created_at: header.created_at,
    backup_source: header.source,
    signature: check.signature === 'signed' ? 'verified' : 'not checked (--unsigned)',
    replaced_data: replace,
    by: `${account}@${hostname()}`,
  };
  return {
    action: 'create',
    entity: 'restore',
    entityId: basename(file).slice(0, 100),
    changes: diff({}, values),
  };
}

/**
 * The API's rules that the schema does not hold, applied to each restored row: a link must be one the
 * API would take (an http or https URL: never javascript: or data:).
 */
const ROW_RULES: Record<string, Record<string, { valid: (value: string) => boolean; what: string }>> = {
  trade_records: {
    invoice_image_url: {
      valid: (value) => isURL(value, INVOICE_URL_OPTIONS),
      what: 'an invoice image link that is not an http or https URL',
    },
  },
};

function checkRow(section: Section, row: RowLine, lineNo: number): void {
  const rules = ROW_RULES[section.table.name];
  if (!rules) return;
  section.columns.forEach((column, i) => {
    const rule = rules[column.name];
    const value = row[i];
    if (rule && value !== null && !rule.valid(value)) {
      throw new BackupError(
        `the backup file is refused: a row of ${section.table.name} has ${rule.what} (line ${lineNo}); nothing was restored`,
      );
    }
  });
}

type BackupLine = RowLine | TableSection | SequencesLine | EndLine;

function parseLine(line: string, lineNo: number): BackupLine {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    value = undefined;
  }
  const v = value as Record<string, unknown> | undefined;
  const known =
    Array.isArray(value) ||
    (typeof v?.table === 'string' && Array.isArray(v.columns)) ||
    Array.isArray(v?.sequences) ||
    (v?.end === true && typeof v.rows === 'object');
  if (!known) throw new BackupError(`the backup file is damaged (line ${lineNo} is not readable)`);
  return value as BackupLine;
}

async function clearTables(runner: QueryRunner, tables: TableInfo[], replace: boolean): Promise<void> {
  if (!replace) {
    const holding: string[] = [];
    for (const table of tables) {
      const [{ filled }]: { filled: boolean }[] = await runner.query(
        `SELECT EXISTS (SELECT 1 FROM ${qualified(table.name)} WHERE ${OWN_ROWS[table.name] ?? 'TRUE'}) AS filled`,
      );
      if (filled) holding.push(table.name);
    }
    if (holding.length > 0) {
      throw new BackupError(
        `the database already holds data (${holding.join(', ')}); restore with --force to replace all of it`,
      );
    }
  }
  if (tables.length > 0) {
    await runner.query(
      `TRUNCATE ${tables.map((t) => qualified(t.name)).join(', ')} RESTART IDENTITY CASCADE`,
    );
  }
}

function openSection(tables: Map<string, TableInfo>, line: TableSection, migrations: string[]): Section {
  const table = tables.get(line.table);
  if (!table)
    throw new BackupError(`table ${line.table} of the backup does not exist in this version of Tradebook`);
  const moved = MOVED_COLUMNS.find((m) => m.table === line.table);
  // A backup of the version before the change carries none of the columns it adds.
  const changed = CHANGED_COLUMNS.filter(
    (c) =>
      c.table === line.table &&
      !migrations.includes(c.migration) &&
      !Object.keys(c.values(() => 'NULL')).some(
        (name) => !c.replaced.includes(name) && line.columns.includes(name),
      ),
  );
  let staged = false;
  const columns = line.columns.map((name) => {
    if (changed.some((c) => c.replaced.includes(name))) {
      return { name, type: 'text', staged: false, replaced: true };
    }
    const column = table.columns.find((c) => c.name === name);
    if (column) return { ...column, staged: false };
    const movedColumn = moved?.columns.find((c) => c.name === name);
    if (!movedColumn)
      throw new BackupError(`column ${line.table}.${name} of the backup does not exist in this version`);
    staged = true;
    return { ...movedColumn, staged: true };
  });
  return { table, columns, moved: staged ? moved : undefined, changed, rows: [], inserted: 0 };
}

function stagingTable(section: Section): string {
  return ident(`staged_${section.table.name}`);
}

/** The primary key's columns and the moved ones, as the staging table holds them. */
function stagedColumns(section: Section): ColumnInfo[] {
  const key = section.table.primaryKey.map((name) => section.table.columns.find((c) => c.name === name)!);
  return [...key, ...section.columns.filter((c) => c.staged)];
}

async function createStaging(runner: QueryRunner, section: Section): Promise<void> {
  const missingKey = section.table.primaryKey.filter((k) => !section.columns.some((c) => c.name === k));
  if (missingKey.length > 0) {
    throw new BackupError(
      `the backup file is damaged (${section.table.name} has no ${missingKey.join(', ')})`,
    );
  }
  const columns = stagedColumns(section).map((c) => `${ident(c.name)} ${c.type}`);
  await runner.query(
    `CREATE TEMPORARY TABLE ${stagingTable(section)} (${columns.join(', ')}) ON COMMIT DROP`,
  );
}

/** Inserts the buffered rows: values travel as text in one JSON parameter and are cast to each column's type. */
async function flush(runner: QueryRunner, section: Section): Promise<void> {
  if (section.rows.length === 0) return;
  const indexed = section.columns.map((c, i) => ({ ...c, value: `x.c${i}::${c.type}` }));
  const record = section.columns.map((_c, i) => `c${i} text`).join(', ');
  const payload = JSON.stringify(
    section.rows.map((row) => Object.fromEntries(row.map((v, i) => [`c${i}`, v]))),
  );
  const insert = async (target: string, columns: { name: string; value: string }[], modifier = '') =>
    runner.query(
      `INSERT INTO ${target} (${columns.map((c) => ident(c.name)).join(', ')}) ${modifier}
       SELECT ${columns.map((c) => c.value).join(', ')} FROM json_to_recordset($1::json) AS x(${record})`,
      [payload],
    );
  const valueOf = (name: string) => {
    const i = section.columns.findIndex((c) => c.name === name);
    if (i < 0) throw new BackupError(`the backup file is damaged (${section.table.name} has no ${name})`);
    return `x.c${i}`;
  };
  const derived = section.changed.flatMap((c) =>
    Object.entries(c.values(valueOf)).map(([name, value]) => ({ name, value })),
  );
  await insert(
    qualified(section.table.name),
    [...indexed.filter((c) => !c.staged && !c.replaced), ...derived],
    'OVERRIDING SYSTEM VALUE',
  );
  if (section.moved) {
    const staged = stagedColumns(section).map((s) => indexed.find((c) => c.name === s.name)!);
    await insert(stagingTable(section), staged);
  }
  section.inserted += section.rows.length;
  section.rows = [];
}

async function restoreSequences(runner: QueryRunner, line: SequencesLine): Promise<void> {
  const owned = await listSequences(runner);
  for (const value of line.sequences) {
    const sequence = owned.find((s) => s.table === value.table && s.column === value.column);
    if (!sequence) continue; // a column that no longer counts by itself
    await runner.query(`SELECT setval($1::regclass, $2::bigint, $3::boolean)`, [
      qualified(sequence.sequence),
      value.last_value,
      value.is_called,
    ]);
  }
}
