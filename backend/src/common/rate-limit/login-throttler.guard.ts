import { Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { DomainError } from '../errors/domain-error';

/** The client's address as Fastify sees it: X-Forwarded-For only from a trusted proxy (TRUST_PROXY). */
export function clientAddress(req: Record<string, unknown>): string {
  return String(req.ip);
}

/** The username a login names, normalised (case and spaces do not give another counter). */
export function loginUsername(req: Record<string, unknown>): string {
  const body = req.body as { username?: unknown } | undefined;
  return typeof body?.username === 'string' ? body.username.trim().toLowerCase().slice(0, 50) : '';
}

/**
 * Login attempts are counted twice: per client address (guessing many accounts from one place) and
 * per username (guessing one account from many places); either limit answers 429. The trackers are
 * set per throttler in AuthModule.
 */
@Injectable()
export class LoginThrottlerGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(): Promise<void> {
    throw new DomainError('RATE_LIMITED');
  }
}
