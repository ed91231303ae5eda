import { Role } from '../../modules/users/user.entity';

/** Spec section 6: reader level is met by reader or editor; editor level only by editor; nothing else passes. */
export function roleSatisfies(actual: string | undefined, required: Role): boolean {
  if (required === 'reader') return actual === 'reader' || actual === 'editor';
  if (required === 'editor') return actual === 'editor';
  return false;
}
