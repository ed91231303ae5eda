import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { Logger } from 'nestjs-pino';
import { configureApp } from './app.setup';
import { ConfigValidationError } from './config/env.validation';
import { stopEmbeddedPostgres } from './database/embedded-postgres';

async function bootstrap(): Promise<void> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(), { bufferLogs: true, bodyParser: false });
  app.useLogger(app.get(Logger));
  configureApp(app);
  const port = Number(process.env.PORT ?? 3000);
  await app.listen(port);
  app.get(Logger).log(`Tradebook listening on http://localhost:${port}`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.get(Logger).log(`${signal} received, shutting down`);
    await app.close();
    await stopEmbeddedPostgres();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

bootstrap().catch(async (error: unknown) => {
  // A bad setting is one clear line; anything else keeps its stack for the operator.
  console.error(error instanceof ConfigValidationError ? error.message : error);
  await stopEmbeddedPostgres().catch(() => undefined);
  process.exit(1);
});
