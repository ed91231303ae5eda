import { Resynchroniser } from '../common/resync';
import { Queryable } from '../common/sql-params';

/** The tables whose rows `list_counts` counts per direction (each has a trigger keeping it). */
export type CountedList = 'orders' | 'trade_documents';

const COUNTED: readonly CountedList[] = ['orders', 'trade_documents'];

/** How many rows of `list` have this direction, from the kept counts (see ListCount). */
export async function keptRowCount(db: Queryable, list: CountedList, direction: number): Promise<number> {
  const [{ total }]: { total: number }[] = await db.query(
    'SELECT COALESCE(sum(row_count), 0)::int AS total FROM list_counts WHERE list = $1 AND direction = $2',
    [list, direction],
  );
  return total;
}

/** list_counts recounted from the tables themselves: one row per table and direction. */
export const listCountsResync: Resynchroniser = {
  name: 'list counts',
  async resync(manager) {
    await manager.query('DELETE FROM list_counts');
    for (const list of COUNTED) {
      await manager.query(
        `INSERT INTO list_counts (list, direction, slot, row_count)
         SELECT $1, direction, 0, count(*) FROM ${list} GROUP BY direction`,
        [list],
      );
    }
  },
};
