import { Resynchroniser } from '../../common/resync';
import { ADD_MISSING_PARTNER_BALANCES_SQL, SYNC_PARTNER_BALANCES_SQL } from '../books/partner-balances';

/** Every partner's record and payment totals (partner_balances), a row for each partner. */
export const ledgerResync: Resynchroniser = {
  name: 'partner balances',
  async resync(manager) {
    await manager.query(ADD_MISSING_PARTNER_BALANCES_SQL);
    await manager.query(SYNC_PARTNER_BALANCES_SQL);
  },
};
