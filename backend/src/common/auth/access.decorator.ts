import { SetMetadata } from '@nestjs/common';
import { Role } from './roles';

export const PUBLIC_KEY = 'access:public';
export const ROLE_KEY = 'access:role';

/** No token needed (login, health). */
export const Public = () => SetMetadata(PUBLIC_KEY, true);

/**
 * The role level a route needs. Routes without it need reader level; anything that creates,
 * changes or deletes data is marked `@RequireRole('editor')`.
 */
export const RequireRole = (role: Role) => SetMetadata(ROLE_KEY, role);
