import { Resynchroniser } from '../../common/resync';
import { syncAccountBalances } from '../books/accounts';

/** Every account's stored balance, from its opening balance and movements. */
export const moneyResync: Resynchroniser = {
  name: 'account balances',
  async resync(manager) {
    await syncAccountBalances(manager);
  },
};
