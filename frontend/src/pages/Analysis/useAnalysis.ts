import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getAnalysisBreakdown,
  getAnalysisData,
  getAnalysisDetail,
  getFilterOptions,
  refreshAnalysis,
  type AnalysisBreakdown,
} from '../../services/analysis';
import { ApiError, messageOr } from '../../services/errors';
import type { AnalysisDetailRow, AnalysisFigures, AnalysisFilterOptions } from '../../services/types';
import { canLoad, previousMonthRange, toQuery, type Range } from './conditions';

/**
 * The analysis state: the range defaults to the previous month; data loads by itself
 * once a range is chosen: of the customer and/or product chosen, or of the whole company when neither
 * is (nothing or All); 503 means not generated.
 */
export function useAnalysis() {
  const { t } = useTranslation('analysis');
  const { message } = App.useApp();
  const [range, setRange] = useState<Range | null>(() => previousMonthRange());
  const [customer, setCustomer] = useState<string>();
  const [product, setProduct] = useState<string>();
  const [options, setOptions] = useState<AnalysisFilterOptions>({ customers: [], products: [] });
  const [figures, setFigures] = useState<AnalysisFigures | null>(null);
  const [detail, setDetail] = useState<AnalysisDetailRow[]>([]);
  const [breakdown, setBreakdown] = useState<AnalysisBreakdown | null>(null);
  const [loading, setLoading] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const ticket = useRef(0);

  useEffect(() => {
    getFilterOptions().then(setOptions, (error: unknown) =>
      message.error(messageOr(error, t('messages.optionsFailed'))),
    );
  }, [message, t]);

  const clear = useCallback(() => {
    ticket.current += 1;
    setFigures(null);
    setDetail([]);
    setBreakdown(null);
    setLoading(false);
  }, []);

  const load = useCallback(async () => {
    if (!canLoad(range)) {
      clear();
      return;
    }
    const id = ++ticket.current;
    const query = toQuery(range, customer, product);
    setLoading(true);
    try {
      const [nextFigures, nextDetail, nextBreakdown] = await Promise.all([
        getAnalysisData(query),
        getAnalysisDetail(query),
        getAnalysisBreakdown(query),
      ]);
      if (id !== ticket.current) return;
      setFigures(nextFigures);
      setDetail(nextDetail);
      setBreakdown(nextBreakdown);
    } catch (error) {
      if (id !== ticket.current) return;
      setFigures(null);
      setDetail([]);
      setBreakdown(null);
      if (error instanceof ApiError && error.status === 503) message.info(t('messages.notGenerated'));
      else if (!(error instanceof ApiError && error.kind === 'unauthorized')) {
        message.error(messageOr(error, t('messages.dataFailed')));
      }
    } finally {
      if (id === ticket.current) setLoading(false);
    }
  }, [range, customer, product, clear, message, t]);

  useEffect(() => {
    void load();
  }, [load]);

  const refresh = useCallback(async () => {
    if (!range) {
      message.warning(t('messages.selectRange'));
      return;
    }
    setRefreshing(true);
    try {
      await refreshAnalysis(toQuery(range, customer, product));
      message.success(t('messages.refreshed'));
      await load();
    } catch (error) {
      message.error(messageOr(error, t('messages.refreshFailed')));
    } finally {
      setRefreshing(false);
    }
  }, [range, customer, product, load, message, t]);

  return {
    range,
    setRange,
    customer,
    setCustomer,
    product,
    setProduct,
    options,
    figures,
    detail,
    breakdown,
    loading,
    refreshing,
    refresh,
  };
}
