import { request, segment, type Answer } from './request';
import type { Role, Schemas } from './types';

/** A user as the admin's users list shows it (never a password), with its login lockout. */
export type ManagedUser = Schemas['UserRowResponse'];

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
  return (await request.get<Answer<'/users', 'get'>>('/users')).data;
}

export const createUser = (body: NewUser) => request.post('/users', { data: body, skipErrorHandler: true });

export const updateUser = (username: string, change: UserChange) =>
  request.patch(`/users/${segment(username)}`, { data: change, skipErrorHandler: true });

export const deleteUser = (username: string) =>
  request.delete(`/users/${segment(username)}`, { skipErrorHandler: true });

/** Lifts the user's lockout after too many failed sign-ins. */
export const liftLockout = (username: string) => request.delete(`/users/${segment(username)}/lockout`);
