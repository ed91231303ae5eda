import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error';
import { AppSettingsService } from '../../database/app-settings.service';
import { holdPeriodLockExclusively, holdPeriodLockShared } from './period-lock.queries';

/** app_settings key of the period lock ('' when the books are open). */
export const PERIOD_LOCK_KEY = 'period_lock';

/**
 * The period lock: nothing dated on or before `locked_through` is created, changed or
 * deleted, and the costs of such records never change.
 */
@Injectable()
export class PeriodLockService {
  constructor(private readonly appSettings: AppSettingsService) {}

  async get(manager?: EntityManager): Promise<string | null> {
    return (await this.appSettings.get(PERIOD_LOCK_KEY, manager)) || null;
  }

  /** Sets (or with null clears) the lock, waiting for dated writes in flight. Returns the previous value. */
  async set(manager: EntityManager, lockedThrough: string | null): Promise<string | null> {
    await holdPeriodLockExclusively(manager);
    const previous = await this.get(manager);
    await this.appSettings.set(PERIOD_LOCK_KEY, lockedThrough ?? '', manager);
    return previous;
  }

  /** The lock in force for a dated write in `manager`'s transaction (taken shared until it ends). */
  async forWrite(manager: EntityManager): Promise<string | null> {
    return (await holdPeriodLockShared(manager, PERIOD_LOCK_KEY)) || null;
  }

  /** 409 when any of the dates is on or before the lock. */
  static assertOpen(lockedThrough: string | null, dates: (string | null | undefined)[]): void {
    if (lockedThrough === null) return;
    if (dates.some((d) => d && d <= lockedThrough)) {
      throw new DomainError('PERIOD_CLOSED', { date: lockedThrough });
    }
  }
}
