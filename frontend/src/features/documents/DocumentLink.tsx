import { Typography } from 'antd';
import { useState } from 'react';
import type { Direction, Side } from '../../services/types';
import { DocumentDrawer } from './DocumentDrawer';

interface Props {
  direction: Direction;
  /** The document to open; null (a line of no document) shows `number` as plain text, or nothing. */
  documentId: number | null;
  /** What the link reads: the document's number, or another reference printed on it. */
  number: string | null;
}

/**
 * A document's number in a report's line (profit and loss, movement card, statement, audit): a click
 * opens the document in the same drawer the purchase and sales lists use, to read it, print it or see
 * its history. Changes stay on the lists, where the document lives.
 */
export function DocumentLink({ direction, documentId, number }: Props) {
  const [open, setOpen] = useState(false);
  if (documentId === null) return <>{number ?? ''}</>;
  return (
    <>
      <Typography.Link
        onClick={(event) => {
          // A line whose row opens something else (a statement's printout) keeps the click to itself.
          event.stopPropagation();
          setOpen(true);
        }}
        data-testid="document-link"
      >
        {number}
      </Typography.Link>
      {open ? (
        <DocumentDrawer
          direction={direction}
          documentId={documentId}
          canEdit={false}
          onClose={() => setOpen(false)}
          onChanged={() => undefined}
        />
      ) : null}
    </>
  );
}

/** The side whose document a report line's kind (`outbound`, `inbound_return`, …) belongs to, if any. */
export function directionOfKind(kind: string): Direction | null {
  if (kind.startsWith('outbound')) return 'outbound';
  if (kind.startsWith('inbound')) return 'inbound';
  return null;
}

/** The side's documents: a receivable's are sales, a payable's purchases. */
export const directionOfSide = (side: Side): Direction => (side === 'receivable' ? 'outbound' : 'inbound');
