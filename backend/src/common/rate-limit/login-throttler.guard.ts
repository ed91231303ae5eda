import { ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard, ThrottlerLimitDetail } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { DomainError } from '../errors/domain-error';

/** The client's address as Fastify sees it: X-Forwarded-For only from a trusted proxy (TRUST_PROXY). */
export function clientAddress(req: Record<string, unknown>): string {
  return String(req.ip);
}

/** A username as the login limit counts it: case and spaces do not give another counter. */
export function loginName(username: string): string {
  return username.trim().toLowerCase().slice(0, 50);
}

/** The username a login names, normalised (loginName). */
export function loginUsername(req: Record<string, unknown>): string {
  const body = req.body as { username?: unknown } | undefined;
  return typeof body?.username === 'string' ? loginName(body.username) : '';
}

/**
 * Login attempts are counted twice: per client address (guessing many accounts from one place) and
 * per username (guessing one account from many places); either limit answers 429 saying in how many
 * seconds the block ends (also as Retry-After). The trackers are set per throttler in AuthModule.
 */
@Injectable()
export class LoginThrottlerGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(
    context: ExecutionContext,
    limit: ThrottlerLimitDetail,
  ): Promise<void> {
    const seconds = Math.max(1, limit.timeToBlockExpire);
    void context.switchToHttp().getResponse<FastifyReply>().header('Retry-After', String(seconds));
    throw new DomainError('RATE_LIMITED', { seconds });
  }
}
