import { useCallback, useEffect, useRef, useState } from 'react';
import { getBalanceDetail } from '../../services/balance';
import { messageOr } from '../../services/errors';
import type { BalanceDetail, Side } from '../../services/types';

/** Loads one partner's detail with its two independently paged sub-tables. */
export function useBalanceDetail(side: Side, partnerCode: string | null, unknownError: string) {
  const [detail, setDetail] = useState<BalanceDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [paymentPage, setPaymentPage] = useState(1);
  const [recordPage, setRecordPage] = useState(1);
  const ticket = useRef(0);

  const load = useCallback(async () => {
    if (!partnerCode) return;
    const id = ++ticket.current;
    setLoading(true);
    try {
      const answer = await getBalanceDetail(side, partnerCode, paymentPage, recordPage);
      if (id !== ticket.current) return;
      setDetail(answer);
      setError(null);
    } catch (failure) {
      if (id !== ticket.current) return;
      setError(messageOr(failure, unknownError));
    } finally {
      if (id === ticket.current) setLoading(false);
    }
  }, [side, partnerCode, paymentPage, recordPage, unknownError]);

  useEffect(() => {
    setPaymentPage(1);
    setRecordPage(1);
    setDetail(null);
    setError(null);
  }, [partnerCode]);

  useEffect(() => {
    void load();
  }, [load]);

  return { detail, error, loading, reload: load, setPaymentPage, setRecordPage, paymentPage, recordPage };
}
