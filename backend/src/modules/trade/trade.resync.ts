import { Resynchroniser } from '../../common/resync';

/** A record's total is its quantity × unit price to 3 places (half away from zero), as every write stores it. */
export const tradeResync: Resynchroniser = {
  name: 'trade record totals',
  async resync(manager) {
    await manager.query(
      `UPDATE trade_records SET total_price = round(quantity * unit_price, 3)
        WHERE direction IS NOT NULL AND unit_price IS NOT NULL
          AND total_price IS DISTINCT FROM round(quantity * unit_price, 3)`,
    );
  },
};
