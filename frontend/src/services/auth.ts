import { request } from './request';
import type { LoginResult, User } from './types';

export async function login(username: string, password: string): Promise<LoginResult> {
  return request.post<LoginResult>('/auth/login', {
    data: { username, password },
    skipErrorHandler: true,
    skipAuthRedirect: true,
  });
}

/** Verifies the stored token; a failure is handled by the session, not by a message. */
export async function currentUser(): Promise<User> {
  const answer = await request.get<{ success: boolean; user: User }>('/auth/me', {
    skipErrorHandler: true,
    skipAuthRedirect: true,
  });
  return answer.user;
}
