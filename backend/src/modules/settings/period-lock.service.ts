import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error';

/** app_settings key of the period lock ('' when the books are open). */
export const PERIOD_LOCK_KEY = 'period_lock';

/**
 * Advisory lock that orders dated writes against a change of the period lock: every dated write holds
 * it shared for its transaction, a change of the lock holds it exclusively, so no write checked against
 * the old date commits after the new one.
 */
const PERIOD_LOCK_ADVISORY = 720451020;

/**
 * The period lock: nothing dated on or before `locked_through` is created, changed or
 * deleted, and the costs of such records never change.
 */
@Injectable()
export class PeriodLockService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async get(manager: EntityManager = this.dataSource.manager): Promise<string | null> {
    const [row] = await manager.query('SELECT value FROM app_settings WHERE key = $1', [PERIOD_LOCK_KEY]);
    return row?.value ? row.value : null;
  }

  /** Sets (or with null clears) the lock, waiting for dated writes in flight. Returns the previous value. */
  async set(manager: EntityManager, lockedThrough: string | null): Promise<string | null> {
    await manager.query('SELECT pg_advisory_xact_lock($1)', [PERIOD_LOCK_ADVISORY]);
    const previous = await this.get(manager);
    await manager.query(
      `INSERT INTO app_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [PERIOD_LOCK_KEY, lockedThrough ?? ''],
    );
    return previous;
  }

  /** The lock in force for a dated write in `manager`'s transaction (taken shared until it ends). */
  async forWrite(manager: EntityManager): Promise<string | null> {
    // The shared lock, then the value read after it is held: one round trip (migration PeriodLockForWrite).
    const [row]: { value: string | null }[] = await manager.query(
      'SELECT period_lock_for_write($1, $2) AS value',
      [PERIOD_LOCK_ADVISORY, PERIOD_LOCK_KEY],
    );
    return row?.value ? row.value : null;
  }

  /** 409 when any of the dates is on or before the lock. */
  static assertOpen(lockedThrough: string | null, dates: (string | null | undefined)[]): void {
    if (lockedThrough === null) return;
    if (dates.some((d) => d && d <= lockedThrough)) {
      throw new DomainError('PERIOD_CLOSED', { date: lockedThrough });
    }
  }
}
