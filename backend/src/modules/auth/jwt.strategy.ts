import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { UsersService } from '../users/users.service';

interface TokenPayload {
  sub: number;
}

/** Verifies the bearer token and reloads the user, so a removed user or a changed role takes effect at once. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    private readonly users: UsersService,
    secret: string,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: secret,
      ignoreExpiration: false,
    });
  }

  async validate(payload: TokenPayload): Promise<AuthenticatedUser | null> {
    if (typeof payload?.sub !== 'number') return null;
    return this.users.findProfile(payload.sub);
  }
}
