import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { DomainError } from '../../common/errors/domain-error';
import { SessionProfile, UsersService } from '../users/users.service';
import { TokenPayload, tokenId } from './jwt.strategy';

export interface LoginResult {
  success: true;
  token: string;
  user: AuthenticatedUser;
  message: string;
}

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly jwt: JwtService,
  ) {}

  /** A disabled user gets the same answer as a wrong password: nothing says why. */
  async login(username: string, password: string): Promise<LoginResult> {
    const user = await this.users.verify(username, password);
    if (!user) throw new DomainError('UNAUTHENTICATED.login');
    return { success: true, token: await this.issue(user), user: toUser(user), message: 'login successful' };
  }

  /** A user's own password change: the new token replaces every one issued before. */
  async changePassword(id: number, current: string, next: string): Promise<LoginResult> {
    const user = await this.users.changeOwnPassword(id, current, next);
    return { success: true, token: await this.issue(user), user: toUser(user), message: 'password changed' };
  }

  /**
   * Ends the token the request was sent with (its signature was checked by the guard) on every
   * instance; the user's other tokens stay valid.
   */
  async logout(user: AuthenticatedUser, token: string): Promise<void> {
    const payload = this.jwt.decode<TokenPayload>(token);
    if (!payload || payload.sub !== user.id || typeof payload.exp !== 'number') {
      throw new DomainError('UNAUTHENTICATED');
    }
    await this.users.revokeToken(user.id, tokenId(payload), new Date(payload.exp * 1000));
  }

  private issue(user: SessionProfile): Promise<string> {
    const payload: TokenPayload & { username: string; role: string } = {
      sub: user.id,
      ver: user.session_version,
      jti: randomUUID(),
      username: user.username,
      role: user.role,
    };
    return this.jwt.signAsync(payload);
  }
}

function toUser(profile: SessionProfile): AuthenticatedUser {
  return {
    id: profile.id,
    username: profile.username,
    display_name: profile.display_name,
    role: profile.role,
  };
}
