import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Env } from '../../config/env.validation';
import { DomainError } from '../errors/domain-error';
import { AuthenticatedUser } from '../auth/authenticated-user';
import { PgThrottlerStorage } from './pg-throttler.storage';

const WINDOW_MS = 60_000;

/**
 * Guesses of a signed-in user's current password (a password change asks for it) are limited like
 * logins: LOGIN_RATE_LIMIT attempts a minute per user, in the same shared counters, then 429 for a
 * minute. Without it, a token left in an unlocked browser would let anyone try passwords unhindered.
 */
@Injectable()
export class PasswordGuessGuard implements CanActivate {
  constructor(
    private readonly storage: PgThrottlerStorage,
    private readonly config: ConfigService<Env, true>,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const user: AuthenticatedUser | undefined = context.switchToHttp().getRequest().user;
    if (!user) return true; // the access guard has answered 401 already
    const limit = this.config.get('LOGIN_RATE_LIMIT', { infer: true });
    const { isBlocked } = await this.storage.increment(
      `password-guess:${user.id}`,
      WINDOW_MS,
      limit,
      WINDOW_MS,
    );
    if (isBlocked) {
      throw new DomainError('RATE_LIMITED.password');
    }
    return true;
  }
}
