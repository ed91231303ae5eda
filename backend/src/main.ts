import 'reflect-metadata';
import { startServer } from './cluster';
import { ConfigValidationError } from './config/env.validation';

// The application is loaded only by the process that serves: a cluster's primary only supervises, and
// would otherwise hold every module in memory for nothing.
startServer(async () => (await import('./server')).bootstrap()).catch(async (error: unknown) => {
  // A bad setting is one clear line; anything else keeps its stack for the operator.
  console.error(error instanceof ConfigValidationError ? error.message : error);
  const { stopEmbeddedPostgres } = await import('./database/embedded-postgres');
  await stopEmbeddedPostgres().catch(() => undefined);
  process.exit(1);
});
