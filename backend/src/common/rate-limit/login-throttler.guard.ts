import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';

/**
 * Counts login attempts per client address and username, so one office behind a single address is not
 * locked out by one person's typos, while guessing one account's password stays slow.
 */
@Injectable()
export class LoginThrottlerGuard extends ThrottlerGuard {
  protected override async getTracker(req: Record<string, unknown>): Promise<string> {
    const body = req.body as { username?: unknown } | undefined;
    const username =
      typeof body?.username === 'string' ? body.username.trim().toLowerCase().slice(0, 50) : '';
    return `${String(req.ip)}|${username}`;
  }

  protected override async throwThrottlingException(): Promise<void> {
    throw new HttpException(
      'too many login attempts, please wait a minute and try again',
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}
