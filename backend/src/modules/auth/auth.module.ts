import { Module, OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { ThrottlerModule } from '@nestjs/throttler';
import { PgThrottlerStorage } from '../../common/rate-limit/pg-throttler.storage';
import { RateLimitModule } from '../../common/rate-limit/rate-limit.module';
import { clientAddress, loginUsername } from '../../common/rate-limit/login-throttler.guard';
import { LOGIN_USER_THROTTLER, loginUserKey } from '../../common/rate-limit/login-lockouts';
import { AccessGuard } from '../../common/auth/access.guard';
import { Env } from '../../config/env.validation';
import { UsersModule } from '../users/users.module';
import { UsersService } from '../users/users.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { resolveJwtSecret } from './jwt-secret';
import { JWT_ALGORITHM, JwtStrategy } from './jwt.strategy';

const JWT_SECRET = Symbol('JWT_SECRET');

/** JWT_EXPIRES_IN: a bare number means seconds (jsonwebtoken would read a numeric string as milliseconds). */
function jwtExpiresIn(value: string): number | `${number}${'s' | 'm' | 'h' | 'd'}` {
  return /^\d+$/.test(value) ? Number(value) : (value as `${number}${'s' | 'm' | 'h' | 'd'}`);
}

@Module({
  imports: [
    UsersModule,
    PassportModule,
    RateLimitModule,
    ThrottlerModule.forRootAsync({
      imports: [RateLimitModule],
      inject: [ConfigService, PgThrottlerStorage],
      useFactory: (config: ConfigService<Env, true>, storage: PgThrottlerStorage) => ({
        throttlers: [
          {
            name: LOGIN_USER_THROTTLER,
            ttl: 60_000,
            limit: config.get('LOGIN_RATE_LIMIT'),
            blockDuration: 60_000,
            getTracker: loginUsername,
            generateKey: (_context, username) => loginUserKey(username),
          },
          {
            name: 'login-address',
            ttl: 60_000,
            limit: config.get('LOGIN_RATE_LIMIT_PER_ADDRESS'),
            blockDuration: 60_000,
            getTracker: clientAddress,
          },
        ],
        storage,
      }),
    }),
    JwtModule.registerAsync({
      inject: [ConfigService],
      useFactory: (config: ConfigService<Env, true>) => ({
        secret: resolveJwtSecret({ JWT_SECRET: config.get('JWT_SECRET'), DATA_DIR: config.get('DATA_DIR') }),
        signOptions: { algorithm: JWT_ALGORITHM, expiresIn: jwtExpiresIn(config.get('JWT_EXPIRES_IN')) },
        verifyOptions: { algorithms: [JWT_ALGORITHM] },
      }),
    }),
  ],
  controllers: [AuthController],
  providers: [
    AuthService,
    {
      provide: JWT_SECRET,
      inject: [ConfigService],
      useFactory: (config: ConfigService<Env, true>) =>
        resolveJwtSecret({ JWT_SECRET: config.get('JWT_SECRET'), DATA_DIR: config.get('DATA_DIR') }),
    },
    {
      provide: JwtStrategy,
      inject: [UsersService, JWT_SECRET],
      useFactory: (users: UsersService, secret: string) => new JwtStrategy(users, secret),
    },
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
})
export class AuthModule implements OnApplicationBootstrap {
  constructor(
    private readonly users: UsersService,
    private readonly config: ConfigService<Env, true>,
  ) {}

  /** First start with no users: create the admin `admin`. */
  async onApplicationBootstrap(): Promise<void> {
    await this.users.ensureInitialAdmin(this.config.get('INITIAL_ADMIN_PASSWORD', { infer: true }));
  }
}
