/**
 * What the server's event stream (`GET /events`) says after every committed write, and the tab's one
 * list of who listens for which entities. Pages never see the stream: they subscribe here, through
 * `useLiveChanges`.
 */

/** The entities a change event names. */
export const LIVE_ENTITIES = [
  'record',
  'document',
  'order',
  'payment',
  'stock_transfer',
  'account_transfer',
  'cash_entry',
  'partner',
  'product',
  'price',
  'tax_invoice',
  'warehouse',
  'settings',
  'user',
] as const;

export type LiveEntity = (typeof LIVE_ENTITIES)[number];

/** One `event: change`: what changed and who changed it (never an amount). */
export interface ChangeEvent {
  entity: LiveEntity;
  action: 'created' | 'updated' | 'deleted';
  id: number | string;
  document_number?: string;
  partner_code?: string;
  product_codes?: string[];
  by: string;
  at: string;
}

/**
 * What a listener hears: a change, or `null` when the stream came back after a break (changes may have
 * been missed, so everything shown is to be read again).
 */
export type ChangeListener = (change: ChangeEvent | null) => void;

/** Parses an event's data; anything that is not a change event of a known entity is ignored. */
export function parseChange(data: string): ChangeEvent | null {
  try {
    const value = JSON.parse(data) as Partial<ChangeEvent> | null;
    if (!value || typeof value !== 'object') return null;
    if (!(LIVE_ENTITIES as readonly unknown[]).includes(value.entity)) return null;
    if (typeof value.by !== 'string') return null;
    return value as ChangeEvent;
  } catch {
    return null;
  }
}

/** The tab's listeners, each for the entities it shows. */
export class ChangeBus {
  private readonly listeners = new Set<{ entities: readonly LiveEntity[]; listener: ChangeListener }>();

  subscribe(entities: readonly LiveEntity[], listener: ChangeListener): () => void {
    const entry = { entities, listener };
    this.listeners.add(entry);
    return () => this.listeners.delete(entry);
  }

  /** Hands a change to those who show its entity; `null` (the stream came back) to everyone. */
  publish(change: ChangeEvent | null): void {
    for (const { entities, listener } of [...this.listeners]) {
      if (change === null || entities.includes(change.entity)) listener(change);
    }
  }
}
