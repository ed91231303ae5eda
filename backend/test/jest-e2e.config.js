const { spawnSync } = require('node:child_process');

/**
 * On a PostgreSQL server every test file has its own cloned database, so two files can run at once.
 * Without one the suite falls back to a single in-process PGlite session: one file at a time.
 */
function serverReachable() {
  const url =
    process.env.TEST_DATABASE_URL ??
    process.env.DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const probe = `const { Client } = require('pg'); const c = new Client({ connectionString: ${JSON.stringify(url)}, connectionTimeoutMillis: 2000 });
    c.connect().then(() => c.end()).then(() => process.exit(0), () => process.exit(1));`;
  return spawnSync(process.execPath, ['-e', probe], { cwd: __dirname, timeout: 5000 }).status === 0;
}

/** e2e tests: the real HTTP app on a real PostgreSQL (see support/global-setup.ts). */
module.exports = {
  rootDir: '.',
  testRegex: '.*\\.e2e-spec\\.ts$',
  moduleFileExtensions: ['js', 'json', 'ts'],
  transform: { '^.+\\.ts$': 'ts-jest' },
  testEnvironment: 'node',
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  testTimeout: 60000,
  maxWorkers: serverReachable() ? 2 : 1,
};
