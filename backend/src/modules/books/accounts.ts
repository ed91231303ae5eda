import Decimal from 'decimal.js';
import { EntityManager } from 'typeorm';
import { ACCOUNT_BALANCES_FROM_MOVEMENTS_SQL } from '../money/account-movements';
import { MoneyEntry } from './posting';
import { prepared } from '../../database/preparing-client';

/**
 * The accounts' step of a posting: each account's stored balance (`accounts.balance`, its opening
 * balance plus every movement on it) moves by the posting's money entries. The accounts the entries
 * name are locked FOR NO KEY UPDATE in id order, after the partners' rows, and held until the write
 * commits: two writes never take them in opposite order, and no account is deleted while money moves
 * on it. The net change per account is summed here in decimals, so an edit that leaves an account's
 * money where it was (a payment given another partner) writes nothing.
 */
export async function moveAccountBalances(manager: EntityManager, money: MoneyEntry[]): Promise<void> {
  const deltas = new Map<number, Decimal>();
  for (const { accountId, amount, sign, flow } of money) {
    deltas.set(
      accountId,
      (deltas.get(accountId) ?? new Decimal(0)).plus(new Decimal(amount).times(sign * flow)),
    );
  }
  if (deltas.size === 0) return;
  const ids = [...deltas.keys()].sort((a, b) => a - b);
  await manager.query(
    prepared('SELECT id FROM accounts WHERE id = ANY($1::int[]) ORDER BY id FOR NO KEY UPDATE'),
    [ids],
  );
  const moved = ids.filter((id) => !deltas.get(id)!.isZero());
  if (moved.length === 0) return;
  await manager.query(
    prepared(`UPDATE accounts a SET balance = a.balance + d.delta
       FROM unnest($1::int[], $2::numeric[]) AS d(id, delta) WHERE a.id = d.id`),
    [moved, moved.map((id) => deltas.get(id)!.toFixed())],
  );
}

/**
 * Rewrites every stored balance that differs from its account's opening balance plus Σ of its
 * movements; returns how many. All accounts are locked first (in id order), so no write lands between
 * the sums and the rewrite. The refresh and a restore run it; nothing else writes the balance but
 * `moveAccountBalances`.
 */
export async function syncAccountBalances(manager: EntityManager): Promise<number> {
  await manager.query('SELECT id FROM accounts ORDER BY id FOR NO KEY UPDATE');
  const [rows] = await manager.query(SYNC_ACCOUNT_BALANCES_SQL);
  return (rows as unknown[]).length;
}

/** Every account's stored balance recomputed from its movements, where it differs. */
export const SYNC_ACCOUNT_BALANCES_SQL = `
  UPDATE accounts a SET balance = s.balance
    FROM (${ACCOUNT_BALANCES_FROM_MOVEMENTS_SQL}) s
   WHERE s.id = a.id AND a.balance IS DISTINCT FROM s.balance
  RETURNING a.id`;
