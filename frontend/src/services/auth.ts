import { request } from './request';
import type { LoginResult, User } from './types';

export async function login(username: string, password: string): Promise<LoginResult> {
  return request.post<LoginResult>('/auth/login', {
    data: { username, password },
    skipErrorHandler: true,
    skipAuthRedirect: true,
  });
}

/**
 * POST /auth/logout: ends the stored token on the server (every instance), so a copy of it is of no
 * further use. Sent before the session is cleared; its failure is not the user's concern.
 */
export async function logout(): Promise<void> {
  await request.post('/auth/logout', { data: {}, skipErrorHandler: true, skipAuthRedirect: true });
}

/** Verifies the stored token; a failure is handled by the session, not by a message. */
export async function currentUser(): Promise<User> {
  const answer = await request.get<{ success: boolean; user: User }>('/auth/me', {
    skipErrorHandler: true,
    skipAuthRedirect: true,
  });
  return answer.user;
}

/** PATCH /auth/me: the own display name (empty clears it). */
export async function updateOwnName(displayName: string | null): Promise<User> {
  const answer = await request.patch<{ success: boolean; user: User }>('/auth/me', {
    data: { display_name: displayName },
    skipErrorHandler: true,
  });
  return answer.user;
}

/**
 * PUT /auth/me/password. Every earlier token of the user ends, this one included: the answer's new
 * token carries the session on.
 */
export async function changeOwnPassword(currentPassword: string, newPassword: string): Promise<LoginResult> {
  return request.put<LoginResult>('/auth/me/password', {
    data: { current_password: currentPassword, new_password: newPassword },
    skipErrorHandler: true,
  });
}
