import { useEffect, useState } from 'react';

/**
 * False until `ready` has been true and the browser has had an idle moment since (at most `timeout` ms
 * later): for heavy work that must not hold back what was just drawn, such as a chart library's chunk,
 * which takes half a second to run on a phone.
 */
export function useIdleAfter(ready: boolean, timeout = 1000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setIdle(true), 50);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout });
    return () => window.cancelIdleCallback(handle);
  }, [ready, idle, timeout]);
  return idle;
}
