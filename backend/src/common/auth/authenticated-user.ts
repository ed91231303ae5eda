import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { Role } from './roles';

/** What a verified token stands for, attached to the request by the JWT strategy. */
export interface AuthenticatedUser {
  id: number;
  username: string;
  display_name: string | null;
  role: Role;
}

export const CurrentUser = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): AuthenticatedUser => ctx.switchToHttp().getRequest().user,
);
