import { useRemote } from '../../hooks/useRemote';
import { getAging } from '../../services/aging';
import type { AgingReport, Side } from '../../services/types';
import { bucketLabels } from './agingBuckets';

/** The side's aging on `asOf` with these day limits, reloaded when either changes. */
/** The changes that move what partners owe. */
const AGING_ENTITIES = ['record', 'document', 'payment', 'partner'] as const;

export function useAging(side: Side, asOf: string, limits: number[]) {
  const key = limits.join(',');
  const empty: AgingReport = { as_of: asOf, buckets: bucketLabels(limits), data: [], totals: [] };
  return useRemote<AgingReport>(
    () => getAging(side, { as_of: asOf, buckets: limits }),
    empty,
    [side, asOf, key],
    AGING_ENTITIES,
  );
}
