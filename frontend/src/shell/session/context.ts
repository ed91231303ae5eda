import { createContext } from 'react';
import type { User } from '../../services/types';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface SessionValue {
  status: SessionStatus;
  user: User | null;
  /** The last login failure message, shown in the login page's alert. */
  error: string | null;
  login(username: string, password: string): Promise<boolean>;
  logout(): void;
  clearError(): void;
  /** Keeps the session going with what the server answered after the user changed their profile. */
  refresh(user: User, token?: string): void;
}

export const SessionContext = createContext<SessionValue | null>(null);
