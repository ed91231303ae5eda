import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { AppSettingsService } from '../src/database/app-settings.service';
import { runBackupCommand, runRestoreCommand } from '../src/modules/backup/backup-commands';
import { BackupDigest, BackupError } from '../src/modules/backup/backup-format';
import { restoreBackup } from '../src/modules/backup/backup-restorer';
import { verifyBackup } from '../src/modules/backup/backup-reader';
import { backupSigningKey, KEY_FILE } from '../src/modules/backup/backup-signing';
import { backupSettings } from '../src/modules/backup/backup-settings';
import { BackupScheduler } from '../src/modules/backup/backup-scheduler';
import { writeBackup } from '../src/modules/backup/backup-writer';
import { parseCron } from '../src/modules/backup/cron';
import { CostMethodBootstrap } from '../src/modules/stock/cost-method.bootstrap';
import { DayOrder, Movement } from '../src/common/side';
import { TEST_BACKUP_KEY, TEST_BACKUP_SECRET, TEST_TRUST } from './support/backup-key';
import { TestApp, createTestApp, createTestDatabase } from './support/app';
import { newCustomer, newProduct, newSupplier } from './support/factories';
import { newInbound, newOutbound, newPayment } from './support/ledger-factories';

const run = promisify(execFile);

/**
 * Backups: backup, wipe, restore gives identical figures; an embedded backup restores into a server and
 * back through the command-line tools; scheduled backups are taken once per slot and pruned.
 */
describe('backups', () => {
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    t = await createTestApp();
    dir = mkdtempSync(join(tmpdir(), 'tradebook-backup-e2e-'));
    await seed(t);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** What a user sees: every list and total the API gives, read as the editor. */
  async function figures() {
    const get = async (path: string) => {
      const res = await t.http().get(path).set(t.as.editor);
      expect(res.status).toBe(200);
      return res.body;
    };
    return {
      partners: await get('/api/partners'),
      products: await get('/api/products'),
      inbound: await get('/api/inbound?limit=100'),
      outbound: await get('/api/outbound?limit=100'),
      stock: await get('/api/stock?limit=100'),
      adjustments: await get('/api/stock/adjustments'),
      stockValue: await get('/api/stock/total-cost-estimate'),
      receivable: await get('/api/receivable?limit=100'),
      payable: await get('/api/payable?limit=100'),
      prices: await get('/api/product-prices'),
      overview: await get('/api/overview/stats'),
      topSales: await get('/api/overview/top-sales-products'),
    };
  }

  async function tables(): Promise<string[]> {
    const rows: { name: string }[] = await t.dataSource.query(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'migrations'",
    );
    return rows.map((r) => r.name);
  }

  /** Every table emptied, as after losing the data (the schema stays). */
  async function wipe(): Promise<void> {
    await t.dataSource.query(`TRUNCATE ${(await tables()).map((n) => `"${n}"`).join(', ')} CASCADE`);
  }

  async function rowCount(): Promise<number> {
    let total = 0;
    for (const name of await tables()) {
      const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM "${name}"`);
      total += n;
    }
    return total;
  }

  it('backs up, wipes, restores: the same figures, ids and logins', async () => {
    const before = await figures();
    expect(before.stock.data.length).toBeGreaterThan(0);
    expect(before.receivable.data.length).toBeGreaterThan(0);
    const file = join(dir, 'full.jsonl.gz');

    const summary = await writeBackup(t.dataSource, file, 'server', TEST_BACKUP_KEY);
    expect(summary.rows.trade_records).toBe(7);
    expect(summary.rows.payments).toBe(3);

    await wipe();
    expect(await rowCount()).toBe(0);

    await restoreBackup(t.dataSource, file, { replace: false, trust: TEST_TRUST });
    expect(await figures()).toEqual(before);
    const login = await t
      .http()
      .post('/api/auth/login')
      .send({ username: 'editor_user', password: 'editor-password' });
    expect(login.status).toBe(200);
    // Sequences come back too: the next record gets a fresh id.
    const { supplier, product } = await someParties();
    const next = await newInbound(t, supplier, product, { date: '2025-04-01', quantity: 1, unit_price: 1 });
    const maxBefore = Math.max(...before.inbound.data.map((r: { id: number }) => r.id));
    expect(next.id).toBeGreaterThan(maxBefore);
  });

  it('recomputes the totals the writes keep, which a backup from before them does not carry', async () => {
    const before = await figures();
    await t.dataSource.query('UPDATE stock SET sales_amount = 0, outbound_records = 0, sales_cost = 0');
    await t.dataSource.query('DELETE FROM partner_balances');
    const file = join(dir, 'without-totals.jsonl.gz');
    await writeBackup(t.dataSource, file, 'server', TEST_BACKUP_KEY);
    await wipe();

    await restoreBackup(t.dataSource, file, { replace: false, trust: TEST_TRUST });
    expect(await figures()).toEqual(before);
  });

  it('restores a backup from before costs had a table of their own (costs in trade_records columns)', async () => {
    const before = await figures();
    const costs = () => t.dataSource.query('SELECT * FROM trade_record_costs ORDER BY record_id');
    const storedCosts = await costs();
    expect(storedCosts.length).toBeGreaterThan(0);
    const current = join(dir, 'current.jsonl.gz');
    await writeBackup(t.dataSource, current, 'server', TEST_BACKUP_KEY);

    // The same data in the shape of the previous version: two cost columns on every record.
    const old: Record<string, { cost_amount: string | null; unit_cost: string | null }> = {};
    for (const r of await t.dataSource.query(
      `SELECT r.id::text AS id, c.cost_amount, round(c.cost_amount / r.quantity, 6)::text AS unit_cost
         FROM trade_records r
         LEFT JOIN trade_record_costs c ON c.product_id = r.product_id AND c.record_id = r.id`,
    )) {
      old[r.id] = { cost_amount: r.cost_amount, unit_cost: r.unit_cost };
    }
    const lines = gunzipSync(readFileSync(current)).toString('utf8').trimEnd().split('\n');
    const out: string[] = [];
    let table = '';
    let idColumn = -1;
    for (const line of lines) {
      const value = JSON.parse(line);
      if (out.length === 0) {
        value.migrations = value.migrations.slice(
          0,
          value.migrations.indexOf('TradeRecordCosts1795500000000'),
        );
      } else if (value.table) {
        table = value.table;
        if (table === 'trade_records') {
          idColumn = value.columns.indexOf('id');
          value.columns.push('cost_amount', 'unit_cost');
        }
      } else if (Array.isArray(value)) {
        if (table === 'trade_record_costs') continue;
        if (table === 'trade_records')
          value.push(old[value[idColumn]].cost_amount, old[value[idColumn]].unit_cost);
      } else if (value.end) {
        delete value.rows.trade_record_costs;
        delete value.sha256; // that version wrote no digest
      }
      if (!(value.table === 'trade_record_costs')) out.push(JSON.stringify(value));
    }
    const file = join(dir, 'costs-on-records.jsonl.gz');
    writeFileSync(file, gzipSync(out.join('\n') + '\n'));
    await wipe();

    // A backup of that version is not signed: restored --unsigned.
    await restoreBackup(t.dataSource, file, { replace: false, trust: 'unsigned' });
    expect(await costs()).toEqual(storedCosts);
    expect(await figures()).toEqual(before);
    const refresh = await t.http().post('/api/stock/refresh').set(t.as.editor).send();
    expect(refresh.body).toMatchObject({ stock_rows_updated: 0, costs_updated: 0, balances_updated: 0 });
  });

  it('restores a backup from before the money side: every payment on the default account Cash', async () => {
    const before = await figures();
    const current = join(dir, 'current-money.jsonl.gz');
    await writeBackup(t.dataSource, current, 'server', TEST_BACKUP_KEY);
    const moneyTables = ['accounts', 'account_transfers', 'cash_entries'];
    const out: string[] = [];
    let table = '';
    let accountColumn = -1;
    for (const line of gunzipSync(readFileSync(current)).toString('utf8').trimEnd().split('\n')) {
      const value = JSON.parse(line);
      if (out.length === 0) {
        value.migrations = value.migrations.slice(0, value.migrations.indexOf('Money1796400000000'));
      } else if (value.table) {
        table = value.table;
        if (table === 'payments') {
          accountColumn = value.columns.indexOf('account_id');
          value.columns.splice(accountColumn, 1);
        }
      } else if (Array.isArray(value)) {
        if (moneyTables.includes(table)) continue;
        if (table === 'payments') value.splice(accountColumn, 1);
      } else if (value.end) {
        for (const name of moneyTables) delete value.rows[name];
        delete value.sha256;
      }
      if (!moneyTables.includes(value.table)) out.push(JSON.stringify(value));
    }
    const file = join(dir, 'before-money.jsonl.gz');
    writeFileSync(file, gzipSync(out.join('\n') + '\n'));
    await wipe();

    // A backup of that version is not signed: restored --unsigned.
    await restoreBackup(t.dataSource, file, { replace: false, trust: 'unsigned' });
    expect(await figures()).toEqual(before);
    const accounts = await t.http().get('/api/accounts').set(t.as.reader);
    expect(accounts.body.data).toEqual([expect.objectContaining({ name: 'Cash', is_default: true })]);
    const [{ unassigned }] = await t.dataSource.query(
      'SELECT count(*)::int AS unassigned FROM payments WHERE account_id IS NULL',
    );
    expect(unassigned).toBe(0);
  });

  it('restores a backup from before the movement kind: direction -1 and 2 become kind opening and adjustment', async () => {
    const [{ id: productId }] = await t.dataSource.query('SELECT id FROM products ORDER BY id LIMIT 1');
    const [{ product_model: model }] = await t.dataSource.query(
      'SELECT product_model FROM products WHERE id = $1',
      [productId],
    );
    const opening = await t.http().post('/api/stock/adjustments').set(t.as.editor).send({
      product_model: model,
      date: '2025-02-01',
      reason: 'opening',
      quantity_change: 5,
      unit_cost: '1.0000',
    });
    expect(opening.status).toBe(201);
    const kinds = () =>
      t.dataSource.query('SELECT id, direction, kind, return_of FROM trade_records ORDER BY id');
    const storedKinds = await kinds();
    expect(new Set(storedKinds.map((r: { kind: number }) => r.kind))).toEqual(
      new Set([Movement.Purchase, Movement.Sale, Movement.Return, Movement.Opening, Movement.Adjustment]),
    );
    const stockOrders = () =>
      t.dataSource.query('SELECT product_id, last_event_order FROM stock ORDER BY product_id');
    const storedOrders = await stockOrders();
    const before = await figures();
    const current = join(dir, 'current-kind.jsonl.gz');
    await writeBackup(t.dataSource, current, 'server', TEST_BACKUP_KEY);

    // The same data as the previous version wrote it: no kind; direction -1 for opening stock, 2 for
    // adjustments; the stock rows' last event by its direction value.
    const oldDirection: Record<number, number> = { [Movement.Opening]: -1, [Movement.Adjustment]: 2 };
    const oldOrder: Record<number, number> = {
      [DayOrder.Opening]: -1,
      [DayOrder.Inbound]: 0,
      [DayOrder.Outbound]: 1,
      [DayOrder.Adjustment]: 2,
    };
    const out: string[] = [];
    let table = '';
    let at: Record<string, number> = {};
    for (const line of gunzipSync(readFileSync(current)).toString('utf8').trimEnd().split('\n')) {
      const value = JSON.parse(line);
      if (out.length === 0) {
        value.migrations = value.migrations.slice(0, value.migrations.indexOf('MovementKind1796800000000'));
      } else if (value.table) {
        table = value.table;
        at = Object.fromEntries(value.columns.map((c: string, i: number) => [c, i]));
        if (table === 'trade_records') value.columns.splice(at.kind, 1);
        if (table === 'stock') value.columns[at.last_event_order] = 'last_event_direction';
      } else if (Array.isArray(value)) {
        if (table === 'trade_records') {
          const kind = Number(value[at.kind]);
          if (kind in oldDirection) value[at.direction] = String(oldDirection[kind]);
          value.splice(at.kind, 1);
        }
        if (table === 'stock' && value[at.last_event_order] !== null) {
          value[at.last_event_order] = String(oldOrder[Number(value[at.last_event_order])]);
        }
      } else if (value.end) {
        delete value.sha256;
      }
      out.push(JSON.stringify(value));
    }
    const file = join(dir, 'before-kind.jsonl.gz');
    writeFileSync(file, gzipSync(out.join('\n') + '\n'));
    expect(gunzipSync(readFileSync(file)).toString('utf8')).toMatch(/"-1"/);
    await wipe();

    // A backup of that version is not signed: restored --unsigned.
    await restoreBackup(t.dataSource, file, { replace: false, trust: 'unsigned' });
    expect(await kinds()).toEqual(storedKinds);
    expect(await stockOrders()).toEqual(storedOrders);
    expect(await figures()).toEqual(before);
    const refresh = await t.http().post('/api/stock/refresh').set(t.as.editor).send();
    expect(refresh.body).toMatchObject({ stock_rows_updated: 0, costs_updated: 0 });
  });

  it('restores a backup from before the line tax: every record without tax, its amounts its total rounded', async () => {
    const amounts = () =>
      t.dataSource.query(
        `SELECT id, tax_rate::text, price_includes_tax, net_amount::text, tax_amount::text, gross_amount::text,
                round(total_price, 2)::text AS rounded
           FROM trade_records ORDER BY id`,
      );
    const stored = await amounts();
    // The seed's 7 × 99.9999 = 699.9993: its amounts round to 700.00.
    expect(stored.some((r: { net_amount: string }) => r.net_amount === '700.00')).toBe(true);
    const before = await figures();
    const current = join(dir, 'current-tax.jsonl.gz');
    await writeBackup(t.dataSource, current, 'server', TEST_BACKUP_KEY);

    // The same data as the version before the line tax wrote it: no rate, price mode or amounts.
    const added: Record<string, string[]> = {
      trade_records: ['tax_rate', 'price_includes_tax', 'net_amount', 'tax_amount', 'gross_amount'],
      products: ['tax_rate'],
    };
    const out: string[] = [];
    let drop: number[] = [];
    for (const line of gunzipSync(readFileSync(current)).toString('utf8').trimEnd().split('\n')) {
      const value = JSON.parse(line);
      if (out.length === 0) {
        // That version had neither the line tax nor any migration after it.
        value.migrations = value.migrations.slice(0, value.migrations.indexOf('LineTax1796930000001'));
      } else if (value.table) {
        const names: string[] = added[value.table] ?? [];
        drop = names.map((n) => value.columns.indexOf(n)).sort((a, b) => b - a);
        expect(drop.every((i) => i >= 0)).toBe(true);
        for (const i of drop) value.columns.splice(i, 1);
      } else if (Array.isArray(value)) {
        for (const i of drop) value.splice(i, 1);
      } else if (value.end) {
        delete value.sha256;
        delete value.signature;
      }
      out.push(JSON.stringify(value));
    }
    const file = join(dir, 'before-tax.jsonl.gz');
    writeFileSync(file, gzipSync(out.join('\n') + '\n'));
    await wipe();

    // A backup of that version is not signed: restored --unsigned.
    await restoreBackup(t.dataSource, file, { replace: false, trust: 'unsigned' });
    const restored = await amounts();
    expect(restored).toEqual(stored);
    for (const r of restored.filter((r: { rounded: string | null }) => r.rounded !== null)) {
      expect(r).toMatchObject({ tax_rate: '0.00', price_includes_tax: false, tax_amount: '0.00' });
      expect([r.net_amount, r.gross_amount]).toEqual([r.rounded, r.rounded]);
    }
    const [{ rates }] = await t.dataSource.query('SELECT count(tax_rate)::int AS rates FROM products');
    expect(rates).toBe(0);
    expect(await figures()).toEqual(before);
  });

  it('changes nothing when the file is damaged or the database holds data', async () => {
    const file = join(dir, 'again.jsonl.gz');
    await writeBackup(t.dataSource, file, 'server', TEST_BACKUP_KEY);
    const before = await figures();

    await expect(restoreBackup(t.dataSource, file, { replace: false, trust: TEST_TRUST })).rejects.toThrow(
      /already holds data/,
    );

    const gz = readFileSync(file);
    const cut = join(dir, 'cut.jsonl.gz');
    writeFileSync(cut, gz.subarray(0, Math.floor(gz.length / 2)));
    await expect(restoreBackup(t.dataSource, cut, { replace: true, trust: TEST_TRUST })).rejects.toThrow(
      BackupError,
    );

    const lines = gunzipSync(gz).toString('utf8').trimEnd().split('\n');
    const lastRow = lines
      .map((l, i) => (l.startsWith('[') ? i : -1))
      .filter((i) => i >= 0)
      .pop()!;
    const shortened = join(dir, 'shortened.jsonl.gz');
    writeFileSync(shortened, gzipSync(lines.filter((_l, i) => i !== lastRow).join('\n') + '\n'));
    await expect(
      restoreBackup(t.dataSource, shortened, { replace: true, trust: TEST_TRUST }),
    ).rejects.toThrow(/checksum does not match/);
    // Without a digest or a signature (a backup from before them, restored --unsigned), the row count
    // still tells.
    const undigested = join(dir, 'undigested.jsonl.gz');
    const withoutDigest = lines
      .filter((_l, i) => i !== lastRow)
      .map((l) =>
        l.startsWith('{"end"')
          ? JSON.stringify({ ...JSON.parse(l), sha256: undefined, signature: undefined })
          : l,
      );
    writeFileSync(undigested, gzipSync(withoutDigest.join('\n') + '\n'));
    await expect(
      restoreBackup(t.dataSource, undigested, { replace: true, trust: 'unsigned' }),
    ).rejects.toThrow(/should hold/);

    const notBackup = join(dir, 'other.gz');
    writeFileSync(notBackup, gzipSync('{"hello":1}\n'));
    await expect(
      restoreBackup(t.dataSource, notBackup, { replace: true, trust: TEST_TRUST }),
    ).rejects.toThrow(/not a Tradebook backup/);

    expect(await figures()).toEqual(before);
  });

  it('moves an embedded backup into a server and back with the command-line tools', async () => {
    const fromApp = join(dir, 'from-app.jsonl.gz');
    await writeBackup(t.dataSource, fromApp, 'server', TEST_BACKUP_KEY);

    // The embedded database through the real commands (PGlite on disk needs a process of its own):
    // restore into a fresh DATA_DIR creates the schema, then a backup of it.
    const embedded = { DATA_DIR: join(dir, 'embedded'), BACKUP_SIGNING_KEY: TEST_BACKUP_SECRET };
    const restored = await cli('restore', [fromApp], embedded);
    expect({ ...restored, stdout: '' }).toMatchObject({ code: 0, stderr: '' });
    expect(restored.stdout).toContain('Restored into the embedded database');
    const fromEmbedded = join(dir, 'from-embedded.jsonl.gz');
    expect(await cli('backup', ['--out', fromEmbedded], embedded)).toMatchObject({ code: 0 });
    expect(JSON.parse(firstLine(fromEmbedded)).source).toBe('embedded');
    expect(dataLines(fromEmbedded)).toEqual(dataLines(fromApp));

    // Into a server database nobody else uses (in-process: same code as the command).
    const out = {
      lines: [] as string[],
      log: (l: string) => out.lines.push(l),
      error: (l: string) => out.lines.push(l),
    };
    const server = process.env.E2E_MODE === 'server' ? await createTestDatabase() : undefined;
    try {
      if (server) {
        const target = { DATABASE_URL: server.url, BACKUP_SIGNING_KEY: TEST_BACKUP_SECRET };
        expect(await runRestoreCommand([fromEmbedded], out, target)).toBe(0);
        // A second restore refuses to overwrite unless told to.
        expect(await runRestoreCommand([fromEmbedded], out, target)).toBe(1);
        expect(out.lines.join('\n')).toContain('restore with --force');
        expect(await runRestoreCommand([fromEmbedded, '--force'], out, target)).toBe(0);
        const roundTrip = join(dir, 'round-trip.jsonl.gz');
        expect(await runBackupCommand(['--out', roundTrip], out, target)).toBe(0);
        expect(dataLines(roundTrip)).toEqual(dataLines(fromApp));
      }
      // And back into the embedded database, replacing what is there.
      const replaced = await cli('restore', [fromApp, '--force'], embedded);
      expect(replaced).toMatchObject({ code: 0 });
    } finally {
      await server?.drop();
    }
    out.lines.length = 0;
    expect(await runRestoreCommand([join(dir, 'missing.jsonl.gz')], out, embedded)).toBe(1);
    expect(out.lines).toEqual([expect.stringContaining('no such file')]);
  }, 240_000);

  it('takes a scheduled backup once per slot across instances and keeps BACKUP_KEEP files', async () => {
    const backups = join(dir, 'scheduled');
    const settings = {
      schedule: parseCron('* * * * *'),
      keep: 2,
      dir: backups,
      source: 'server' as const,
      key: () => TEST_BACKUP_KEY,
    };
    const appSettings = t.app.get(AppSettingsService);
    const instanceA = new BackupScheduler(t.dataSource, appSettings, settings);
    const instanceB = new BackupScheduler(t.dataSource, appSettings, settings);

    const slot = new Date(2031, 0, 1, 2, 30);
    const outcomes = await Promise.all([instanceA.runSlot(slot), instanceB.runSlot(slot)]);
    expect(outcomes.filter((o) => o.status === 'written')).toHaveLength(1);
    expect((await instanceB.runSlot(slot)).status).toBe('skipped');

    writeFileSync(join(backups, 'tradebook-20300101-000000.jsonl.gz'), 'a manual backup: never pruned');
    for (const minute of [31, 32, 33]) {
      expect((await instanceA.runSlot(new Date(2031, 0, 1, 2, minute))).status).toBe('written');
    }
    expect(readdirSync(backups).sort()).toEqual([
      'tradebook-20300101-000000.jsonl.gz',
      'tradebook-auto-20310101-023200.jsonl.gz',
      'tradebook-auto-20310101-023300.jsonl.gz',
    ]);
  });

  /**
   * A backup edited by hand: `edit` sees each row with its table and column names and may change it
   * (or return null to drop it); the row counts are fixed to match, and the digest is recomputed only
   * when `digest` is set (an editor who knows the format).
   */
  function edited(
    source: string,
    name: string,
    edit: (table: string, row: (string | null)[], columns: string[]) => (string | null)[] | null,
    digest: boolean,
  ): string {
    const lines = gunzipSync(readFileSync(source)).toString('utf8').trimEnd().split('\n');
    const out: string[] = [];
    const counts: Record<string, number> = {};
    let table = '';
    let columns: string[] = [];
    for (const line of lines) {
      const value = JSON.parse(line);
      if (value.table) {
        ({ table, columns } = value);
        counts[table] = 0;
      } else if (Array.isArray(value)) {
        const row = edit(table, value, columns);
        if (!row) continue;
        counts[table]++;
        out.push(JSON.stringify(row));
        continue;
      } else if (value.end) {
        value.rows = { ...value.rows, ...counts };
        if (digest) {
          const sha = new BackupDigest();
          out.forEach((l) => sha.add(l));
          value.sha256 = sha.hex();
        }
      }
      out.push(JSON.stringify(value));
    }
    const file = join(dir, name);
    writeFileSync(file, gzipSync(out.join('\n') + '\n'));
    return file;
  }

  it('refuses a backup changed after it was written (its digest), before replacing anything', async () => {
    const file = join(dir, 'untouched.jsonl.gz');
    await writeBackup(t.dataSource, file, 'server', TEST_BACKUP_KEY);
    const before = await figures();
    let removed = 0;
    const tampered = edited(
      file,
      'tampered.jsonl.gz',
      (table, row, columns) => {
        if (table === 'audit_log' && removed < 3) {
          removed++;
          return null;
        }
        if (table === 'trade_records' && row[columns.indexOf('quantity')] === '40') {
          row[columns.indexOf('quantity')] = '400';
        }
        return row;
      },
      false,
    );
    expect(removed).toBe(3);
    await expect(restoreBackup(t.dataSource, tampered, { replace: true, trust: TEST_TRUST })).rejects.toThrow(
      'the backup file was changed after it was written (its checksum does not match): nothing was restored; use an untouched copy',
    );
    expect(await figures()).toEqual(before);
    // Through the command too: one sentence, exit code 1.
    const out = { lines: [] as string[], log: () => undefined, error: (l: string) => out.lines.push(l) };
    expect(await runRestoreCommand([tampered, '--force'], out, { DATA_DIR: join(dir, 'never-opened') })).toBe(
      1,
    );
    expect(out.lines).toEqual([expect.stringContaining('checksum does not match')]);
  });

  it('refuses an edited backup whose digest was recomputed (its signature); --unsigned restores it, and the restore is audited', async () => {
    const file = join(dir, 'signed.jsonl.gz');
    await writeBackup(t.dataSource, file, 'server', TEST_BACKUP_KEY);
    const before = await figures();
    const [{ entries }] = await t.dataSource.query('SELECT count(*)::int AS entries FROM audit_log');
    let removed = 0;
    // An editor who knows the format: a quantity raised, audit rows removed, counts and digest fixed.
    const forged = edited(
      file,
      'forged.jsonl.gz',
      (table, row, columns) => {
        if (table === 'audit_log' && removed < 3) {
          removed++;
          return null;
        }
        if (table === 'trade_records' && row[columns.indexOf('quantity')] === '40') {
          row[columns.indexOf('quantity')] = '400';
        }
        return row;
      },
      true,
    );
    expect(removed).toBe(3);
    await expect(restoreBackup(t.dataSource, forged, { replace: true, trust: TEST_TRUST })).rejects.toThrow(
      "the backup file's signature does not match: it was changed after it was written; nothing was restored",
    );
    // Through the command: one sentence, exit code 1, before any database is opened.
    const out = { lines: [] as string[], log: () => undefined, error: (l: string) => out.lines.push(l) };
    const never = { DATA_DIR: join(dir, 'never-opened'), BACKUP_SIGNING_KEY: TEST_BACKUP_SECRET };
    expect(await runRestoreCommand([forged, '--force'], out, never)).toBe(1);
    expect(out.lines).toEqual([expect.stringContaining('signature does not match')]);
    // Signed with another key: said so.
    out.lines.length = 0;
    const otherKey = { ...never, BACKUP_SIGNING_KEY: 'another-signing-key-of-the-office-0123456789' };
    expect(await runRestoreCommand([file, '--force'], out, otherKey)).toBe(1);
    expect(out.lines).toEqual([
      expect.stringMatching(/signed with another key \(key [0-9a-f]{8}; this one is [0-9a-f]{8}\)/),
    ]);
    // No key here at all (a fresh DATA_DIR, no setting): says where the key goes.
    out.lines.length = 0;
    expect(await runRestoreCommand([file, '--force'], out, { DATA_DIR: join(dir, 'never-opened') })).toBe(1);
    expect(out.lines).toEqual([
      expect.stringContaining('set BACKUP_SIGNING_KEY to the key it was signed with'),
    ]);
    // A file without a signature (a backup from before signing): refused unless --unsigned.
    const unsignedFile = join(dir, 'unsigned.jsonl.gz');
    const signedLines = gunzipSync(readFileSync(file)).toString('utf8').trimEnd().split('\n');
    const end = JSON.parse(signedLines.pop()!);
    delete end.signature;
    writeFileSync(unsignedFile, gzipSync([...signedLines, JSON.stringify(end)].join('\n') + '\n'));
    out.lines.length = 0;
    expect(await runRestoreCommand([unsignedFile, '--force'], out, never)).toBe(1);
    expect(out.lines).toEqual([expect.stringContaining('the backup file is not signed')]);
    expect(await figures()).toEqual(before);

    // The operator's explicit --unsigned takes the forged file, and the trail says so.
    await restoreBackup(t.dataSource, forged, { replace: true, trust: 'unsigned' });
    const [{ restored }] = await t.dataSource.query(
      'SELECT count(*)::int AS restored FROM trade_records WHERE quantity = 400',
    );
    expect(restored).toBeGreaterThan(0);
    const audit: {
      username: string;
      entity: string;
      entity_id: string;
      changes: Record<string, unknown[]>;
    }[] = await t.dataSource.query(
      "SELECT username, entity, entity_id, changes FROM audit_log WHERE entity = 'restore' ORDER BY id DESC",
    );
    // The newest entry is this restore's (the file carries the entries of earlier restores).
    expect(audit[0]).toMatchObject({ username: '(system)', entity_id: 'forged.jsonl.gz' });
    expect(audit[0].changes).toMatchObject({
      file: [null, forged],
      signature: [null, 'not checked (--unsigned)'],
      replaced_data: [null, true],
      by: [null, expect.stringMatching(/@/)],
    });
    const [{ now }] = await t.dataSource.query('SELECT count(*)::int AS now FROM audit_log');
    expect(now).toBe(entries - 3 + 1);

    // The untouched file restores with its signature checked, and that is audited too.
    await restoreBackup(t.dataSource, file, { replace: true, trust: TEST_TRUST });
    expect(await figures()).toEqual(before);
    const [last] = await t.dataSource.query(
      "SELECT changes FROM audit_log WHERE entity = 'restore' ORDER BY id DESC LIMIT 1",
    );
    expect(last.changes.signature).toEqual([null, 'verified']);
    const [{ audited }] = await t.dataSource.query(
      'SELECT (SELECT sum(entries) FROM audit_counts)::int - (SELECT count(*) FROM audit_log)::int AS audited',
    );
    expect(audited).toBe(0);
  });

  it("signs with BACKUP_SIGNING_KEY, or the embedded database's own key kept in DATA_DIR; requires the setting with DATABASE_URL", async () => {
    const out = {
      lines: [] as string[],
      log: (l: string) => out.lines.push(l),
      error: (l: string) => out.lines.push(l),
    };
    expect(
      await runBackupCommand(['--out', join(dir, 'nokey.jsonl.gz')], out, {
        DATABASE_URL: 'postgres://127.0.0.1:1/none',
      }),
    ).toBe(1);
    expect(out.lines).toEqual([expect.stringContaining('BACKUP_SIGNING_KEY is required with DATABASE_URL')]);
    expect(() => backupSigningKey({ BACKUP_SIGNING_KEY: 'short' }, false)).toThrow(/at least 32 characters/);
    const data = join(dir, 'keyed-data');
    expect(backupSigningKey({ DATA_DIR: data }, false)).toBeNull();
    const made = backupSigningKey({ DATA_DIR: data }, true)!;
    expect(statSync(join(data, KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(backupSigningKey({ DATA_DIR: data }, true)).toEqual(made);
    expect(backupSigningKey({ DATA_DIR: data, DATABASE_URL: 'postgres://x/y' }, true)).toBeNull();
    expect(() =>
      backupSettings({ BACKUP_CRON: '0 2 * * *', DATABASE_URL: 'postgres://x/y', DATA_DIR: data }),
    ).toThrow('Invalid configuration: BACKUP_SIGNING_KEY is required with DATABASE_URL');
    const file = join(dir, 'embedded-key.jsonl.gz');
    await writeBackup(t.dataSource, file, 'server', made);
    await expect(verifyBackup(file, { key: made })).resolves.toEqual({ signature: 'signed' });
    await expect(verifyBackup(file, TEST_TRUST)).rejects.toThrow(/another key/);
  });

  it('refuses a restored link the API would refuse (javascript:), even restored --unsigned with the digest recomputed; takes an http one', async () => {
    const file = join(dir, 'with-links.jsonl.gz');
    await writeBackup(t.dataSource, file, 'server', TEST_BACKUP_KEY);
    const before = await figures();
    const linked = edited(
      file,
      'javascript-link.jsonl.gz',
      (table, row, columns) => {
        if (table === 'trade_records') row[columns.indexOf('invoice_image_url')] = 'javascript:alert(1)';
        return row;
      },
      true,
    );
    await expect(restoreBackup(t.dataSource, linked, { replace: true, trust: 'unsigned' })).rejects.toThrow(
      /a row of trade_records has an invoice image link that is not an http or https URL \(line \d+\); nothing was restored/,
    );
    expect(await figures()).toEqual(before);
    // The restore's rule is the API's: an http link (an office's own invoice server) restores as it is.
    const plain = edited(
      file,
      'http-link.jsonl.gz',
      (table, row, columns) => {
        if (table === 'trade_records')
          row[columns.indexOf('invoice_image_url')] = 'http://invoices.lan/1.png';
        return row;
      },
      true,
    );
    await restoreBackup(t.dataSource, plain, { replace: true, trust: 'unsigned' });
    expect(await t.dataSource.query('SELECT DISTINCT invoice_image_url FROM trade_records')).toEqual([
      { invoice_image_url: 'http://invoices.lan/1.png' },
    ]);
  });

  it('recomputes totals, balances, stock and costs from the records a restored file holds', async () => {
    const file = join(dir, 'to-edit.jsonl.gz');
    await writeBackup(t.dataSource, file, 'server', TEST_BACKUP_KEY);
    const before = await figures();
    const { supplier } = await someParties();
    // An edit the digest cannot catch (recomputed), restored --unsigned: the 40 units bought become 50,
    // nothing else changes.
    const more = edited(
      file,
      'more-bought.jsonl.gz',
      (table, row, columns) => {
        if (table === 'trade_records' && row[columns.indexOf('quantity')] === '40') {
          row[columns.indexOf('quantity')] = '50';
        }
        return row;
      },
      true,
    );
    await restoreBackup(t.dataSource, more, { replace: true, trust: 'unsigned' });
    // The record's total and the payable balance follow the quantity at once.
    const [bought] = await t.dataSource.query(
      'SELECT total_price::text AS total FROM trade_records WHERE quantity = 50 AND direction = 0',
    );
    expect(bought.total).toBe('61.725');
    const payable = (await t.http().get('/api/payable?limit=100').set(t.as.editor)).body.data;
    const balance = (
      rows: { partner_short_name?: string; supplier_short_name?: string; balance: number }[],
    ) =>
      Number(
        rows.find((r) => (r.supplier_short_name ?? r.partner_short_name) === supplier.short_name)!.balance,
      );
    expect(balance(payable)).toBeCloseTo(balance(before.payable.data) + 12.345, 3);
    // Stock and costs at the next start, before anyone is served.
    expect(await t.app.get(CostMethodBootstrap).ensureCostMethod()).toBe(true);
    const stock = (await t.http().get('/api/stock?limit=100').set(t.as.editor)).body.data;
    const current = (rows: { product_model: string; current_stock: number }[], model: string) =>
      rows.find((r) => r.product_model === model)!.current_stock;
    const models = before.stock.data.map((s: { product_model: string }) => s.product_model);
    const changed = models.filter((m: string) => current(stock, m) !== current(before.stock.data, m));
    expect(changed).toHaveLength(1);
    expect(current(stock, changed[0]) - current(before.stock.data, changed[0])).toBe(10);
    // Back to the untouched data for the tests after this one.
    await restoreBackup(t.dataSource, file, { replace: true, trust: TEST_TRUST });
    await t.app.get(CostMethodBootstrap).ensureCostMethod();
    expect(await figures()).toEqual(before);
  });

  async function someParties() {
    const partners = (await t.http().get('/api/partners').set(t.as.editor)).body.data;
    const products = (await t.http().get('/api/products').set(t.as.editor)).body.data;
    return { supplier: partners.find((p: { type: number }) => p.type === 0), product: products[0] };
  }
});

/** A small company's worth of data through the API: partners, products, a price, records, payments. */
async function seed(t: TestApp): Promise<void> {
  const supplier = await newSupplier(t, {
    short_name: 'Supplier "Quotes"',
    full_name: '供应商 Ltd.',
    address: '供应商 Road 1\nLine two',
  });
  const customerA = await newCustomer(t);
  const customerB = await newCustomer(t, { code: "C'OB", short_name: "O'Brien & Sons" });
  const widget = await newProduct(t, { remark: 'backslash \\ and ünïcode' });
  const gadget = await newProduct(t);
  const price = await t.http().post('/api/product-prices').set(t.as.editor).send({
    partner_short_name: supplier.short_name,
    product_model: widget.product_model,
    unit_price: 1.2345,
    effective_date: '2025-01-01',
  });
  expect(price.status).toBe(201);
  await newInbound(t, supplier, widget, { date: '2025-03-01', quantity: 40, unit_price: 1.2345 });
  await newInbound(t, supplier, gadget, {
    date: '2025-03-02',
    quantity: 7,
    unit_price: 99.9999,
    order_number: 'PO-7',
  });
  const sale = await newOutbound(t, customerA, widget, { date: '2025-03-05', quantity: 12, unit_price: 2.5 });
  await newOutbound(t, customerA, gadget, { date: '2025-03-06', quantity: 2, unit_price: 150 });
  await newOutbound(t, customerB, widget, { date: '2025-03-07', quantity: 1, unit_price: 3 });
  await newPayment(t, 'receivable', customerA, { amount: 100.55, pay_date: '2025-03-20' });
  await newPayment(t, 'receivable', customerA, { amount: -0.01, pay_date: '2025-03-21', remark: 'rounding' });
  await newPayment(t, 'payable', supplier, { amount: 12.34, pay_date: '2025-03-22' });
  // A sales return and a stocktake: the self-reference of a return restores in id order.
  const back = await t.http().post('/api/outbound').set(t.as.editor).send({
    return_of: sale.id,
    outbound_date: '2025-03-08',
    quantity: -2,
  });
  expect(back.status).toBe(201);
  const stocktake = await t.http().post('/api/stock/adjustments').set(t.as.editor).send({
    product_model: gadget.product_model,
    date: '2025-03-31',
    reason: 'stocktake',
    counted_quantity: 4,
  });
  expect(stocktake.status).toBe(201);
}

/** Runs src/cli/<name>.ts in a child process with only the given settings; never throws on exit code. */
async function cli(name: string, args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['-r', 'ts-node/register/transpile-only', join('src', 'cli', `${name}.ts`), ...args],
      {
        cwd: join(__dirname, '..'),
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

function firstLine(file: string): string {
  return gunzipSync(readFileSync(file)).toString('utf8').split('\n')[0];
}

/**
 * The lines after the header, without the digest and the signature (which cover them), with
 * audit_counts as one total: its rows are per-connection counters (a restore sums them into one), so how
 * the count is spread over them is not data. The restores' own audit entries (each restore adds one,
 * and takes an id of the trail's sequence) are left out: they are what the round trip added.
 */
function dataLines(file: string): string[] {
  const lines = gunzipSync(readFileSync(file)).toString('utf8').split('\n').slice(1);
  const out: string[] = [];
  let table = '';
  let columns: string[] = [];
  let audited = 0;
  let restores = 0;
  const isRestore = (line: string) =>
    table === 'audit_log' &&
    line.startsWith('[') &&
    JSON.parse(line)[columns.indexOf('entity')] === 'restore';
  for (const line of lines) {
    if (line.startsWith('{"table"')) ({ table, columns } = JSON.parse(line));
    else if (isRestore(line)) restores++;
  }
  table = '';
  for (const line of lines) {
    if (line.startsWith('{')) {
      if (table === 'audit_counts') out.push(`audit entries: ${audited - restores}`);
      const value = JSON.parse(line) as {
        table?: string;
        columns?: string[];
        end?: boolean;
        rows?: Record<string, number>;
        sha256?: string;
        signature?: unknown;
        sequences?: { table: string }[];
      };
      table = value.table ?? '';
      columns = value.columns ?? [];
      if (value.end) {
        delete value.rows?.audit_counts;
        if (value.rows) value.rows.audit_log -= restores;
        delete value.sha256;
        delete value.signature;
        out.push(JSON.stringify(value));
        continue;
      }
      if (value.sequences) {
        out.push(JSON.stringify(value.sequences.filter((q) => q.table !== 'audit_log')));
        continue;
      }
    }
    if (table === 'audit_counts' && line.startsWith('[')) audited += Number(JSON.parse(line)[1]);
    else if (!isRestore(line)) out.push(line);
  }
  return out;
}
