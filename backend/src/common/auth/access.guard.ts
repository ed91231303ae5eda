import {
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { setRequestUser } from '../../modules/audit/request-context';
import { TokenAuthenticator } from '../../modules/auth/token-authenticator';
import { Role } from '../../modules/users/user.entity';
import { PUBLIC_KEY, ROLE_KEY } from './access.decorator';
import { AuthenticatedUser } from './authenticated-user';
import { roleSatisfies } from './roles';

/**
 * Registered once as the global guard: a valid token on every route but @Public ones, then the role
 * level (reader, editor or admin; each includes the ones below).
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenAuthenticator,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets)) return true;
    const request = context.switchToHttp().getRequest<{
      headers: Record<string, string | string[] | undefined>;
      user?: AuthenticatedUser;
    }>();
    const authorization = request.headers.authorization;
    // A failure to read the user (the database) is refused like a bad token, as Passport did.
    const user = await this.tokens
      .authenticate(typeof authorization === 'string' ? authorization : undefined)
      .catch(() => null);
    if (!user) throw new UnauthorizedException('authentication failed, please log in again');
    request.user = user;
    setRequestUser(user.username); // the audit trail's "who"
    const required = this.reflector.getAllAndOverride<Role>(ROLE_KEY, targets) ?? 'reader';
    if (!roleSatisfies(user.role, required)) throw new ForbiddenException('insufficient permissions');
    return true;
  }
}
