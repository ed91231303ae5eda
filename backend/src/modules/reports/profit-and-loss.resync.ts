import { Resynchroniser } from '../../common/resync';
import { forgetMonthsOfRestore } from './profit-and-loss-months.queries';

/** The profit and loss summaries: all deleted, the statements store them again from the restored books. */
export const profitAndLossResync: Resynchroniser = {
  name: 'profit and loss summaries',
  async resync(manager) {
    await forgetMonthsOfRestore(manager);
  },
};
