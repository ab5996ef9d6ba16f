import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import {
  isEmail,
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
import { MAX_SPANS_PER_DAY } from '@abogados/shared';
import { DEFAULT_BUSINESS_HOURS, parseBusinessHours, WEEKDAYS } from '../common/business-hours';
import { ConfigError } from '../common/config-error';
import { isCalendarDay } from '../common/firm-time';
import { MAKE_SECRET, weakSecretProblem } from '../common/session-secret';
import { PRODUCTION_HASH_COST } from '../auth/password';

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
  @MinLength(32, { message: `SESSION_SECRET must be at least 32 characters long. ${MAKE_SECRET}` })
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

  /**
   * Invalid posts of the consultation form without JavaScript per client address per minute (each is
   * answered with a whole page); 0 disables the limit.
   */
  @Type(() => Number)
  @IsInt({ message: 'CONTACT_INVALID_RATE_LIMIT_PER_MINUTE must be a whole number (0 disables it)' })
  @Min(0)
  CONTACT_INVALID_RATE_LIMIT_PER_MINUTE = 20;

  /** The same per day; 0 disables the limit. */
  @Type(() => Number)
  @IsInt({ message: 'CONTACT_INVALID_RATE_LIMIT_PER_DAY must be a whole number (0 disables it)' })
  @Min(0)
  CONTACT_INVALID_RATE_LIMIT_PER_DAY = 200;

  /** Accepted newsletter subscriptions per client address per minute; 0 disables the limit. */
  @Type(() => Number)
  @IsInt({ message: 'NEWSLETTER_RATE_LIMIT_PER_MINUTE must be a whole number (0 disables it)' })
  @Min(0)
  NEWSLETTER_RATE_LIMIT_PER_MINUTE = 5;

  /** Accepted newsletter subscriptions per client address per day; 0 disables the limit. */
  @Type(() => Number)
  @IsInt({ message: 'NEWSLETTER_RATE_LIMIT_PER_DAY must be a whole number (0 disables it)' })
  @Min(0)
  NEWSLETTER_RATE_LIMIT_PER_DAY = 20;

  /**
   * Emails sent to visitors' addresses (acknowledgments and newsletter confirmations together) per client
   * address per hour; over it requests are still accepted, without the email. 0 disables the limit.
   */
  @Type(() => Number)
  @IsInt({ message: 'VISITOR_EMAILS_PER_HOUR must be a whole number (0 disables it)' })
  @Min(0)
  VISITOR_EMAILS_PER_HOUR = 5;

  /** The same per day; 0 disables it. */
  @Type(() => Number)
  @IsInt({ message: 'VISITOR_EMAILS_PER_DAY must be a whole number (0 disables it)' })
  @Min(0)
  VISITOR_EMAILS_PER_DAY = 20;

  /** Failed staff log-ins allowed per client address within LOGIN_WINDOW_MINUTES. */
  @Type(() => Number)
  @IsInt()
  @Min(1, { message: 'LOGIN_MAX_FAILURES must be at least 1' })
  LOGIN_MAX_FAILURES = 10;

  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(24 * 60)
  LOGIN_WINDOW_MINUTES = 15;

  /** The longest wait before an account's password is checked again after failures (it doubles up to it). */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(300)
  LOGIN_DELAY_MAX_SECONDS = 30;

  /**
   * scrypt's cost for new password hashes, as log2 of N: 17 is OWASP's N=2^17 (~128 MiB and a few hundred
   * ms a hash). Production refuses less; the tests lower it because they sign in thousands of times. A hash
   * keeps the cost it was made with, so a stored password is checked at the cost it was stored with.
   */
  @Type(() => Number)
  @IsInt()
  @Min(10)
  @Max(20)
  PASSWORD_HASH_COST = 17;

  /** Password checks (scrypt, ~128 MiB and a thread each) running at once in this process. */
  @Type(() => Number)
  @IsInt()
  @Min(1, { message: 'LOGIN_CONCURRENT_CHECKS must be at least 1' })
  @Max(16)
  LOGIN_CONCURRENT_CHECKS = 2;

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

  /**
   * The mail server that notifies staff of each new request: smtp://user:pass@host:587 (STARTTLS when the
   * server offers it) or smtps://user:pass@host:465. Unset: no email is sent, and the admin says so.
   */
  @IsOptional()
  @Matches(/^smtps?:\/\/[^\s]+$/, {
    message: 'SMTP_URL must look like smtp://user:password@mail.example.com:587 or smtps://…:465',
  })
  SMTP_URL?: string;

  /** Who is notified: one address or several separated by commas. Required with SMTP_URL. */
  @IsOptional()
  @IsString()
  NOTIFY_TO?: string;

  /** The sender of notifications, "Name <address>" or an address. Required with SMTP_URL. */
  @IsOptional()
  @IsString()
  NOTIFY_FROM?: string;

  /** Also POSTs each new request as signed JSON here (an automation tool, a chat channel's bridge). */
  @IsOptional()
  @IsUrl(
    { require_tld: false, require_protocol: true, protocols: ['http', 'https'] },
    { message: 'NOTIFY_WEBHOOK_URL must be an http:// or https:// URL' },
  )
  NOTIFY_WEBHOOK_URL?: string;

  /** The HMAC-SHA256 key of the webhook's X-Webhook-Signature header. Required with NOTIFY_WEBHOOK_URL. */
  @IsOptional()
  @IsString()
  @MinLength(32, { message: `NOTIFY_WEBHOOK_SECRET must be at least 32 characters long. ${MAKE_SECRET}` })
  NOTIFY_WEBHOOK_SECRET?: string;

  /**
   * Every staff member must have a second factor (TOTP): one without is sent to enrol it after the password
   * and gets no session until it is confirmed.
   */
  @IsIn(['true', 'false'], { message: 'STAFF_REQUIRE_2FA must be true or false' })
  STAFF_REQUIRE_2FA: 'true' | 'false' = 'false';

  /**
   * Sends the prospect an acknowledgment of each request (in the page's language, with the answer-by time and
   * the firm's contact facts, never what the visitor typed), at most once a day per address. Needs SMTP_URL.
   */
  @IsIn(['true', 'false'], { message: 'NOTIFY_PROSPECT must be true or false' })
  NOTIFY_PROSPECT: 'true' | 'false' = 'true';

  /**
   * The seed of the office hours staff edit in the panel (site content), inside which the 60-minute answer
   * promise is counted: read when the database has none yet. Entries separated by commas, each a day or a
   * range of days and one to three spans, such as "mon-fri 08:00-12:00 14:00-18:00, sat 09:00-13:00".
   * Colombia's public holidays are always closed.
   */
  @IsString()
  BUSINESS_HOURS = DEFAULT_BUSINESS_HOURS;

  /** Further closed days, YYYY-MM-DD separated by commas (a firm's own closing such as 2026-12-24): a seed too. */
  @IsOptional()
  @Matches(/^\s*\d{4}-\d{2}-\d{2}(\s*,\s*\d{4}-\d{2}-\d{2})*\s*$/, {
    message: 'BUSINESS_CLOSED_DAYS must be days written YYYY-MM-DD, separated by commas',
  })
  BUSINESS_CLOSED_DAYS?: string;

  /** Consultation requests older than this many months are deleted automatically (with their notes). */
  @Type(() => Number)
  @IsInt({ message: 'RETENTION_MONTHS must be a whole number of months' })
  @Min(1, { message: 'RETENTION_MONTHS must be at least 1' })
  @Max(120, { message: 'RETENTION_MONTHS must be at most 120 (ten years)' })
  RETENTION_MONTHS = 24;

  /** Unconfirmed newsletter subscriptions are deleted this many days after they were asked for. */
  @Type(() => Number)
  @IsInt({ message: 'NEWSLETTER_PENDING_DAYS must be a whole number of days' })
  @Min(1, { message: 'NEWSLETTER_PENDING_DAYS must be at least 1' })
  @Max(90, { message: 'NEWSLETTER_PENDING_DAYS must be at most 90' })
  NEWSLETTER_PENDING_DAYS = 7;

  /**
   * How often each server checks the site content's version, in milliseconds, so a change made on another
   * server reaches its pages and emails. On PostgreSQL changes are also announced at once (LISTEN/NOTIFY).
   */
  @Type(() => Number)
  @IsInt({ message: 'CONTENT_POLL_MS must be a whole number of milliseconds' })
  @Min(100, { message: 'CONTENT_POLL_MS must be at least 100' })
  @Max(3_600_000, { message: 'CONTENT_POLL_MS must be at most 3600000 (an hour)' })
  CONTENT_POLL_MS = 1000;

  /**
   * How long a server keeps a newsletter email it is sending to itself, in seconds: after a crash mid-send,
   * another server (or the restarted one) sends it this much later.
   */
  @Type(() => Number)
  @IsInt({ message: 'NEWSLETTER_LOCK_SECONDS must be a whole number of seconds' })
  @Min(1, { message: 'NEWSLETTER_LOCK_SECONDS must be at least 1' })
  @Max(3600, { message: 'NEWSLETTER_LOCK_SECONDS must be at most 3600 (an hour)' })
  NEWSLETTER_LOCK_SECONDS = 60;

  /**
   * Who may read Swagger UI and the OpenAPI document (/api/docs, /api/docs-json, /api/docs-yaml): everyone
   * (integrators read them), signed-in staff only, or nobody.
   */
  @IsIn(['public', 'staff', 'off'], { message: 'API_DOCS must be public, staff or off' })
  API_DOCS: 'public' | 'staff' | 'off' = 'public';
}

const KEYS = Object.keys(new EnvironmentVariables()).concat([
  'SESSION_SECRET',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'SMTP_URL',
  'NOTIFY_TO',
  'NOTIFY_FROM',
  'NOTIFY_WEBHOOK_URL',
  'NOTIFY_WEBHOOK_SECRET',
  'BUSINESS_CLOSED_DAYS',
]);

/** Addresses in a comma-separated list such as NOTIFY_TO; undefined when one of them is not an address. */
export function parseAddressList(value: string): string[] | undefined {
  const addresses = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return addresses.length > 0 && addresses.every((address) => isEmail(address)) ? addresses : undefined;
}

/** BUSINESS_CLOSED_DAYS as a list of YYYY-MM-DD texts (empty when unset). */
export function parseClosedDays(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** "Name <address>" or a bare address. */
export function isMailbox(value: string): boolean {
  const match = /^\s*(?:"?([^"<>]*)"?\s*)?<([^<>\s]+)>\s*$/.exec(value);
  return isEmail(match ? match[2] : value.trim());
}

/** The rules that tie variables together: each notification channel needs all of its settings. */
function pairingProblems(vars: EnvironmentVariables): string[] {
  const problems: string[] = [];
  if (Boolean(vars.ADMIN_EMAIL) !== Boolean(vars.ADMIN_PASSWORD)) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (vars.SMTP_URL) {
    if (!vars.NOTIFY_TO || !parseAddressList(vars.NOTIFY_TO)) {
      problems.push('NOTIFY_TO: required with SMTP_URL, as one or more email addresses separated by commas');
    }
    if (!vars.NOTIFY_FROM || !isMailbox(vars.NOTIFY_FROM)) {
      problems.push('NOTIFY_FROM: required with SMTP_URL, as an address or "Name <address>"');
    }
  } else if (vars.NOTIFY_TO || vars.NOTIFY_FROM) {
    problems.push('SMTP_URL: required when NOTIFY_TO or NOTIFY_FROM is set');
  }
  if (Boolean(vars.NOTIFY_WEBHOOK_URL) !== Boolean(vars.NOTIFY_WEBHOOK_SECRET)) {
    problems.push('NOTIFY_WEBHOOK_URL and NOTIFY_WEBHOOK_SECRET must be set together');
  }
  try {
    const crowded = parseBusinessHours(vars.BUSINESS_HOURS).findIndex(
      (day) => day.length > MAX_SPANS_PER_DAY,
    );
    if (crowded >= 0) {
      throw new Error(
        `${WEEKDAYS[crowded]} has more than ${MAX_SPANS_PER_DAY} spans, the most staff can edit`,
      );
    }
  } catch (error) {
    problems.push(`BUSINESS_HOURS: ${(error as Error).message} (example: "${DEFAULT_BUSINESS_HOURS}")`);
  }
  const badDay = parseClosedDays(vars.BUSINESS_CLOSED_DAYS).find((day) => !isCalendarDay(day));
  if (badDay) problems.push(`BUSINESS_CLOSED_DAYS: ${badDay} is not a calendar day`);
  return problems;
}

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
  if (parsed.NODE_ENV === 'production') {
    if (!parsed.SESSION_SECRET) {
      throw new ConfigError(
        `Invalid configuration:\n  SESSION_SECRET: required when NODE_ENV=production. ${MAKE_SECRET}`,
      );
    }
    if (parsed.PASSWORD_HASH_COST < PRODUCTION_HASH_COST) {
      throw new ConfigError(
        `Invalid configuration:\n  PASSWORD_HASH_COST: at least ${PRODUCTION_HASH_COST} in production ` +
          `(scrypt N=2^${PRODUCTION_HASH_COST}, OWASP's minimum); a lower cost is for tests only.`,
      );
    }
    // In development a weak secret is only warned about (startup-checks.ts): tests use simple ones.
    const problem = weakSecretProblem(parsed.SESSION_SECRET);
    if (problem) {
      throw new ConfigError(
        `Invalid configuration:\n  SESSION_SECRET: too weak for production (${problem}). ${MAKE_SECRET}`,
      );
    }
  }
  const problems = pairingProblems(parsed);
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  }
  return parsed;
}
