import { createSecretKey } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { SessionProfile, UsersService } from '../users/users.service';

/** The one algorithm tokens are signed and verified with. */
export const JWT_ALGORITHM = 'HS256';

/** What a token carries: the user's id and the session version it was issued under. */
export interface TokenPayload {
  sub: number;
  /** When the token ends (seconds since the epoch); a token without it is refused. */
  exp?: number;
  /** When it was issued (seconds since the epoch). */
  iat?: number;
  /** The token's own id, which a logout revokes. */
  jti?: string;
  /** Absent in tokens issued before session versions existed: version 0. */
  ver?: number;
}

/** The id a logout revokes a token by: its jti, or for a token issued before tokens had one, sub.iat. */
export function tokenId(payload: TokenPayload): string {
  return payload.jti ?? `${payload.sub}.${payload.iat ?? 0}`;
}

/** Verifies the bearer token and the user behind it, so a removed user or a changed role takes effect at once. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    private readonly users: UsersService,
    secret: string,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A KeyObject rather than the string: given a string, jsonwebtoken first tries to read it as a PEM
      // public key on every verification and catches the failure, ~0.5 ms of CPU per request (the
      // largest item in a CPU profile of the price lookup). It accepts a KeyObject; the typings lag.
      secretOrKey: createSecretKey(Buffer.from(secret, 'utf8')) as unknown as Buffer,
      ignoreExpiration: false,
      // Only the algorithm the server signs with: a token naming another one (HS512, none) is refused.
      algorithms: [JWT_ALGORITHM],
    });
  }

  /**
   * The user behind the token, unless it was removed, disabled, or its sessions were ended (a password
   * change or reset, a role change) after the token was issued, or the token itself was logged out:
   * then 401. A token without an expiry
   * is refused too (the signature alone would make it valid for ever).
   */
  async validate(payload: TokenPayload): Promise<AuthenticatedUser | null> {
    if (typeof payload?.sub !== 'number' || typeof payload.exp !== 'number') return null;
    return sessionUser(await this.users.findProfile(payload.sub), payload);
  }
}

/**
 * The user a verified token stands for, given its user's profile: null when the user is gone or
 * disabled, its sessions were ended after the token was issued, or the token was logged out.
 */
export function sessionUser(profile: SessionProfile | null, payload: TokenPayload): AuthenticatedUser | null {
  if (!profile || profile.disabled || profile.session_version !== (payload.ver ?? 0)) return null;
  if (profile.revoked_tokens?.includes(tokenId(payload))) return null; // logged out
  return {
    id: profile.id,
    username: profile.username,
    display_name: profile.display_name,
    role: profile.role,
  };
}
