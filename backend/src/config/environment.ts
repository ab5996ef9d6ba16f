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
