import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A write asked what it would do (`?dry_run=true`): every unit of work the request runs goes through
 * all its rules and is then rolled back, audit entries, document-number counters and events with it.
 * Just before the rollback the posting engine reads what the write changed in the books into
 * `effects`. The request's handler runs inside `within`, so the services need no flag of their own.
 */
export class DryRun {
  private static readonly scope = new AsyncLocalStorage<DryRun>();

  /** What the posting engine found the write changed (its WriteEffects); null while nothing was posted. */
  effects: unknown = null;
  private readonly endings: (() => Promise<void>)[] = [];

  /** The dry run the current request is, if any. */
  static current(): DryRun | undefined {
    return DryRun.scope.getStore();
  }

  /** Runs `work` (a request's handler) as this dry run. */
  within<T>(work: () => Promise<T>): Promise<T> {
    return DryRun.scope.run(this, work);
  }

  /** Runs `read` in the transaction once its work is done, before it is rolled back. */
  beforeRollback(read: () => Promise<void>): void {
    this.endings.push(read);
  }

  /** The reads registered with `beforeRollback`, in order; called by the unit of work. */
  async end(): Promise<void> {
    for (const read of this.endings.splice(0)) await read();
  }
}
