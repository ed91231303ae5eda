import { AuditValues } from '../../database/unit-of-work/unit-of-work';
import { InsertedEvent, LockedStock } from '../stock/inventory.service';
import { AllocationPosting } from './allocations';

/**
 * What one write posts to the books, handed to `BookEntry.post` once the write has put its own rows in
 * place. The engine applies the sections in this order: stock (the cost fold), balances, money, the
 * payments' allocations, audit.
 */
export interface Posting {
  stock?: StockPosting;
  /** Trade records added to (sign 1) or taken from (sign −1) their partners' receivable/payable totals. */
  balances?: BalanceChange[];
  /** Money that moved: see MoneyEntry. */
  money?: MoneyEntry[];
  /** Payments whose allocations (the documents they settle) become exactly the ones given. */
  allocations?: AllocationPosting[];
  /**
   * The audit trail's entries for the rows the write changed, in the order they are recorded; a
   * function when the values are read after the fold (an answer that shows the cost it stored).
   */
  audit?: AuditChange[] | (() => Promise<AuditChange[]>);
}

/** Stock movements (records in and out, returns, adjustments, opening stock) and how they fold. */
export interface StockPosting {
  /** Movements just inserted, each with its product's locked stock row: folded incrementally. */
  inserted?: { stock: LockedStock; event: InsertedEvent }[];
  /** Products whose history changed otherwise (an update or delete): their histories are replayed. */
  replay?: LockedStock[];
  /** A record's total changed without any change of stock or cost: the product's amount moves. */
  amounts?: AmountChange[];
}

export interface AmountChange {
  productId: number;
  /** Which of the product's amounts: the purchase amount (inbound) or the sales amount (outbound). */
  direction: number;
  oldTotal: string;
  newTotal: string;
}

/** One record added to (sign 1) or taken from (sign −1) its partner's record totals. */
export interface BalanceChange {
  partnerId: number;
  /** A record's total_price: decimal text. */
  amount: string;
  sign: 1 | -1;
}

/**
 * A movement of money on one of the company's accounts (sign 1: added, −1: taken back): a payment
 * received from a customer or made to a supplier, which also moves the partner's paid total; other
 * income or an expense, or one side of a transfer between accounts, which name no partner; an
 * account's opening balance, set or changed. The account's stored balance moves by sign × flow × amount.
 */
export interface MoneyEntry {
  /** The payment's partner; absent for money no partner paid. */
  partnerId?: number;
  /** The account the money came into or left. */
  accountId: number;
  /** Decimal text. */
  amount: string;
  sign: 1 | -1;
  /**
   * Money into the account (1: a receipt, income, a transfer's receiving side, an opening balance) or
   * out of it (−1: a payment to a supplier, an expense, a transfer's sending side).
   */
  flow: 1 | -1;
}

/** An audit entry: a row created (`after`), updated (`before` and `after`) or deleted (`before`). */
export type AuditChange =
  | { action: 'create'; entity: string; id: string | number; after: AuditValues }
  | { action: 'update'; entity: string; id: string | number; before: AuditValues; after: AuditValues }
  | { action: 'delete'; entity: string; id: string | number; before: AuditValues };
