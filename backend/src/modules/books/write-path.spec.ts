import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The write path's rules, checked over the source: every transaction is opened by the unit of work, only
 * the posting engine checks the period lock and updates stock, cost and balances (the accounts' stored
 * balances too), and services state
 * rules while their SQL lives in their modules' query objects.
 */
const SRC = join(__dirname, '..', '..');

/** The source files below src (tests left out), as paths relative to src and their code without comments. */
function sources(): { path: string; code: string }[] {
  const files: { path: string; code: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')) {
        files.push({
          path: relative(SRC, full).split('\\').join('/'),
          code: withoutComments(readFileSync(full, 'utf8')),
        });
      }
    }
  };
  walk(SRC);
  return files;
}

function withoutComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** `file:line: text` of every match of `pattern` in the files `allowed` does not exempt. */
function violations(
  files: { path: string; code: string }[],
  pattern: RegExp,
  allowed: (path: string) => boolean,
  accept: (match: RegExpMatchArray) => boolean = () => true,
): string[] {
  const found: string[] = [];
  for (const { path, code } of files) {
    if (allowed(path)) continue;
    code.split('\n').forEach((line, i) => {
      for (const match of line.matchAll(new RegExp(pattern.source, 'g'))) {
        if (accept(match)) found.push(`${path}:${i + 1}: ${line.trim()}`);
      }
    });
  }
  return found;
}

/** Opening a transaction or a connection of one's own. */
const TRANSACTION = /\.transaction\(|startTransaction|createQueryRunner|\.queryRunner\b|\bBEGIN\b/;

/**
 * Where a transaction may be opened: the unit of work; the migrations and their runner (TypeORM runs each
 * migration in a transaction of its own); the backup's dump and restore, which run on a raw connection
 * of their own, also from the command line against a database no server is using.
 */
const OPENS_TRANSACTIONS = (path: string) =>
  path.startsWith('database/unit-of-work/') ||
  path.startsWith('database/migrations/') ||
  path === 'database/migrate.ts' ||
  path.startsWith('modules/backup/');

/** The period-lock check. */
const PERIOD_LOCK = /\.dated\(|\bassertOpen\(|\bforWrite\(/;

/** The per-write updaters of stock, cost and balances, called on anything but an engine entry. */
const UPDATER =
  /(\w+)\.(recordsChanged|paymentsChanged|lockBalances|recordsInserted|recordInserted|recordAmountChanged|replay|lockMovements?|assertAvailable)\(|\binventory\.lock\(|(?<![.\w])(?:assertCreditLimit|moveAccountBalances)\(/;

/**
 * SQL that writes an account's stored balance: an UPDATE of accounts that sets it, an INSERT into
 * accounts that names it. Matched over a whole file, as a statement spans lines.
 */
const WRITES_ACCOUNT_BALANCE =
  /\bUPDATE\s+"?accounts"?\s[^`'";]*?(?<![\w"])"?balance"?\s*=(?!=)|\bINSERT\s+INTO\s+"?accounts"?\s*\([^)]*?(?<![\w"])"?balance\b/gi;

/** Where the stored balance is written: the engine, and the migration that added and filled it. */
const KEEPS_ACCOUNT_BALANCE = (path: string) =>
  path.startsWith('modules/books/') || path.startsWith('database/migrations/');

/** `file:line: text` of every statement `pattern` finds in the files `allowed` does not exempt. */
function statementViolations(
  files: { path: string; code: string }[],
  pattern: RegExp,
  allowed: (path: string) => boolean,
): string[] {
  return files
    .filter(({ path }) => !allowed(path))
    .flatMap(({ path, code }) =>
      [...code.matchAll(pattern)].map((match) => {
        const line = code.slice(0, match.index).split('\n').length;
        return `${path}:${line}: ${match[0].replace(/\s+/g, ' ')}`;
      }),
    );
}

/**
 * The engine and the stores it keeps: the period lock's own service (which defines the check) and the
 * stock store (whose replay reads the lock to keep a closed period's costs).
 */
const ENGINE = (path: string) =>
  path.startsWith('modules/books/') ||
  path === 'modules/settings/period-lock.service.ts' ||
  path === 'modules/stock/inventory.service.ts';

/** SQL run or written in a service (a statement belongs in its owner's query object). */
const SQL = /\.query\(|\b(?:SELECT|INSERT INTO|DELETE FROM)\b|\bUPDATE [a-z_]+ SET\b/;

const NOT_A_SERVICE = (path: string) => !path.endsWith('.service.ts');

describe('the write path', () => {
  const files = sources();

  it('opens transactions only in the unit of work', () => {
    expect(violations(files, TRANSACTION, OPENS_TRANSACTIONS)).toEqual([]);
  });

  it('leaves the period lock, stock, cost and balance updates to the posting engine', () => {
    expect([
      ...violations(files, PERIOD_LOCK, ENGINE),
      ...violations(files, UPDATER, ENGINE, (m) => m[1] !== 'entry'),
    ]).toEqual([]);
  });

  it("leaves the accounts' stored balance to the posting engine", () => {
    expect(statementViolations(files, WRITES_ACCOUNT_BALANCE, KEEPS_ACCOUNT_BALANCE)).toEqual([]);
  });

  it("keeps SQL out of services: each statement is in its owner's query object", () => {
    expect(violations(files, SQL, NOT_A_SERVICE)).toEqual([]);
  });

  it('finds a planted violation of each rule', () => {
    const planted = [
      { path: 'modules/trade/planted.ts', code: 'await this.dataSource.transaction(async (m) => m);' },
      { path: 'modules/trade/planted2.ts', code: "await runner.query('BEGIN');" },
      { path: 'modules/trade/planted3.ts', code: 'await tx.dated(body.date);' },
      { path: 'modules/trade/planted4.ts', code: 'await this.balances.recordsChanged(m, []);' },
      { path: 'modules/trade/planted5.ts', code: 'await this.inventory.replay(m, stocks);' },
      { path: 'modules/money/planted6.ts', code: 'await moveAccountBalances(m, money);' },
    ];
    expect(violations(planted, TRANSACTION, OPENS_TRANSACTIONS)).toHaveLength(2);
    const services = [
      { path: 'modules/trade/planted.service.ts', code: 'await m.query(sql);' },
      { path: 'modules/trade/planted2.service.ts', code: 'const sql = `UPDATE stock SET x = 1`;' },
      { path: 'modules/trade/planted.queries.ts', code: "await m.query('SELECT 1');" },
    ];
    expect(violations(services, SQL, NOT_A_SERVICE)).toHaveLength(2);
    expect(violations(planted, PERIOD_LOCK, ENGINE)).toHaveLength(1);
    expect(violations(planted, UPDATER, ENGINE, (m) => m[1] !== 'entry')).toHaveLength(3);
    const balanceWrites = [
      {
        path: 'modules/money/a.queries.ts',
        code: '`UPDATE accounts\n SET name = $2,\n balance = $3 WHERE id = $1`',
      },
      {
        path: 'modules/money/b.queries.ts',
        code: '`INSERT INTO accounts (name, opening_balance, balance) VALUES (1, 2, 2)`',
      },
      {
        path: 'modules/money/c.queries.ts',
        code: '`UPDATE accounts SET opening_balance = $2 WHERE id = $1`',
      },
    ];
    expect(statementViolations(balanceWrites, WRITES_ACCOUNT_BALANCE, KEEPS_ACCOUNT_BALANCE)).toHaveLength(2);
    expect(
      violations(
        [{ path: 'modules/trade/ok.ts', code: 'await entry.replay(x);' }],
        UPDATER,
        ENGINE,
        (m) => m[1] !== 'entry',
      ),
    ).toEqual([]);
  });
});
