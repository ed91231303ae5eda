import { TestApp, createTestApp } from './support/app';

async function isolatedApp(env: Record<string, string>): Promise<TestApp> {
  let t: TestApp | undefined;
  await jest.isolateModulesAsync(async () => {
    const support = await import('./support/app');
    t = await support.createTestApp(env);
  });
  return t!;
}

describe('smoke', () => {
  let a: TestApp; let b: TestApp;
  beforeAll(async () => { a = await createTestApp(); b = await isolatedApp({ COST_METHOD: 'fifo', ALLOW_NEGATIVE_STOCK: 'true' }); });
  afterAll(async () => { await a?.close(); await b?.close(); });
  it('works', async () => {
    console.log(await a.dataSource.query('select current_database()'), await b.dataSource.query("select current_database(), (select value from app_settings where key='cost_method')"));
    console.log(await a.dataSource.query("select value from app_settings where key='cost_method'"));
  });
});
