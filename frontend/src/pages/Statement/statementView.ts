import type { Statement } from '../../services/types';
import { formatMoney } from '../../utils/format';
import { AMOUNT_DECIMALS, sumAmounts } from '../../utils/money';

/**
 * The line kinds the statement names in the user's language (the server's: a sale or purchase, a return
 * of one, a payment, an adjustment, the opening balance when dated inside the period); another kind shows
 * as the server sends it.
 */
export const STATEMENT_KINDS = [
  'opening_balance',
  'outbound',
  'inbound',
  'return',
  'payment',
  'adjustment',
] as const;

export type StatementKind = (typeof STATEMENT_KINDS)[number];

export const isStatementKind = (kind: string): kind is StatementKind =>
  (STATEMENT_KINDS as readonly string[]).includes(kind);

/** The first row's kind: the balance before the period. */
export const BROUGHT_FORWARD = 'brought_forward';

/** A row of the printed table, every cell as text. */
export interface SheetRow {
  key: string;
  date: string;
  /** BROUGHT_FORWARD, a known kind (its text is `kinds.<side>.<kind>`) or the server's word. */
  kind: string;
  reference: string;
  /** The document a sale's, purchase's or return's line belongs to (its reference opens it). */
  documentId: number | null;
  description: string;
  debit: string;
  credit: string;
  balance: string;
}

/** Money as the statement prints it: 2 decimals, signed. */
export const money = (value: number): string => formatMoney(value, AMOUNT_DECIMALS);

/** Debit and credit cells stay empty for 0, so each line reads as one or the other. */
/** A debit or credit cell: empty when the line has none (null) or 0. */
export const amountCell = (value: number | null): string =>
  value === null || value === 0 ? '' : money(value);

/**
 * The table's rows: the balance brought forward on the first day, then the period's lines with their
 * running balance.
 */
export function statementRows(statement: Statement): SheetRow[] {
  const opening: SheetRow = {
    key: BROUGHT_FORWARD,
    date: statement.start_date,
    kind: BROUGHT_FORWARD,
    reference: '',
    documentId: null,
    description: '',
    debit: '',
    credit: '',
    balance: money(statement.opening_balance),
  };
  return [
    opening,
    ...statement.lines.map((line, index) => ({
      key: `line-${index}`,
      date: line.date,
      kind: line.kind,
      reference: line.reference ?? '',
      documentId: line.document_id,
      description: line.description ?? '',
      debit: amountCell(line.debit),
      credit: amountCell(line.credit),
      balance: money(line.balance),
    })),
  ];
}

/** Σ debit and Σ credit of the period; closing = opening + debits − credits. */
export function statementTotals(statement: Statement): { debit: number; credit: number } {
  return {
    // A line has either a debit or a credit; the other column is null.
    debit: sumAmounts(statement.lines.map((line) => line.debit ?? 0)),
    credit: sumAmounts(statement.lines.map((line) => line.credit ?? 0)),
  };
}
