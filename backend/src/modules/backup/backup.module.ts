import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { BackupScheduler } from './backup-scheduler';
import { BACKUP_SETTINGS, backupSettings } from './backup-settings';

/** Scheduled backups (BACKUP_CRON, BACKUP_KEEP, BACKUP_DIR). `npm run backup` / `restore` are in src/cli. */
@Module({
  providers: [
    {
      provide: BACKUP_SETTINGS,
      inject: [ConfigService],
      useFactory: (config: ConfigService) =>
        backupSettings({
          BACKUP_CRON: config.get<string>('BACKUP_CRON'),
          BACKUP_KEEP: config.get<string>('BACKUP_KEEP'),
          BACKUP_DIR: config.get<string>('BACKUP_DIR'),
          DATA_DIR: config.get<string>('DATA_DIR'),
          DATABASE_URL: config.get<string>('DATABASE_URL'),
          BACKUP_SIGNING_KEY: config.get<string>('BACKUP_SIGNING_KEY'),
        }),
    },
    BackupScheduler,
  ],
  exports: [BackupScheduler],
})
export class BackupModule {}
