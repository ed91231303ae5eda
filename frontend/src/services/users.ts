import { listOf, request, segment } from './request';
import type { Role } from './types';

/** A user as the admin's users API shows it (never a password). */
export interface ManagedUser {
  username: string;
  display_name: string | null;
  role: Role;
  disabled: boolean;
  created_at: string;
}

export interface NewUser {
  username: string;
  password: string;
  role: Role;
  display_name?: string | null;
}

/** PATCH /users/{username}: only what is sent changes. */
export type UserChange = Partial<Pick<ManagedUser, 'display_name' | 'role' | 'disabled'>> & {
  password?: string;
};

export async function listUsers(): Promise<ManagedUser[]> {
  return listOf<ManagedUser>(await request.get('/users'));
}

export const createUser = (body: NewUser) => request.post('/users', { data: body, skipErrorHandler: true });

export const updateUser = (username: string, change: UserChange) =>
  request.patch(`/users/${segment(username)}`, { data: change, skipErrorHandler: true });

export const deleteUser = (username: string) =>
  request.delete(`/users/${segment(username)}`, { skipErrorHandler: true });
