import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  MinLength,
  validateSync,
} from 'class-validator';

export const COST_METHODS = ['average', 'fifo'] as const;
export type CostMethod = (typeof COST_METHODS)[number];
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const toBoolean = ({ value }: { value: unknown }) =>
  value === 'true' ? true : value === 'false' ? false : value === undefined ? undefined : value;

/** Every setting the server reads, validated once at start-up. */
export class Env {
  @IsOptional()
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'production';

  @Transform(({ value }) => (value === undefined ? 3000 : Number(value)))
  @IsInt({ message: 'PORT must be a whole number from 1 to 65535' })
  @Min(1, { message: 'PORT must be a whole number from 1 to 65535' })
  @Max(65535, { message: 'PORT must be a whole number from 1 to 65535' })
  PORT = 3000;

  @IsOptional()
  @Matches(/^postgres(ql)?:\/\/\S+$/, { message: 'DATABASE_URL must be a postgres:// or postgresql:// URL' })
  DATABASE_URL?: string;

  @IsString()
  @MinLength(1, { message: 'DATA_DIR must not be empty' })
  DATA_DIR = './data';

  @IsOptional()
  @MinLength(16, { message: 'JWT_SECRET must be at least 16 characters' })
  JWT_SECRET?: string;

  @Matches(/^\d+[smhd]?$/, {
    message: 'JWT_EXPIRES_IN must be a number of seconds or a number followed by s, m, h or d (e.g. 12h)',
  })
  JWT_EXPIRES_IN = '12h';

  @IsIn(LOG_LEVELS, { message: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` })
  LOG_LEVEL: (typeof LOG_LEVELS)[number] = 'info';

  @IsIn(COST_METHODS, { message: 'COST_METHOD must be average or fifo' })
  COST_METHOD: CostMethod = 'average';

  @Transform(toBoolean)
  @IsBoolean({ message: 'ALLOW_NEGATIVE_STOCK must be true or false' })
  ALLOW_NEGATIVE_STOCK = false;

  @IsOptional()
  @MinLength(8, { message: 'INITIAL_ADMIN_PASSWORD must be at least 8 characters' })
  INITIAL_ADMIN_PASSWORD?: string;

  @Transform(({ value }) => (value === undefined ? 10_000 : Number(value)))
  @IsInt({ message: 'SHUTDOWN_TIMEOUT_MS must be a whole number from 1000 to 120000' })
  @Min(1000, { message: 'SHUTDOWN_TIMEOUT_MS must be a whole number from 1000 to 120000' })
  @Max(120_000, { message: 'SHUTDOWN_TIMEOUT_MS must be a whole number from 1000 to 120000' })
  SHUTDOWN_TIMEOUT_MS = 10_000;

  /**
   * How long a request's body may stop arriving before it is answered 408 REQUEST_TIMEOUT (milliseconds
   * without a byte, not the whole upload's time). Shorter than the proxy's client_body_timeout (30 s),
   * so that behind nginx the client gets the app's answer before nginx drops the connection.
   */
  @Transform(({ value }) => (value === undefined ? 20_000 : Number(value)))
  @IsInt({ message: 'REQUEST_BODY_TIMEOUT_MS must be a whole number from 1000 to 120000' })
  @Min(1000, { message: 'REQUEST_BODY_TIMEOUT_MS must be a whole number from 1000 to 120000' })
  @Max(120_000, { message: 'REQUEST_BODY_TIMEOUT_MS must be a whole number from 1000 to 120000' })
  REQUEST_BODY_TIMEOUT_MS = 20_000;

  @Transform(({ value }) => (value === undefined ? 10 : Number(value)))
  @IsInt({ message: 'LOGIN_RATE_LIMIT must be a whole number from 1 to 10000' })
  @Min(1, { message: 'LOGIN_RATE_LIMIT must be a whole number from 1 to 10000' })
  @Max(10000, { message: 'LOGIN_RATE_LIMIT must be a whole number from 1 to 10000' })
  LOGIN_RATE_LIMIT = 10;

  @Transform(({ value }) => (value === undefined ? 30 : Number(value)))
  @IsInt({ message: 'LOGIN_RATE_LIMIT_PER_ADDRESS must be a whole number from 1 to 10000' })
  @Min(1, { message: 'LOGIN_RATE_LIMIT_PER_ADDRESS must be a whole number from 1 to 10000' })
  @Max(10000, { message: 'LOGIN_RATE_LIMIT_PER_ADDRESS must be a whole number from 1 to 10000' })
  LOGIN_RATE_LIMIT_PER_ADDRESS = 30;

  /**
   * Which proxies' X-Forwarded-For is believed for the client address (Fastify's trustProxy: names
   * loopback, linklocal, uniquelocal, addresses or CIDR ranges, comma-separated). Anything else is
   * ignored, so a client cannot pose as another address. Unset: no proxy is trusted (the connection's
   * own address counts).
   */
  @IsOptional()
  @IsString({ message: 'TRUST_PROXY must be a list of addresses, ranges or loopback/linklocal/uniquelocal' })
  @Matches(/^\s*[\w.:/]+\s*(,\s*[\w.:/]+\s*)*$/, {
    message: 'TRUST_PROXY must be a list of addresses, ranges or loopback/linklocal/uniquelocal',
  })
  TRUST_PROXY?: string;

  @Transform(({ value }) => (value === undefined ? 10 : Number(value)))
  @IsInt({ message: 'DATABASE_POOL_SIZE must be a whole number from 1 to 100' })
  @Min(1, { message: 'DATABASE_POOL_SIZE must be a whole number from 1 to 100' })
  @Max(100, { message: 'DATABASE_POOL_SIZE must be a whole number from 1 to 100' })
  DATABASE_POOL_SIZE = 10;

  /**
   * Whether the write path's statements run as named prepared statements on a PostgreSQL server: false
   * behind a connection pooler in transaction mode that cannot keep them (PgBouncer before 1.21).
   */
  @Transform(toBoolean)
  @IsBoolean({ message: 'DATABASE_PREPARED_STATEMENTS must be true or false' })
  DATABASE_PREPARED_STATEMENTS = true;

  /**
   * Worker processes of `npm start` on a PostgreSQL server (node:cluster); unset: one per core
   * (os.availableParallelism()). The embedded database is always served by one process.
   */
  @IsOptional()
  @Transform(({ value }) => (value === undefined ? undefined : Number(value)))
  @IsInt({ message: 'WEB_CONCURRENCY must be a whole number from 1 to 64' })
  @Min(1, { message: 'WEB_CONCURRENCY must be a whole number from 1 to 64' })
  @Max(64, { message: 'WEB_CONCURRENCY must be a whole number from 1 to 64' })
  WEB_CONCURRENCY?: number;
}

/** Thrown for a bad setting; main.ts prints its message as one line and exits. */
export class ConfigValidationError extends Error {
  override name = 'ConfigValidationError';
}

export function validateEnv(raw: Record<string, unknown>): Env {
  // Empty strings count as unset, as a shell `FOO=` usually means.
  const present = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== ''));
  const env = plainToInstance(Env, present, { exposeDefaultValues: true });
  const errors = validateSync(env, { skipMissingProperties: false, whitelist: false });
  if (errors.length > 0) {
    const first = errors[0];
    const reason = Object.values(first.constraints ?? {})[0] ?? 'is invalid';
    throw new ConfigValidationError(`Invalid configuration: ${reason}`);
  }
  if (env.DATABASE_URL && !env.JWT_SECRET) {
    throw new ConfigValidationError(
      'Invalid configuration: JWT_SECRET is required when DATABASE_URL is set (every instance must share it)',
    );
  }
  return env;
}
