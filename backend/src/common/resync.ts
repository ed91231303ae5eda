import { EntityManager } from 'typeorm';

/**
 * What a module keeps derived from its tables (totals, counters, caches in rows), recomputed from the
 * tables themselves. A restore runs every module's resynchroniser (listed in
 * `database/resynchronisers.ts`, in order) inside its transaction: a backup may predate a derived table
 * or carry figures that no longer match.
 */
export interface Resynchroniser {
  /** What it recomputes, for the reader of a failure. */
  readonly name: string;
  resync(manager: EntityManager): Promise<void>;
}
