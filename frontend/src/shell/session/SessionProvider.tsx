import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../services/errors';
import type { User } from '../../services/types';
import i18n from '../i18n';
import { SessionContext, type SessionStatus, type SessionValue } from './context';
import {
  UNAUTHORIZED_EVENT,
  clearSession,
  getStoredUser,
  getToken,
  storeSession,
  storeUser,
} from './storage';

/**
 * The request client (umi-request and its query-string library) loads with the first call, not with the
 * login page: a visitor without a stored session needs it only when signing in.
 */
const auth = () => import('../../services/auth');

/**
 * The session: loading until a stored token and user are verified with /auth/me;
 * a failure clears both; a 401 anywhere drops the user (the route guard then sends them to /login).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [status, setStatus] = useState<SessionStatus>(() =>
    getToken() && getStoredUser() ? 'loading' : 'anonymous',
  );
  const [user, setUser] = useState<User | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!getToken() || !getStoredUser()) {
      clearSession();
      return;
    }
    let active = true;
    auth()
      .then(({ currentUser }) => currentUser())
      .then((verified) => {
        if (!active) return;
        storeUser(verified);
        setUser(verified);
        setStatus('authenticated');
      })
      .catch(() => {
        if (!active) return;
        clearSession();
        setUser(null);
        setStatus('anonymous');
      });
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    const onUnauthorized = () => {
      setUser(null);
      setStatus('anonymous');
    };
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  }, []);

  // Not useTranslation: the provider would hold the routes (and the login page's chunk) back until the
  // shell's texts arrive; they are there by the time an answer needs one.
  const login = useCallback(async (username: string, password: string) => {
    const failed = () => i18n.t('shell:session.loginFailed');
    setError(null);
    try {
      const answer = await (await auth()).login(username, password);
      if (!answer?.success || !answer.token || !answer.user) throw new Error(answer?.message || failed());
      storeSession(answer.token, answer.user);
      setUser(answer.user);
      setStatus('authenticated');
      return true;
    } catch (failure) {
      clearSession();
      setUser(null);
      setStatus('anonymous');
      const message =
        failure instanceof ApiError
          ? (failure.serverMessage ?? failed())
          : failure instanceof Error && failure.message
            ? failure.message
            : failed();
      setError(message);
      return false;
    }
  }, []);

  // The server ends the token first (it needs the stored token to know which), then it is forgotten
  // here whatever the answer: an unreachable server must not keep anyone logged in.
  const logout = useCallback(() => {
    const end = () => {
      clearSession();
      setUser(null);
      setError(null);
      setStatus('anonymous');
      navigate('/login', { replace: true });
    };
    void (getToken() ? auth().then(({ logout: logoutCall }) => logoutCall()) : Promise.resolve())
      .catch(() => undefined)
      .then(end);
  }, [navigate]);

  const clearError = useCallback(() => setError(null), []);

  const refresh = useCallback((next: User, token?: string) => {
    if (token) storeSession(token, next);
    else storeUser(next);
    setUser(next);
  }, []);

  const value = useMemo<SessionValue>(
    () => ({ status, user, error, login, logout, clearError, refresh }),
    [status, user, error, login, logout, clearError, refresh],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
