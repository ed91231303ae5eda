import { join } from 'node:path';
import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppSettingsService } from '../../database/app-settings.service';
import { BackupSummary, describeRows } from './backup-format';
import { backupFileName, pruneScheduledBackups, SCHEDULED_PREFIX } from './backup-files';
import { BACKUP_SETTINGS, BackupSettings } from './backup-settings';
import { writeBackup } from './backup-writer';

/** Every instance contends for this advisory lock key; the winner takes the scheduled backup. */
const BACKUP_LOCK_KEY = 720_451_010;
/** app_settings key: the last schedule slot some instance has backed up (ISO time). */
const LAST_SLOT_KEY = 'backup.last_scheduled_slot';
/** Timers wake at least this often, so a changed clock or a long sleep does not skip a slot. */
const MAX_SLEEP_MS = 60 * 60 * 1000;

export type ScheduledOutcome =
  | { status: 'written'; summary: BackupSummary; pruned: string[] }
  | { status: 'skipped'; reason: 'locked' | 'done' };

/**
 * Scheduled backups (BACKUP_CRON) with retention (BACKUP_KEEP) into BACKUP_DIR. With several instances
 * on one PostgreSQL each wakes at the slot, and a PostgreSQL advisory lock plus the last slot stored in
 * app_settings make exactly one of them write the file: no instance keeps state the others need.
 */
@Injectable()
export class BackupScheduler implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Backups');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly appSettings: AppSettingsService,
    @Inject(BACKUP_SETTINGS) private readonly settings: BackupSettings,
  ) {}

  onApplicationBootstrap(): void {
    const { schedule } = this.settings;
    if (!schedule) return;
    this.logger.log(
      `Scheduled backups "${schedule.expression}" into ${this.settings.dir}, keeping ${this.settings.keep}`,
    );
    this.plan(new Date());
  }

  /** Stops the timer and lets a backup in progress finish before the pool closes. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  private plan(after: Date): void {
    if (this.stopped || !this.settings.schedule) return;
    const slot = this.settings.schedule.next(after);
    const wait = slot.getTime() - Date.now();
    this.timer = setTimeout(
      () => {
        if (Date.now() < slot.getTime() - 1000) return this.plan(after);
        this.running = this.runSlot(slot)
          .catch((error: unknown) => this.logger.error({ err: error }, 'Scheduled backup failed'))
          .finally(() => this.plan(slot));
      },
      Math.max(0, Math.min(wait, MAX_SLEEP_MS)),
    );
    this.timer.unref();
  }

  /**
   * Takes the backup for one schedule slot unless another instance holds the lock or already took it.
   * Everything runs on one connection: the embedded database has only one.
   */
  async runSlot(slot: Date): Promise<ScheduledOutcome> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      const [{ locked }]: { locked: boolean }[] = await runner.query(
        'SELECT pg_try_advisory_lock($1) AS locked',
        [BACKUP_LOCK_KEY],
      );
      if (!locked) return { status: 'skipped', reason: 'locked' };
      try {
        const last = await this.appSettings.get(LAST_SLOT_KEY, runner.manager);
        if (last && new Date(last).getTime() >= slot.getTime()) return { status: 'skipped', reason: 'done' };
        const file = join(this.settings.dir, backupFileName(slot, SCHEDULED_PREFIX));
        const { key } = this.settings;
        if (!key) throw new Error('scheduled backups are signed: backupSettings gives a key with a schedule');
        const summary = await writeBackup(runner, file, this.settings.source, key());
        await this.appSettings.set(LAST_SLOT_KEY, slot.toISOString(), runner.manager);
        const pruned = await pruneScheduledBackups(this.settings.dir, this.settings.keep);
        this.logger.log(
          `Scheduled backup written to ${summary.file}: ${describeRows(summary.rows)}; ${pruned.length} old backup(s) removed`,
        );
        return { status: 'written', summary, pruned };
      } finally {
        await runner.query('SELECT pg_advisory_unlock($1)', [BACKUP_LOCK_KEY]).catch(() => undefined);
      }
    } finally {
      await runner.release();
    }
  }
}
