import { useSession } from '../session/useSession';
import { hasAccess } from './permissions';

/** What the signed-in user may do; pages hide add, edit and delete controls when `canEdit` is false. */
export function useAccess() {
  const { user } = useSession();
  const role = user?.role;
  return {
    role,
    canView: hasAccess(role, 'reader'),
    canEdit: hasAccess(role, 'editor'),
    canAdminister: hasAccess(role, 'admin'),
  };
}
