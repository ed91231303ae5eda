import { useCallback, useEffect, useRef, useState } from 'react';

/** Loads something once (and on `reload`), keeping the latest answer only. */
export function useRemote<T>(load: () => Promise<T>, initial: T, deps: readonly unknown[] = []) {
  const [data, setData] = useState<T>(initial);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const sequence = useRef(0);
  const loader = useRef(load);
  loader.current = load;

  const reload = useCallback(async () => {
    const ticket = ++sequence.current;
    setLoading(true);
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

  return { data, loading, error, reload, setData };
}
