import { Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ClsService } from 'nestjs-cls';
import { DataSource, EntityManager } from 'typeorm';
import { SqlParams } from '../../common/sql-params';
import { WriteBatch, WriteParts } from '../write-batch';
import { DryRun } from './dry-run';

/** A record's fields as the API shows them (an answer object); the audit trail stores their changes. */
export type AuditValues = object;

export const AUDIT_ACTIONS = ['create', 'update', 'delete'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One change a write recorded, inserted into the audit trail when the write succeeds. */
export interface AuditRecord {
  action: AuditAction;
  entity: string;
  entityId: string;
  changes: Record<string, [unknown, unknown]>;
}

/**
 * Where a transaction's audit records go, in that transaction (the audit module's recorder: the trail
 * is the audit module's, the transaction the database's): the writes that insert them, for a WriteBatch.
 */
export abstract class AuditSink {
  abstract parts(p: SqlParams, records: AuditRecord[]): WriteParts;
}

/** What the open screens hear of one committed change: which record, never its amounts. */
export interface ChangeNotice {
  entity: string;
  action: 'created' | 'updated' | 'deleted';
  id: string | number;
  document_number?: string;
  partner_code?: string;
  product_codes?: string[];
  /** Who made the change (the user's name). */
  by: string;
}

/**
 * Where a transaction's changes are announced (the events module's recorder): a notice per audited
 * change, sent by a write in the transaction itself, so that only a commit delivers it.
 */
export abstract class ChangeSink {
  /** The notice of one audited change, or null for one no screen shows. */
  abstract notice(
    action: AuditAction,
    entity: string,
    id: string,
    before: AuditValues,
    after: AuditValues,
  ): ChangeNotice | null;
  /** The writes that send `notices` when the transaction commits, for a WriteBatch. */
  abstract parts(p: SqlParams, notices: ChangeNotice[]): WriteParts;
  /** Called once the transaction has committed, with every notice it sent. */
  abstract committed(notices: ChangeNotice[]): void;
}

/**
 * What a request claims with its first committed write (its Idempotency-Key): `insert` runs as the
 * first statement of each transaction the request opens until one commits, so a write that committed
 * always carries its claim, and a second request with the same claim waits for the first and then fails
 * before it writes anything.
 */
export interface WriteClaim {
  insert(manager: EntityManager): Promise<void>;
  /** Set once a transaction carrying the claim has committed. */
  committed: boolean;
}

/** Where the request context holds the request's WriteClaim. */
const WRITE_CLAIM = 'writeClaim';

/** Makes `claim` part of the request's first committed write (see WriteClaim). */
export function claimFirstWrite(cls: ClsService, claim: WriteClaim): void {
  cls.set(WRITE_CLAIM, claim);
}

/** Where a transaction's own records stood at a savepoint (Tx.mark). */
export interface TxMark {
  entries: number;
  notices: number;
  committed: number;
  facts: Map<string, string>;
}

/**
 * The transaction of one write, as every service sees it: the entity manager and the audit records it
 * makes. The records are inserted when the work has succeeded, in the same transaction, so a refused
 * write leaves none and a committed one always has them. What a write posts to the books (stock,
 * balances, the period lock it is checked against) goes through the posting engine (modules/books).
 */
export class Tx {
  private readonly entries: AuditRecord[] = [];
  /** The change notices of the transaction; those before `noticesSent` went out with a flush. */
  readonly notices: ChangeNotice[] = [];
  private noticesSent = 0;
  private auditing = true;
  /** What the transaction has done that later work in it need not do again, by name (see `fact`). */
  private facts = new Map<string, string>();
  /** Run once the transaction has committed (not after a rollback). */
  readonly committed: (() => void)[] = [];

  constructor(
    readonly manager: EntityManager,
    private readonly sink: AuditSink,
    /** The dry run this transaction belongs to (always rolled back, so it keeps no audit entries). */
    readonly dryRun: DryRun | null = null,
    private readonly changes?: ChangeSink,
  ) {
    if (dryRun) this.auditing = false;
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
    this.notices.length = 0;
    this.noticesSent = 0;
  }

  /**
   * A fact the transaction established earlier (e.g. the month from which it deleted summaries, holding
   * their lock), or undefined; a rollback to a savepoint before it (`restore`) forgets it.
   */
  fact(name: string): string | undefined {
    return this.facts.get(name);
  }

  /** Notes a fact for the rest of the transaction (see `fact`). */
  establish(name: string, value: string): void {
    this.facts.set(name, value);
  }

  /**
   * Where the audit entries, after-commit actions and facts stand, for `restore` after a rollback to a
   * savepoint.
   */
  mark(): TxMark {
    return {
      entries: this.entries.length,
      notices: this.notices.length,
      committed: this.committed.length,
      facts: new Map(this.facts),
    };
  }

  /** Drops what was recorded since `mark`: its writes were rolled back to a savepoint. */
  restore(mark: TxMark): void {
    this.entries.length = Math.min(this.entries.length, mark.entries);
    // A notice sent after the savepoint was discarded with it (PostgreSQL drops a rolled-back
    // subtransaction's notifications).
    this.notices.length = Math.min(this.notices.length, mark.notices);
    this.noticesSent = Math.min(this.noticesSent, this.notices.length);
    this.committed.length = mark.committed;
    this.facts = new Map(mark.facts);
  }

  created(entity: string, id: string | number, values: AuditValues): void {
    this.push('create', entity, id, {}, values);
  }

  /** Records only the fields that changed; an update that changed nothing is still recorded (empty). */
  updated(entity: string, id: string | number, before: AuditValues, after: AuditValues): void {
    this.push('update', entity, id, before, after);
  }

  deleted(entity: string, id: string | number, values: AuditValues): void {
    this.push('delete', entity, id, values, {});
  }

  private push(
    action: AuditAction,
    entity: string,
    id: string | number,
    before: AuditValues,
    after: AuditValues,
  ): void {
    if (!this.auditing) return;
    const entityId = String(id);
    this.entries.push({ action, entity, entityId, changes: diff(before, after) });
    const notice = this.changes?.notice(action, entity, entityId, before, after);
    if (notice) this.notices.push(notice);
  }

  /**
   * Writes the records made so far into the trail (they stay in the transaction): in `batch` when given
   * (sent with a posting's other writes), else in a statement of their own.
   */
  async flush(batch?: WriteBatch): Promise<void> {
    const notices = this.notices.slice(this.noticesSent);
    if (this.entries.length === 0 && notices.length === 0) return;
    const records = this.entries.splice(0);
    this.noticesSent = this.notices.length;
    const into = batch ?? new WriteBatch(this.manager);
    if (records.length > 0) await into.add('audit_log', (p) => this.sink.parts(p, records));
    if (notices.length > 0 && this.changes) {
      const changes = this.changes;
      await into.add('change notices', (p) => changes.parts(p, notices));
    }
    if (!batch) await into.send();
  }
}

/**
 * { field: [old, new] } for every field whose value differs (absent = null). A record's `version` is
 * left out: it changes with every change, and says nothing of what changed.
 */
export function diff(before: AuditValues, after: AuditValues): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  const was = before as Record<string, unknown>;
  const is = after as Record<string, unknown>;
  for (const key of new Set([...Object.keys(was), ...Object.keys(is)])) {
    if (key === 'version') continue;
    const old = was[key] ?? null;
    const now = is[key] ?? null;
    if (JSON.stringify(old) !== JSON.stringify(now)) changes[key] = [old, now];
  }
  return changes;
}

/**
 * The one place a transaction is opened: every write runs as one transaction through which the audit
 * trail (and, through the posting engine, the period lock and the books) apply to every service alike.
 * Reads that need one snapshot (`snapshot`) and work that needs a connection of its own (`session`,
 * for a session-level advisory lock) come here too.
 */
@Injectable()
export class UnitOfWork {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sink: AuditSink,
    private readonly cls: ClsService,
    @Optional() private readonly changes?: ChangeSink,
  ) {}

  /**
   * Runs `work` as one transaction, on `on`'s connection when given (a session's), else on a pooled one.
   * The request's WriteClaim, while none of its transactions has committed, is the first statement.
   */
  async run<T>(work: (tx: Tx) => Promise<T>, on: EntityManager = this.dataSource.manager): Promise<T> {
    const dryRun = DryRun.current() ?? null;
    let tx: Tx | undefined;
    // A dry run keeps nothing, the claim included.
    const claim = dryRun ? undefined : this.openClaim();
    try {
      const result = await on.transaction(async (manager) => {
        if (claim) await claim.insert(manager);
        tx = new Tx(manager, this.sink, dryRun, this.changes);
        const done = await work(tx);
        await tx.flush();
        if (dryRun) {
          // Read what the write changed, then undo all of it (counters and notifications included).
          await dryRun.end();
          throw new RolledBack(done);
        }
        return done;
      });
      if (claim) claim.committed = true;
      if (tx!.notices.length > 0) this.changes?.committed(tx!.notices);
      for (const fn of tx!.committed) fn();
      return result;
    } catch (error) {
      if (dryRun && error instanceof RolledBack) return error.result as T;
      throw error;
    }
  }

  private openClaim(): WriteClaim | undefined {
    if (!this.cls.isActive()) return undefined;
    const claim = this.cls.get<WriteClaim | undefined>(WRITE_CLAIM);
    return claim && !claim.committed ? claim : undefined;
  }

  /**
   * Inserts the audit entries recorded so far (they stay in the transaction): a long unit of work (an
   * import) keeps a bounded number in memory.
   */
  async flushAudit(tx: Tx): Promise<void> {
    await tx.flush();
  }

  /** Runs reads in one REPEATABLE READ transaction: every query sees the same snapshot. */
  snapshot<T>(read: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction('REPEATABLE READ', read);
  }

  /**
   * Runs `work` on a connection of its own (released after): for a session-level advisory lock held
   * across several transactions, which `run(…, manager)` then opens on the same connection.
   */
  async session<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      return await work(runner.manager);
    } finally {
      await runner.release();
    }
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
