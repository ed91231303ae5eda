import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getAnalysisData,
  getAnalysisDetail,
  getFilterOptions,
  refreshAnalysis,
} from '../../services/analysis';
import { ApiError, messageOr } from '../../services/errors';
import type { AnalysisDetailRow, AnalysisFigures, AnalysisFilterOptions } from '../../services/types';
import { canLoad, previousMonthRange, toQuery, type Range } from './conditions';

/**
 * The analysis state of spec section 4: the range defaults to the previous month; data loads by itself
 * once a range and a customer or product are chosen, and is cleared without them; 503 means not generated.
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
    setLoading(false);
  }, []);

  const load = useCallback(async () => {
    if (!range || !canLoad(range, customer, product)) {
      clear();
      return;
    }
    const id = ++ticket.current;
    const query = toQuery(range, customer, product);
    setLoading(true);
    try {
      const [nextFigures, nextDetail] = await Promise.all([getAnalysisData(query), getAnalysisDetail(query)]);
      if (id !== ticket.current) return;
      setFigures(nextFigures);
      setDetail(nextDetail);
    } catch (error) {
      if (id !== ticket.current) return;
      setFigures(null);
      setDetail([]);
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
    if (!canLoad(range, customer, product)) {
      message.warning(t('messages.selectFilter'));
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
    loading,
    refreshing,
    refresh,
  };
}
