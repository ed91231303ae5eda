import { request, type Answer } from './request';
import type { LoginResult, Schemas, User } from './types';

export async function login(username: string, password: string): Promise<LoginResult> {
  return request.post<Answer<'/auth/login', 'post'>>('/auth/login', {
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
  const answer = await request.get<Answer<'/auth/me', 'get'>>('/auth/me', {
    skipErrorHandler: true,
    skipAuthRedirect: true,
  });
  return answer.user;
}

/** PATCH /auth/me: the own display name (empty clears it); answers the user as the users list shows it. */
export async function updateOwnName(displayName: string | null): Promise<Schemas['UserResponse']> {
  const answer = await request.patch<Answer<'/auth/me', 'patch'>>('/auth/me', {
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
  return request.put<Answer<'/auth/me/password', 'put'>>('/auth/me/password', {
    data: { current_password: currentPassword, new_password: newPassword },
    skipErrorHandler: true,
  });
}
