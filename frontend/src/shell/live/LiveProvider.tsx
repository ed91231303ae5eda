import { App } from 'antd';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UNAUTHORIZED_EVENT, clearSession, getToken } from '../session/storage';
import { useSession } from '../session/useSession';
import { ChangeBus } from './changes';
import { LiveContext, type LiveStatus, type LiveValue } from './context';
import { openEventStream } from './eventStream';

/**
 * The signed-in tab's one event stream: opened with the session's token, closed when the layout goes
 * (logout, a 401) or the token changes; a break is retried with back-off and said in the header
 * (`LiveIndicator`), and when it comes back every screen reads again what it shows.
 */
export function LiveProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const { message } = App.useApp();
  const { user } = useSession();
  const [status, setStatus] = useState<LiveStatus>('off');
  const bus = useMemo(() => new ChangeBus(), []);
  const token = user ? getToken() : null;
  // The notices' texts and API are read when shown: a language switch does not reopen the stream.
  const notices = useRef({ message, t });
  notices.current = { message, t };

  useEffect(() => {
    if (!token) return;
    let lost = false;
    const notify = (kind: 'success' | 'warning', key: string) =>
      notices.current.message[kind]({ content: notices.current.t(key), key: 'live' });
    const close = openEventStream(
      { Authorization: `Bearer ${token}` },
      {
        onChange: (change) => bus.publish(change),
        onOpen: (again) => {
          setStatus('live');
          if (again) bus.publish(null);
          if (lost) notify('success', 'live.back');
          lost = false;
        },
        onLost: () => {
          if (!lost) notify('warning', 'live.lost');
          lost = true;
          setStatus('lost');
        },
        onUnauthorized: () => {
          clearSession();
          window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
        },
      },
    );
    return () => {
      close();
      setStatus('off');
    };
  }, [token, bus]);

  const subscribe = useMemo<LiveValue['subscribe']>(() => bus.subscribe.bind(bus), [bus]);
  const value = useMemo<LiveValue>(() => ({ status, subscribe }), [status, subscribe]);
  return <LiveContext.Provider value={value}>{children}</LiveContext.Provider>;
}
