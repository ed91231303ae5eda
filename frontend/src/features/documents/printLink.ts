import type { Direction } from '../../services/types';

/** The printouts of a document: a sale's delivery note and invoice, a purchase's receipt. */
export type PrintKind = 'delivery' | 'invoice' | 'receipt';

export const PRINT_KINDS: Record<Direction, PrintKind[]> = {
  inbound: ['receipt'],
  outbound: ['delivery', 'invoice'],
};

/** The print page's address for one document and kind. */
export function documentPrintPath(direction: Direction, id: number, kind: PrintKind): string {
  return `/print-document?${new URLSearchParams({ direction, id: String(id), kind }).toString()}`;
}

/** The print page's target read from its query; null when the link is not one. */
export function readPrintTarget(
  query: URLSearchParams,
): { direction: Direction; id: number; kind: PrintKind } | null {
  const direction = query.get('direction');
  const id = Number(query.get('id'));
  const kind = query.get('kind');
  if (direction !== 'inbound' && direction !== 'outbound') return null;
  if (!Number.isInteger(id) || id < 1) return null;
  if (!PRINT_KINDS[direction].includes(kind as PrintKind)) return null;
  return { direction, id, kind: kind as PrintKind };
}
