import { useContext, useEffect, useRef } from 'react';
import type { ChangeEvent, ChangeListener, LiveEntity } from './changes';
import { LiveContext, type LiveStatus } from './context';

export type { ChangeEvent, LiveEntity } from './changes';

/**
 * Calls `listener` for each change of one of `entities` that another screen (any user, any tab, any
 * server) committed, and with `null` when the tab's stream came back after a break. The page's way to
 * the shell's one event stream.
 */
export function useLiveChanges(entities: readonly LiveEntity[], listener: ChangeListener): void {
  const { subscribe } = useContext(LiveContext);
  const current = useRef(listener);
  current.current = listener;
  const key = entities.join(',');
  useEffect(
    () => subscribe(key.split(',') as LiveEntity[], (change) => current.current(change)),
    [subscribe, key],
  );
}

/** How long a burst of changes (a document's header and its lines) is gathered into one reload. */
export const LIVE_REFRESH_DELAY_MS = 250;

/**
 * Reloads what a screen shows when one of `entities` changes: once per burst, with the changes of the
 * burst (none after a break in the stream, when anything may have changed). `enabled: false` holds it.
 */
export function useLiveRefresh(
  entities: readonly LiveEntity[] | undefined,
  refresh: (changes: ChangeEvent[]) => void,
  enabled = true,
): void {
  const pending = useRef<ChangeEvent[] | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const current = useRef(refresh);
  current.current = refresh;
  useEffect(() => () => clearTimeout(timer.current), []);
  useLiveChanges(enabled ? (entities ?? []) : [], (change) => {
    pending.current = [...(pending.current ?? []), ...(change ? [change] : [])];
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const burst = pending.current ?? [];
      pending.current = null;
      current.current(burst);
    }, LIVE_REFRESH_DELAY_MS);
  });
}

/** Whether the tab's event stream is open (`live`), broken and retrying (`lost`) or not started. */
export function useLiveStatus(): LiveStatus {
  return useContext(LiveContext).status;
}
