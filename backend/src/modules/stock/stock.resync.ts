import { AppSetting } from '../../database/app-setting.entity';
import { Resynchroniser } from '../../common/resync';
import { COST_METHOD_SETTING } from './cost-method.bootstrap';
import { syncProductTotals } from './inventory.queries';

/**
 * The products' record totals, recounted from the records. Stock and costs are not: the recorded cost
 * method is forgotten, so the next start replays every product's history before it serves anyone.
 */
export const stockResync: Resynchroniser = {
  name: 'stock totals',
  async resync(manager) {
    await manager.delete(AppSetting, { key: COST_METHOD_SETTING });
    await syncProductTotals(manager);
  },
};
