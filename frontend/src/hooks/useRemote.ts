import { useCallback, useEffect, useRef, useState } from 'react';
import { useLiveRefresh, type LiveEntity } from '../shell/live/useLiveChanges';

/**
 * Loads something once (and on `reload`), keeping the latest answer only. With `live`, it loads again,
 * quietly (what is shown stays until the answer replaces it), when any screen changes one of those entities.
 */
export function useRemote<T>(
  load: () => Promise<T>,
  initial: T,
  deps: readonly unknown[] = [],
  live?: readonly LiveEntity[],
) {
  const [data, setData] = useState<T>(initial);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const sequence = useRef(0);
  const loader = useRef(load);
  loader.current = load;

  const reload = useCallback(async (quiet = false) => {
    const ticket = ++sequence.current;
    if (!quiet) setLoading(true);
    try {
      const value = await loader.current();
      if (ticket === sequence.current) {
        setData(value);
        setError(null);
      }
    } catch (failure) {
      if (ticket === sequence.current) setError(failure);
    } finally {
      if (ticket === sequence.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, deps);

  useLiveRefresh(live, () => void reload(true));

  return { data, loading, error, reload, setData };
}
