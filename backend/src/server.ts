import { Server } from 'node:http';
import { NestFactory } from '@nestjs/core';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import { Logger } from 'nestjs-pino';
import { configureApp } from './app.setup';
import { createHttpAdapter } from './common/http/http-adapter';
import { validateEnv } from './config/env.validation';
import { stopEmbeddedPostgres } from './database/embedded-postgres';
import { resolveJwtSecret } from './modules/auth/jwt-secret';
import { EventStreams } from './modules/events/event-streams';

/** Starts the HTTP server in this process, and its graceful shutdown on SIGTERM/SIGINT. */
export async function bootstrap(): Promise<void> {
  // Checked before Nest starts, so a bad setting is reported as one line (ConfigModule checks again).
  const env = validateEnv(process.env);
  // So is an unusable kept JWT secret (Nest would wrap it in a stack trace).
  resolveJwtSecret(env);
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(), createHttpAdapter(env), {
    abortOnError: false,
    bufferLogs: true,
    bodyParser: false,
  });
  app.useLogger(app.get(Logger));
  configureApp(app);
  const port = Number(process.env.PORT ?? 3000);
  // Every interface, as Express listened by default (Fastify's default is localhost only).
  await app.listen(port, '0.0.0.0');
  app.get(Logger).log(`Tradebook listening on http://localhost:${port}`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const logger = app.get(Logger);
    const timeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS) || 10_000;
    logger.log(
      `${signal} received: no new connections; finishing requests in flight (at most ${timeoutMs} ms)`,
    );
    let code = 0;
    try {
      // 1. End the event streams (they would hold the drain to its end), stop accepting, and let the
      //    requests in flight finish while the pool is still open.
      app.get(EventStreams).closeAll();
      if (!(await drainHttpServer(app.getHttpServer(), timeoutMs))) {
        logger.warn(`Requests still running after ${timeoutMs} ms were cut off`);
      }
      // 2. Module shutdown hooks (a scheduled backup in progress finishes), then the TypeORM pool.
      await app.close();
    } catch (error) {
      logger.error({ err: error }, 'Error during shutdown');
      code = 1;
    }
    try {
      // 3. Last, the embedded database: closed cleanly, so DATA_DIR opens again without recovery.
      await stopEmbeddedPostgres();
    } catch (error) {
      logger.error({ err: error }, 'Error while closing the embedded database');
      code = 1;
    }
    logger.log('Shutdown complete');
    process.exit(code);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

/**
 * Stops accepting connections and resolves true once every request in flight is answered, or false
 * after `timeoutMs` (the remaining connections are then cut). Keep-alive connections are closed as soon
 * as they fall idle, so a client or proxy holding one open cannot delay the shutdown.
 */
function drainHttpServer(server: Server, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const deadline = setTimeout(() => {
      clearInterval(idle);
      server.closeAllConnections();
      resolve(false);
    }, timeoutMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(deadline);
      resolve(true);
    });
  });
}
