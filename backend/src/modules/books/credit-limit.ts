import { DomainError } from '../../common/errors/domain-error';
import Decimal from 'decimal.js';
import { EntityManager } from 'typeorm';
import { PartnerBalances } from './partner-balances';

/** What a sale puts on a customer's balance, for the credit limit check. */
export interface CreditCharge {
  partnerId: number;
  /** The customer's credit limit as read with the partner (decimal text); null: none, nothing to check. */
  creditLimit: string | null;
  /** The sale's total: a record's total_price, or a document's sum of them. */
  total: string;
  /** What of it is on the balance already: the old total of an edited sale of the same customer. */
  counted: string;
  /** Other partners whose balance rows the write changes: locked with this one, in partner_id order. */
  alsoLock: number[];
}

const money = (value: Decimal.Value) => new Decimal(value).toFixed(2, Decimal.ROUND_HALF_UP);

/**
 * Refuses (409) a sale that raises the customer's balance above its credit limit. The balance is read
 * under the lock of the customer's partner_balances row (after the stock rows, the order every record
 * write follows), held until the write commits: of two concurrent sales, the second sees the first.
 * A sale that does not raise the balance (a lower or equal total) is not checked.
 */
export async function assertCreditLimit(
  balances: PartnerBalances,
  m: EntityManager,
  charge: CreditCharge,
): Promise<void> {
  if (charge.creditLimit === null || !new Decimal(charge.total).gt(charge.counted)) return;
  const locked = await balances.lockBalances(m, [charge.partnerId, ...charge.alsoLock]);
  const row = locked.get(charge.partnerId);
  // Read again under the lock: the limit may have been changed or removed meanwhile.
  if (!row || row.credit_limit === null) return;
  const before = new Decimal(row.balance).minus(charge.counted);
  if (before.plus(charge.total).gt(row.credit_limit)) {
    throw new DomainError('CREDIT_LIMIT_EXCEEDED', {
      balance: money(before),
      total: money(charge.total),
      limit: money(row.credit_limit),
    });
  }
}
