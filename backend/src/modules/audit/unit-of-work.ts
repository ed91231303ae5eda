import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ClsService } from 'nestjs-cls';
import { DataSource, EntityManager } from 'typeorm';
import { PeriodLockService } from '../settings/period-lock.service';
import { AuditAction } from './audit-entry.entity';
import { requestContext } from '../../common/request-context';

/** A record's fields as the API shows them (an answer object); the audit trail stores their changes. */
export type AuditValues = object;

interface PendingEntry {
  action: AuditAction;
  entity: string;
  entityId: string;
  changes: Record<string, [unknown, unknown]>;
}

/**
 * The transaction of one write, as every service sees it: the entity manager, the period-lock check
 * fed by the dates the write touches, and the audit entries it records. The entries are inserted when
 * the work has succeeded, in the same transaction, so a refused write leaves none and a committed one
 * always has them.
 */
export class Tx {
  private readonly entries: PendingEntry[] = [];
  private auditing = true;
  private lockedThrough: string | null | undefined;
  /** Run once the transaction has committed (not after a rollback). */
  readonly committed: (() => void)[] = [];

  constructor(
    readonly manager: EntityManager,
    private readonly periodLock: PeriodLockService,
  ) {}

  /**
   * Refuses (409 'The books are closed through …') when any date the write touches (old or new) is on
   * or before the period lock. The lock is read once per transaction and held shared until it ends.
   */
  async dated(...dates: (string | null | undefined)[]): Promise<void> {
    if (this.lockedThrough === undefined) this.lockedThrough = await this.periodLock.forWrite(this.manager);
    PeriodLockService.assertOpen(this.lockedThrough, dates);
  }

  /** The period lock as this transaction saw it (null: open, undefined: not read). */
  get lock(): string | null | undefined {
    return this.lockedThrough;
  }

  /** Runs `fn` once the write has committed, e.g. to drop what this instance cached of the old data. */
  afterCommit(fn: () => void): void {
    this.committed.push(fn);
  }

  /**
   * Records no audit entries from now on: for work that is always rolled back (an import's dry run),
   * whose entries would never be kept.
   */
  skipAudit(): void {
    this.auditing = false;
    this.entries.length = 0;
  }

  /** Where the audit entries and after-commit actions stand, for `restore` after a rollback to a savepoint. */
  mark(): { entries: number; committed: number } {
    return { entries: this.entries.length, committed: this.committed.length };
  }

  /** Drops what was recorded since `mark`: its writes were rolled back to a savepoint. */
  restore(mark: { entries: number; committed: number }): void {
    this.entries.length = Math.min(this.entries.length, mark.entries);
    this.committed.length = mark.committed;
  }

  created(entity: string, id: string | number, values: AuditValues): void {
    this.push('create', entity, id, () => diff({}, values));
  }

  /** Records only the fields that changed; an update that changed nothing is still recorded (empty). */
  updated(entity: string, id: string | number, before: AuditValues, after: AuditValues): void {
    this.push('update', entity, id, () => diff(before, after));
  }

  deleted(entity: string, id: string | number, values: AuditValues): void {
    this.push('delete', entity, id, () => diff(values, {}));
  }

  private push(
    action: AuditAction,
    entity: string,
    id: string | number,
    changes: () => Record<string, [unknown, unknown]>,
  ): void {
    if (this.auditing) this.entries.push({ action, entity, entityId: String(id), changes: changes() });
  }

  /** Inserts the entries, one statement for all. */
  async flush(context: { username: string | null; requestId: string | null }): Promise<void> {
    if (this.entries.length === 0) return;
    await this.manager.query(
      `WITH added AS (
         INSERT INTO audit_log (username, action, entity, entity_id, changes, request_id)
         SELECT $1, u.action, u.entity, u.entity_id, u.changes, $2
           FROM unnest($3::varchar[], $4::varchar[], $5::varchar[], $6::jsonb[]) AS u(action, entity, entity_id, changes)
         RETURNING 1
       )
       ${COUNT_ADDED_SQL}`,
      [
        context.username,
        context.requestId,
        this.entries.map((e) => e.action),
        this.entries.map((e) => e.entity),
        this.entries.map((e) => e.entityId),
        this.entries.map((e) => JSON.stringify(e.changes)),
      ],
    );
    this.entries.length = 0;
  }
}

/** Adds the rows of `added` to this connection's audit_counts row (see AuditCount). */
const COUNT_ADDED_SQL = `
  INSERT INTO audit_counts (slot, entries) SELECT pg_backend_pid() % 64, count(*) FROM added
  ON CONFLICT (slot) DO UPDATE SET entries = audit_counts.entries + EXCLUDED.entries`;

/** { field: [old, new] } for every field whose value differs (absent = null). */
export function diff(before: AuditValues, after: AuditValues): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  const was = before as Record<string, unknown>;
  const is = after as Record<string, unknown>;
  for (const key of new Set([...Object.keys(was), ...Object.keys(is)])) {
    const old = was[key] ?? null;
    const now = is[key] ?? null;
    if (JSON.stringify(old) !== JSON.stringify(now)) changes[key] = [old, now];
  }
  return changes;
}

/**
 * Runs a write as one transaction through which the period lock and the audit trail apply to every
 * service alike (every write is one transaction, audited and checked against the lock).
 */
@Injectable()
export class UnitOfWork {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly periodLock: PeriodLockService,
    private readonly cls: ClsService,
  ) {}

  async run<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    let tx: Tx | undefined;
    const result = await this.dataSource.transaction(async (manager) => {
      tx = new Tx(manager, this.periodLock);
      const done = await work(tx);
      await tx.flush(requestContext(this.cls));
      return done;
    });
    for (const fn of tx!.committed) fn();
    return result;
  }

  /**
   * Inserts the audit entries recorded so far (they stay in the transaction): a long unit of work (an
   * import) keeps a bounded number in memory.
   */
  async flushAudit(tx: Tx): Promise<void> {
    await tx.flush(requestContext(this.cls));
  }

  /**
   * Runs the work like `run`, then commits only when `commit(result)` says so; otherwise everything it
   * wrote (audit entries included) is rolled back and the result still returned. The import's dry run,
   * and its real run when a row was refused, go through the same rules this way and leave nothing.
   */
  async attempt<T>(work: (tx: Tx) => Promise<T>, commit: (result: T) => boolean): Promise<T> {
    try {
      return await this.run(async (tx) => {
        const result = await work(tx);
        if (!commit(result)) throw new RolledBack(result);
        return result;
      });
    } catch (error) {
      if (error instanceof RolledBack) return error.result as T;
      throw error;
    }
  }
}

/** Carries an attempt's result out of the transaction it rolls back. */
class RolledBack extends Error {
  constructor(readonly result: unknown) {
    super('rolled back');
  }
}
