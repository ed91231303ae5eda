import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LRUCache } from 'lru-cache';
import { DataSource } from 'typeorm';

/** Reports kept per process (a report is a few hundred KB at most: 800 customers' aging). */
const MAX_ENTRIES = 64;

interface Entry {
  /** `pg_current_snapshot()` read before the report was computed. */
  snapshot: string;
  value: Promise<unknown>;
}

/**
 * Answers of whole-ledger reports (aging, statements, the overview's figures) kept until the database
 * changes. The key of freshness is the database's current snapshot (`xmin:xmax:xip`): it changes
 * whenever any transaction that writes starts or ends, so an answer is reused only while no write at
 * all has happened since it was computed (on the whole server: another database's writes count too).
 * The snapshot is read before computing: a write that commits meanwhile moves it, and the next request
 * computes again (never a stale answer, at worst one computed twice). Requests that arrive
 * while the same report is being computed share that computation. It works the same for every worker
 * and instance (each keeps its own answers) and on the embedded database; costs one round trip.
 *
 * It counts its answers: hits (reused, or shared with a computation in flight) and misses (computed).
 * Each process logs them once, on shutdown, as `report_cache` in its structured log: an admin sums the
 * workers' lines to see how often the aging and statements are served from memory.
 */
@Injectable()
export class SnapshotCache implements OnApplicationShutdown {
  private readonly logger = new Logger(SnapshotCache.name);
  private readonly entries = new LRUCache<string, Entry>({ max: MAX_ENTRIES });
  private hits = 0;
  private misses = 0;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const [{ snapshot }]: { snapshot: string }[] = await this.dataSource.query(
      'SELECT pg_current_snapshot()::text AS snapshot',
    );
    const cached = this.entries.get(key);
    if (cached?.snapshot === snapshot) {
      this.hits++;
      return cached.value as Promise<T>;
    }
    this.misses++;
    const value = compute();
    const entry: Entry = { snapshot, value };
    this.entries.set(key, entry);
    // A failure is answered to the requests that shared it, never kept.
    value.catch(() => this.entries.get(key) === entry && this.entries.delete(key));
    return value;
  }

  /** Answers since the process started: reused (or shared) and computed. */
  counters(): { hits: number; misses: number } {
    return { hits: this.hits, misses: this.misses };
  }

  onApplicationShutdown(): void {
    this.logger.log(
      { report_cache: this.counters() },
      'Report cache: answers reused (hits) and computed (misses)',
    );
  }
}
