import { Injectable } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/**
 * @nestjs/throttler storage in PostgreSQL: one atomic upsert per hit, so concurrent requests on several
 * instances share one counter per key. Expired rows are reused by their key and swept now and then.
 */
@Injectable()
export class PgThrottlerStorage implements ThrottlerStorage {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
  ): Promise<ThrottlerStorageRecord> {
    // One statement: in ON CONFLICT DO UPDATE every r.* is the row as it was before this hit.
    const [row] = await this.dataSource.query(
      `INSERT INTO rate_limits AS r (key, hits, expires_at, blocked_until)
       VALUES ($1, 1, now() + make_interval(secs => $2 / 1000.0),
               CASE WHEN 1 > $3 THEN now() + make_interval(secs => $4 / 1000.0) END)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.expires_at <= now() THEN 1 ELSE r.hits + 1 END,
         expires_at = CASE WHEN r.expires_at <= now() THEN EXCLUDED.expires_at ELSE r.expires_at END,
         blocked_until = CASE
           WHEN r.blocked_until > now() THEN r.blocked_until
           WHEN (CASE WHEN r.expires_at <= now() THEN 1 ELSE r.hits + 1 END) > $3
             THEN now() + make_interval(secs => $4 / 1000.0)
           END
       RETURNING hits,
         GREATEST(0, ceil(extract(epoch FROM expires_at - now())))::int AS time_to_expire,
         coalesce(blocked_until > now(), false) AS is_blocked,
         GREATEST(0, ceil(extract(epoch FROM coalesce(blocked_until, now()) - now())))::int AS time_to_block_expire`,
      [key, ttl, limit, blockDuration],
    );
    if (Math.random() < 0.01) {
      await this.dataSource.query("DELETE FROM rate_limits WHERE expires_at < now() - interval '1 hour'");
    }
    return {
      totalHits: row.hits,
      timeToExpire: row.time_to_expire,
      isBlocked: row.is_blocked,
      timeToBlockExpire: row.time_to_block_expire,
    };
  }
}
