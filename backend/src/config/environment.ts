import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import {
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
  validateSync,
} from 'class-validator';
import { Type } from 'class-transformer';

/** Every environment variable the server reads, with its rule. Nothing else reads process.env. */
export class EnvironmentVariables {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  @IsString()
  @MinLength(1)
  HOST = '0.0.0.0';

  @Matches(/^(sqlite:.+|postgres(ql)?:\/\/.+)$/, {
    message: 'DATABASE_URL must look like sqlite:./data/app.sqlite or postgres://user:pass@host:5432/db',
  })
  DATABASE_URL = 'sqlite:./data/app.sqlite';

  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'SESSION_SECRET must be at least 32 characters long' })
  SESSION_SECRET?: string;

  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  PUBLIC_URL = 'http://localhost:3000';

  @IsOptional()
  @IsEmail({}, { message: 'ADMIN_EMAIL must be an email address' })
  ADMIN_EMAIL?: string;

  @IsOptional()
  @IsString()
  @MinLength(10, { message: 'ADMIN_PASSWORD must be at least 10 characters long' })
  ADMIN_PASSWORD?: string;

  /**
   * Which proxies to believe for the client address (X-Forwarded-For) and protocol: `false` (none, the
   * default: the site faces the internet), a hop count such as `1`, or addresses and subnets such as
   * `loopback, 10.0.0.0/8`. `true` (trust anything) is refused: any client could then pick its own address.
   */
  @Matches(/^(false|\d{1,2}|[\w.:/]+(\s*,\s*[\w.:/]+)*)$/, {
    message:
      'TRUST_PROXY must be false, a hop count like 1, or addresses/subnets like "loopback, 10.0.0.0/8"',
  })
  @Matches(/^(?!true$)/, {
    message: 'TRUST_PROXY=true would let any client choose its address; name the proxy hops or addresses',
  })
  TRUST_PROXY = 'false';

  /** Accepted consultation requests per client address per minute; 0 disables the limit. */
  @Type(() => Number)
  @IsInt({ message: 'CONTACT_RATE_LIMIT_PER_MINUTE must be a whole number (0 disables it)' })
  @Min(0)
  CONTACT_RATE_LIMIT_PER_MINUTE = 5;

  /** Accepted consultation requests per client address per day; 0 disables the limit. */
  @Type(() => Number)
  @IsInt({ message: 'CONTACT_RATE_LIMIT_PER_DAY must be a whole number (0 disables it)' })
  @Min(0)
  CONTACT_RATE_LIMIT_PER_DAY = 30;

  /** Failed staff log-ins allowed per address and per account within LOGIN_WINDOW_MINUTES. */
  @Type(() => Number)
  @IsInt()
  @Min(1, { message: 'LOGIN_MAX_FAILURES must be at least 1' })
  LOGIN_MAX_FAILURES = 10;

  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(24 * 60)
  LOGIN_WINDOW_MINUTES = 15;

  /** A staff session ends after this long without a request. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(7 * 24 * 60)
  SESSION_IDLE_MINUTES = 120;

  /** …and this long after log-in, however active: staff log in again each working day. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(30 * 24)
  SESSION_MAX_HOURS = 12;
}

export class ConfigError extends Error {}

const KEYS = Object.keys(new EnvironmentVariables()).concat([
  'SESSION_SECRET',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
]);

/** Reads and validates the environment; throws a ConfigError naming every bad variable. */
export function readEnvironment(env: NodeJS.ProcessEnv): EnvironmentVariables {
  const picked: Record<string, string> = {};
  for (const key of KEYS) {
    const value = env[key];
    // An empty variable means "use the default", as in most twelve-factor apps.
    if (value !== undefined && value !== '') picked[key] = value;
  }
  const parsed = plainToInstance(EnvironmentVariables, picked);
  const errors = validateSync(parsed, { whitelist: true });
  if (errors.length > 0) {
    const lines = errors.map((e) => `  ${e.property}: ${Object.values(e.constraints ?? {})[0] ?? 'invalid'}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (parsed.NODE_ENV === 'production' && !parsed.SESSION_SECRET) {
    throw new ConfigError('Invalid configuration:\n  SESSION_SECRET: required when NODE_ENV=production');
  }
  if (Boolean(parsed.ADMIN_EMAIL) !== Boolean(parsed.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  return parsed;
}
