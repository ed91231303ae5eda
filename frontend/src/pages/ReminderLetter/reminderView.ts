import dayjs from 'dayjs';
import type { TradeDocumentRow } from '../../services/documents';
import { DATE_FORMAT } from '../../utils/format';
import { sumAmounts } from '../../utils/money';

/** An open document as the letter lists it: when it fell due and how many days ago. */
export interface ReminderLine {
  id: number;
  document_number: string;
  date: string;
  due_date: string;
  /** Days past the due date on the letter's date; 0 or less: not yet due. */
  days_overdue: number;
  open_amount: number;
}

/**
 * The customer's documents with something open, oldest first, each due `termsDays` after its date (on
 * its date when the customer has no terms), aged on `asOf`.
 */
export function reminderLines(
  rows: readonly TradeDocumentRow[],
  termsDays: number | null,
  asOf: string,
): ReminderLine[] {
  const day = dayjs(asOf);
  return rows
    .filter((row) => row.open_amount > 0)
    .map((row) => {
      const due = dayjs(row.date).add(termsDays ?? 0, 'day');
      return {
        id: row.id,
        document_number: row.document_number,
        date: row.date,
        due_date: due.format(DATE_FORMAT),
        days_overdue: day.diff(due, 'day'),
        open_amount: row.open_amount,
      };
    })
    .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
}

/** Σ open amounts, exact to the cent. */
export const openTotal = (lines: readonly ReminderLine[]): number =>
  sumAmounts(lines.map((line) => line.open_amount));
