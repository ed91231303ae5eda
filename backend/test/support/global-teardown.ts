import { adminQuery } from './database';

export default async function globalTeardown(): Promise<void> {
  if (process.env.E2E_MODE === 'server') {
    await adminQuery(process.env.E2E_SERVER_URL!, `DROP DATABASE IF EXISTS "${process.env.E2E_TEMPLATE}"`);
    return;
  }
  const pglite = (globalThis as Record<string, unknown>).__PGLITE__ as
    { db: { close(): Promise<void> }; socket: { stop(): Promise<void> } } | undefined;
  await pglite?.socket.stop();
  await pglite?.db.close();
}
