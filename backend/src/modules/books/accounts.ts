import { EntityManager } from 'typeorm';
import { MoneyEntry } from './posting';

/**
 * The accounts' step of a posting. An account's balance is its opening balance plus its movements,
 * summed when it is read, so there is no total to move: the step holds the accounts the movements name
 * (FOR KEY SHARE, in id order, after the partners' rows) until the write commits, so no account is
 * deleted while money moves on it, and two writes never take them in opposite order.
 */
export async function holdAccounts(manager: EntityManager, money: MoneyEntry[]): Promise<void> {
  const ids = [...new Set(money.map((entry) => entry.accountId))].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await manager.query('SELECT id FROM accounts WHERE id = ANY($1::int[]) ORDER BY id FOR KEY SHARE', [ids]);
}
