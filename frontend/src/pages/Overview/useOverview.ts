import { App } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOr } from '../../services/errors';
import { getStats, getTopSales, recalculateStats, type OverviewRange } from '../../services/overview';
import { totalCostEstimate } from '../../services/stock';
import type { OverviewStats, TopSalesItem } from '../../services/types';
import { useLiveRefresh } from '../../shell/live/useLiveChanges';

/** The changes that move the overview's figures. */
const OVERVIEW_ENTITIES = ['record', 'document', 'payment', 'product', 'stock_transfer'] as const;

/**
 * The dashboard's data: statistics and top sales of the range (every record when it is empty), the
 * reorder list and the stock value; an editor's refresh recalculates first (a full stock rebuild on the
 * server), a reader's only reads again.
 */
export function useOverview(range: OverviewRange, canRecalculate: boolean) {
  // `range` must keep its identity while its dates stay the same (the page memoises it).
  const { t } = useTranslation('overview');
  const { message } = App.useApp();
  const [stats, setStats] = useState<OverviewStats | null>(null);
  const [topSales, setTopSales] = useState<TopSalesItem[]>([]);
  const [stockValue, setStockValue] = useState<number | null>(null);
  const [loading, setLoading] = useState(true);
  const [refreshing, setRefreshing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(
    async (quiet = false) => {
      if (!quiet) setLoading(true);
      try {
        const [nextStats, nextTop] = await Promise.all([getStats(range), getTopSales(range)]);
        setStats(nextStats);
        setTopSales(nextTop);
        setError(null);
      } catch (failure) {
        setError(messageOr(failure, t('loadFailed')));
      } finally {
        setLoading(false);
      }
      totalCostEstimate().then(setStockValue, (failure: unknown) => {
        console.error('Loading the stock value failed', failure);
      });
    },
    [t, range],
  );

  useEffect(() => {
    void load();
  }, [load]);

  // Another screen's write: the figures are read again, quietly (no recalculation, nothing blanked).
  useLiveRefresh(OVERVIEW_ENTITIES, () => void load(true));

  const refresh = useCallback(async () => {
    setRefreshing(true);
    try {
      if (canRecalculate) await recalculateStats();
      await load();
      message.success(t('common:messages.refreshed'));
    } catch (failure) {
      message.error(messageOr(failure, t('refreshFailed')));
    } finally {
      setRefreshing(false);
    }
  }, [canRecalculate, load, message, t]);

  return { stats, topSales, stockValue, loading, refreshing, error, refresh, reload: () => load() };
}
