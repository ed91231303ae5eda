import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ClsService } from 'nestjs-cls';
import { setRequestUser } from '../request-context';
import { Role } from './roles';
import { PUBLIC_KEY, ROLE_KEY } from './access.decorator';
import { AuthenticatedUser } from './authenticated-user';
import { roleSatisfies } from './roles';
import { DomainError } from '../errors/domain-error';

/**
 * Registered once as the global guard: a valid token on every route but @Public ones, then the role
 * level (reader, editor or admin; each includes the ones below).
 */
@Injectable()
export class AccessGuard extends AuthGuard('jwt') {
  constructor(
    private readonly reflector: Reflector,
    private readonly cls: ClsService,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets)) return true;
    await super.canActivate(context);
    const required = this.reflector.getAllAndOverride<Role>(ROLE_KEY, targets) ?? 'reader';
    const user: AuthenticatedUser = context.switchToHttp().getRequest().user;
    setRequestUser(this.cls, user.username); // the audit trail's "who"
    if (!roleSatisfies(user?.role, required)) throw new DomainError('FORBIDDEN');
    return true;
  }

  /**
   * A token that does not verify, or whose user may no longer sign in, is a 401. An error while checking
   * it (the database busy or down) is not the caller's: it is answered as itself (503, 500), so the web
   * app does not sign out a user whose token is good.
   */
  override handleRequest<T>(err: unknown, user: T): T {
    if (err) throw err;
    if (!user) throw new DomainError('UNAUTHENTICATED');
    return user;
  }
}
