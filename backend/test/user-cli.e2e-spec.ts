import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import * as bcrypt from 'bcryptjs';
import { Client } from 'pg';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, runUserCommand } from '../src/cli/user-command';
import { createTestDatabase } from './support/app';

const run = promisify(execFile);

function capture() {
  const lines: string[] = [];
  const errors: string[] = [];
  return { out: { log: (l: string) => lines.push(l), error: (l: string) => errors.push(l) }, lines, errors };
}

describe('user CLI', () => {
  let database: { url: string; drop(): Promise<void> };
  let db: Client;

  beforeAll(async () => {
    database = await createTestDatabase();
    process.env.DATABASE_URL = database.url;
    db = new Client({ connectionString: database.url });
    await db.connect();
    if (process.env.E2E_MODE !== 'server') await db.query('DELETE FROM users');
  });
  afterAll(async () => {
    await db.end();
    await database.drop();
  });

  const user = async (...argv: string[]) => {
    const io = capture();
    const code = await runUserCommand(argv, io.out);
    return { code, ...io };
  };

  it('adds, lists, changes a password and removes a user', async () => {
    let r = await user(
      'add',
      'alice',
      '--password',
      'alice-pass-1',
      '--role',
      'reader',
      '--display-name',
      'Alice Li',
    );
    expect(r).toMatchObject({ code: EXIT_OK, lines: ['Created reader alice.'] });

    r = await user('list');
    expect(r.code).toBe(EXIT_OK);
    expect(r.lines).toContain('alice\treader\tAlice Li');

    r = await user('passwd', 'alice', '--password', 'alice-pass-2');
    expect(r).toMatchObject({ code: EXIT_OK, lines: ['Password of alice changed.'] });
    const { rows } = await db.query("SELECT password_hash FROM users WHERE username = 'alice'");
    expect(await bcrypt.compare('alice-pass-2', rows[0].password_hash)).toBe(true);

    r = await user('remove', 'alice');
    expect(r).toMatchObject({ code: EXIT_OK, lines: ['Removed alice.'] });
    expect((await db.query("SELECT 1 FROM users WHERE username = 'alice'")).rowCount).toBe(0);

    // Each change is audited as the system actor's, never as nobody's.
    const audit = await db.query(
      "SELECT action, username FROM audit_log WHERE entity = 'user' AND entity_id = 'alice' ORDER BY id",
    );
    expect(audit.rows).toEqual([
      { action: 'create', username: '(system)' },
      { action: 'update', username: '(system)' },
      { action: 'delete', username: '(system)' },
    ]);
  });

  it('refuses duplicates and unknown users with exit code 1 and a clear error', async () => {
    expect((await user('add', 'bob', '--password', 'bob-pass-1', '--role', 'editor')).code).toBe(EXIT_OK);
    let r = await user('add', 'bob', '--password', 'bob-pass-1', '--role', 'editor');
    expect(r).toMatchObject({ code: EXIT_FAILED, errors: ['Error: user bob already exists'] });
    r = await user('passwd', 'nobody', '--password', 'whatever-1');
    expect(r).toMatchObject({ code: EXIT_FAILED, errors: ['Error: user nobody not found'] });
    r = await user('remove', 'nobody');
    expect(r).toMatchObject({ code: EXIT_FAILED, errors: ['Error: user nobody not found'] });
  });

  it.each([
    [[]],
    [['frobnicate']],
    [['add', 'carol', '--password', 'carol-pass-1']],
    [['add', 'carol', '--password', 'short', '--role', 'reader']],
    [['add', 'carol', '--password', 'carol-pass-1', '--role', 'owner']],
    [['add', 'bad name!', '--password', 'carol-pass-1', '--role', 'reader']],
    [['passwd', 'carol']],
  ])('exits 2 with usage help for %j', async (argv) => {
    const r = await user(...argv);
    expect(r.code).toBe(EXIT_USAGE);
    expect(r.errors.join('\n')).not.toBe('');
  });

  it('works as a command on the embedded database in DATA_DIR, and refuses a DATA_DIR in use', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tradebook-cli-'));
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      JWT_SECRET: '',
      DATABASE_POOL_SIZE: '',
    };
    const cli = (...args: string[]) =>
      run(process.execPath, ['-r', 'ts-node/register/transpile-only', 'src/cli/user.ts', ...args], {
        cwd: join(__dirname, '..'),
        env,
      });
    try {
      await cli('add', 'dave', '--password', 'dave-pass-1', '--role', 'editor');
      const listed = await cli('list');
      expect(listed.stdout).toContain('dave\teditor');

      writeFileSync(join(dataDir, 'tradebook.pid'), String(process.pid));
      await expect(cli('list')).rejects.toMatchObject({
        code: EXIT_FAILED,
        stderr: expect.stringContaining(`is in use by process ${process.pid}; stop the server first`),
      });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
