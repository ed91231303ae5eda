import { Global, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Env } from '../config/env.validation';
import { dataSourceOptions, resolveDatabase } from './connection';
import { migrateWithLock } from './migrate';
import { AppSettingsService } from './app-settings.service';
import { DatabaseOutage } from './database-outage';
import { SnapshotCache } from '../common/cache/snapshot-cache';

/**
 * The one database connection: DATABASE_URL or the embedded PostgreSQL. Pending migrations run
 * before anything else touches the data source. Its answers cache (SnapshotCache) is one per process,
 * for every report that reads it.
 */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [ConfigService],
      useFactory: async (config: ConfigService<Env, true>) => {
        const target = await resolveDatabase({
          DATABASE_URL: config.get('DATABASE_URL'),
          DATA_DIR: config.get('DATA_DIR'),
        });
        return dataSourceOptions(
          target,
          config.get('DATABASE_POOL_SIZE'),
          config.get('DATABASE_PREPARED_STATEMENTS'),
        );
      },
      dataSourceFactory: async (options) => {
        const dataSource = await new DataSource(options!).initialize();
        await migrateWithLock(dataSource);
        return dataSource;
      },
    }),
  ],
  providers: [AppSettingsService, SnapshotCache, DatabaseOutage],
  exports: [AppSettingsService, SnapshotCache, DatabaseOutage],
})
export class DatabaseModule {}
