import { useEffect, useState } from 'react';
import { documentsWithOrderNumber } from '../../services/documents';
import type { Direction } from '../../services/types';

/** How long typing pauses before the order number is looked up. */
const LOOKUP_DELAY_MS = 400;

/**
 * The numbers of the partner's documents that already carry this order number (a partner's own
 * reference may repeat, so the form only warns). Empty while either is empty or the lookup fails.
 */
export function useOrderNumberWarning(
  direction: Direction,
  partnerShortName: string | undefined,
  orderNumber: string | undefined,
): string[] {
  const [numbers, setNumbers] = useState<string[]>([]);
  const wanted = orderNumber?.trim() ?? '';
  useEffect(() => {
    setNumbers([]);
    if (!partnerShortName || !wanted) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      documentsWithOrderNumber(direction, partnerShortName, wanted)
        .then((rows) => {
          if (current) setNumbers(rows.map((row) => row.document_number));
        })
        .catch(() => undefined);
    }, LOOKUP_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [direction, partnerShortName, wanted]);
  return numbers;
}
