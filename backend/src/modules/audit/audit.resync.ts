import { Resynchroniser } from '../../common/resync';

/** audit_counts recomputed from the entries themselves: one row holding the count. */
export const auditResync: Resynchroniser = {
  name: 'audit counts',
  async resync(manager) {
    await manager.query('DELETE FROM audit_counts');
    await manager.query(
      'INSERT INTO audit_counts (slot, entries) SELECT 0, count(*) FROM audit_log HAVING count(*) > 0',
    );
  },
};
