import type { User } from '../../services/types';

/** The keys the web app keeps in local storage. */
export const TOKEN_KEY = 'auth_token';
export const USER_KEY = 'auth_user';

/** Fired on window when a call answers 401: the session provider drops the user and routes to /login. */
export const UNAUTHORIZED_EVENT = 'tradebook:unauthorized';

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function getStoredUser(): User | null {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<User> | null;
    return parsed && typeof parsed.username === 'string' ? (parsed as User) : null;
  } catch {
    return null;
  }
}

export function storeSession(token: string, user: User): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function storeUser(user: User): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}
