import { MessageId, MessageRef } from './i18n/coded-messages';
import { Queryable } from './sql-params';

/** How many rows of one kind refer to a partner or product, with the messages naming one and many. */
export interface ReferenceCount {
  count: number;
  one: MessageId;
  many: MessageId;
}

/** A module's count of its rows that refer to the partner or product `id`. */
export type ReferenceCounter = (
  db: Queryable,
  kind: 'partner' | 'product',
  id: number,
) => Promise<ReferenceCount[]>;

/** The referring column of a partner or product. */
export const referenceColumn = (kind: 'partner' | 'product') => `${kind}_id`;

/** The order the reasons are named in, whichever module counted them. */
const ORDER: MessageId[] = [
  'count.inboundRecord',
  'count.outboundRecord',
  'count.salesOrder',
  'count.purchaseOrder',
  'count.price',
  'count.payment',
  'count.openingBalance',
  'count.stockAdjustment',
];

/**
 * What refers to a partner or product, as a message ("used by 2 inbound records, 1 price"), or null
 * when nothing does: the counts come from the modules owning the referring tables. Used to refuse
 * deletes (and partner type changes) with a 409 that names the cause.
 */
export function describeReferences(counts: ReferenceCount[]): MessageRef | null {
  const items = counts
    .filter(({ count }) => count > 0)
    .sort((a, b) => ORDER.indexOf(a.one) - ORDER.indexOf(b.one))
    .map(({ count, one, many }): MessageRef => ({ id: count === 1 ? one : many, params: { count } }));
  return items.length ? { id: 'usedBy', params: { items } } : null;
}
