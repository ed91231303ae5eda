import { describe, expect, it } from 'vitest';
import type { TradeDocumentRow } from '../../services/documents';
import { openTotal, reminderLines } from './reminderView';

const row = (id: number, date: string, open_amount: number): TradeDocumentRow => ({
  id,
  document_number: `S-${id}`,
  partner_code: 'C1',
  partner_short_name: 'Harbour',
  date,
  order_number: null,
  invoice_number: null,
  total_price: 200,
  net_amount: 200,
  tax_amount: 0,
  gross_amount: 200,
  lines_count: 1,
  has_returns: false,
  open_amount,
});

describe('reminder lines', () => {
  // The list answers newest first; a settled document is left out.
  const rows = [row(3, '2024-06-30', 40), row(2, '2024-06-10', 100), row(1, '2024-05-01', 0.1)];
  const settled = row(4, '2024-04-01', 0);

  it('list the open documents oldest first, due on their date without terms', () => {
    const lines = reminderLines([...rows, settled], null, '2024-06-30');
    expect(lines.map((line) => [line.document_number, line.due_date, line.days_overdue])).toEqual([
      ['S-1', '2024-05-01', 60],
      ['S-2', '2024-06-10', 20],
      ['S-3', '2024-06-30', 0],
    ]);
  });

  it('fall due the terms’ days after the date', () => {
    const lines = reminderLines(rows, 30, '2024-06-30');
    expect(lines.map((line) => [line.due_date, line.days_overdue])).toEqual([
      ['2024-05-31', 30],
      ['2024-07-10', -10],
      ['2024-07-30', -30],
    ]);
  });

  it('add up what is open to the cent', () => {
    expect(openTotal(reminderLines(rows, null, '2024-06-30'))).toBe(140.1);
    expect(openTotal([])).toBe(0);
  });
});
