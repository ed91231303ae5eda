import { Global, Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { DataSource } from 'typeorm';
import { ConfigValidationError } from '../../config/env.validation';
import { AppSettingsService } from '../../database/app-settings.service';
import { BackupScheduler } from './backup-scheduler';
import { BACKUP_SETTINGS, BackupSettings, backupSettings } from './backup-settings';
import { BackupModule } from './backup.module';

/** Stands in for the global DatabaseModule: nothing touches the database while the module starts. */
@Global()
@Module({
  providers: [
    { provide: DataSource, useValue: {} },
    { provide: AppSettingsService, useValue: {} },
  ],
  exports: [DataSource, AppSettingsService],
})
class FakeDatabaseModule {}

async function boot(env: Record<string, string>) {
  const moduleRef = await Test.createTestingModule({
    imports: [
      ConfigModule.forRoot({ isGlobal: true, ignoreEnvFile: true, ignoreEnvVars: true, load: [() => env] }),
      FakeDatabaseModule,
      BackupModule,
    ],
  }).compile();
  return moduleRef.createNestApplication(new FastifyAdapter(), { logger: false });
}

describe('BackupModule', () => {
  it('reads BACKUP_CRON, BACKUP_KEEP and BACKUP_DIR and schedules without blocking start or stop', async () => {
    const app = await boot({ BACKUP_CRON: '30 2 * * *', BACKUP_KEEP: '3', DATA_DIR: '/srv/tradebook' });
    await app.init();
    const settings = app.get<BackupSettings>(BACKUP_SETTINGS);
    expect(settings).toMatchObject({ keep: 3, dir: '/srv/tradebook/backups', source: 'embedded' });
    expect(settings.schedule?.expression).toBe('30 2 * * *');
    expect(app.get(BackupScheduler)).toBeInstanceOf(BackupScheduler);
    await app.close();
  });

  it('refuses to start on a bad setting, with one clear line', async () => {
    await expect(boot({ BACKUP_CRON: '61 * * * *' })).rejects.toThrow(
      new ConfigValidationError(
        'Invalid configuration: BACKUP_CRON "61 * * * *" is not a valid cron time: Invalid value for minute: 61',
      ),
    );
  });
});

describe('backupSettings', () => {
  it('has defaults: no schedule, keep 14, DATA_DIR/backups', () => {
    expect(backupSettings({})).toEqual({
      schedule: null,
      keep: 14,
      dir: 'data/backups',
      source: 'embedded',
      key: null,
    });
    expect(backupSettings({ DATABASE_URL: 'postgres://x/y', BACKUP_DIR: '/backups' })).toMatchObject({
      dir: '/backups',
      source: 'server',
    });
  });

  it.each(['0', '-1', 'ten', '1.5', '10001'])('refuses BACKUP_KEEP=%s', (keep) => {
    expect(() => backupSettings({ BACKUP_KEEP: keep })).toThrow(
      'BACKUP_KEEP must be a whole number from 1 to 10000',
    );
  });

  it('refuses a cron time that never comes', () => {
    expect(() => backupSettings({ BACKUP_CRON: '0 0 30 2 *' })).toThrow('never happens');
  });
});
