import { Queryable } from '../sql-params';

/** How long a key answers its first answer again. */
const KEPT = "interval '24 hours'";

/** A live key's request and answer (null: not stored yet, or never). */
export interface StoredKey {
  request_hash: string;
  answer: string | null;
}

/**
 * Inserts the key in the write's transaction; an expired one is taken over. False when the user's key
 * is live: the insert waited for the transaction that holds it to commit.
 */
export async function insertKey(db: Queryable, userId: number, key: string, hash: string): Promise<boolean> {
  const rows: unknown[] = await db.query(
    `INSERT INTO idempotency_keys AS k (user_id, key, request_hash) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, key) DO UPDATE SET request_hash = EXCLUDED.request_hash, answer = NULL, created_at = now()
       WHERE k.created_at <= now() - ${KEPT}
     RETURNING 1`,
    [userId, key, hash],
  );
  return rows.length > 0;
}

/** The user's live key, or null. */
export async function findKey(db: Queryable, userId: number, key: string): Promise<StoredKey | null> {
  const [row] = await db.query(
    `SELECT request_hash, answer FROM idempotency_keys
     WHERE user_id = $1 AND key = $2 AND created_at > now() - ${KEPT}`,
    [userId, key],
  );
  return row ?? null;
}

export async function storeAnswer(db: Queryable, userId: number, key: string, answer: string): Promise<void> {
  await db.query('UPDATE idempotency_keys SET answer = $3 WHERE user_id = $1 AND key = $2', [
    userId,
    key,
    answer,
  ]);
}

export async function deleteExpiredKeys(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM idempotency_keys WHERE created_at <= now() - ${KEPT}`);
}
