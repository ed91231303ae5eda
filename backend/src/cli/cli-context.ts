import { DynamicModule, INestApplicationContext, Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { NestFactory } from '@nestjs/core';
import { validateEnv } from '../config/env.validation';
import { DatabaseModule } from '../database/database.module';
import { stopEmbeddedPostgres } from '../database/embedded-postgres';
import { WRITE_PATH_MODULES } from '../modules/audit/audit.module';
import { ClsServiceManager } from 'nestjs-cls';
import { SYSTEM_ACTOR } from '../common/request-context';
import { UsersModule } from '../modules/users/users.module';
import { CliLogger } from './cli-logger';

@Module({})
class CliModule {
  static forRoot(): DynamicModule {
    return {
      module: CliModule,
      imports: [
        ConfigModule.forRoot({ isGlobal: true, ignoreEnvFile: true, validate: validateEnv, cache: true }),
        DatabaseModule,
        ...WRITE_PATH_MODULES,
        UsersModule,
      ],
    };
  }
}

/**
 * Runs a command-line task on the same database the server uses (DATABASE_URL or the embedded one in
 * DATA_DIR; the server must be stopped for the latter). Migrations run first, as at server start. What
 * it writes is audited as done by SYSTEM_ACTOR: whoever ran the command had the server's own access.
 */
export async function withCliContext<T>(task: (ctx: INestApplicationContext) => Promise<T>): Promise<T> {
  const ctx = await NestFactory.createApplicationContext(CliModule.forRoot(), {
    logger: new CliLogger(['error']),
    abortOnError: false,
  });
  try {
    const cls = ClsServiceManager.getClsService();
    return await cls.run(() => {
      cls.set('username', SYSTEM_ACTOR);
      return task(ctx);
    });
  } finally {
    await ctx.close();
    await stopEmbeddedPostgres();
  }
}
