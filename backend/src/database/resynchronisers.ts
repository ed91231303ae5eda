import { Resynchroniser } from '../common/resync';
import { tradeResync } from '../modules/trade/trade.resync';
import { stockResync } from '../modules/stock/stock.resync';
import { ledgerResync } from '../modules/ledger/ledger.resync';
import { moneyResync } from '../modules/money/money.resync';
import { auditResync } from '../modules/audit/audit.resync';
import { profitAndLossResync } from '../modules/reports/profit-and-loss.resync';
import { listCountsResync } from './list-counts';

/**
 * Every module's resynchroniser, in the order a restore runs them: the records' totals first, as the
 * stock and partner totals sum them.
 */
export const RESYNCHRONISERS: readonly Resynchroniser[] = [
  tradeResync,
  stockResync,
  ledgerResync,
  moneyResync,
  profitAndLossResync,
  auditResync,
  listCountsResync,
];
