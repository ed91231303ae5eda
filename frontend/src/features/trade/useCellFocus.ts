import { useCallback, useRef } from 'react';
import type { CellAddress } from './documentLines';

interface Focusable {
  focus(): void;
}

const cellId = (address: CellAddress) => `${address.key}:${address.cell}`;

/**
 * Focus by cell address in the document grid. A cell asked for before it exists (a line just added)
 * is focused as soon as it mounts.
 */
export function useCellFocus() {
  const cells = useRef(new Map<string, Focusable>());
  const pending = useRef<string | null>(null);

  const register = useCallback(
    (address: CellAddress) => (element: Focusable | null) => {
      const id = cellId(address);
      if (!element) {
        cells.current.delete(id);
        return;
      }
      cells.current.set(id, element);
      if (pending.current === id) {
        pending.current = null;
        element.focus();
      }
    },
    [],
  );

  const focus = useCallback((address: CellAddress) => {
    const element = cells.current.get(cellId(address));
    if (element) {
      pending.current = null;
      element.focus();
    } else pending.current = cellId(address);
  }, []);

  return { register, focus };
}

export type CellFocus = ReturnType<typeof useCellFocus>;
